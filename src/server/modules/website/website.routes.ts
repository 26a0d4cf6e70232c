import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TDb } from "../../db/client.ts";
import { authorize } from "../../auth/guard.ts";
import { ZHeroBannerList } from "../../../shared/schemas/website.ts";
import { websiteRepository } from "./website.repository.ts";

export const websiteRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  const website = websiteRepository(db);

  app.get(
    "/api/website/hero",
    {
      onRequest: authorize("read:catalogue:public"),
      schema: { tags: ["website"], summary: "Active hero banners in order, with their active banner ads", response: { 200: ZHeroBannerList } },
    },
    async () => ({ banners: await website.activeHeroBanners() }),
  );
};
