import type { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TDb } from "../../db/client.ts";
import { authorize } from "../../auth/guard.ts";
import { ZHeroBannerList } from "../../../shared/schemas/website.ts";
import { ZCatalogueLocaleQuery } from "../../../shared/schemas/catalogue.ts";
import { websiteRepository } from "./website.repository.ts";
import { compiledSerializer } from "../../http/compiled-serializer.ts";
import { CATALOGUE_CACHE } from "../../http/public-cache.ts";
import type { TPublicReadCache } from "../../http/public-read-cache.ts";

export const websiteRoutes: FastifyPluginAsyncZod<{ db: TDb; publicReads: TPublicReadCache }> = async (app, { db, publicReads }) => {
  const website = websiteRepository(db);

  app.get(
    "/api/website/hero",
    {
      onRequest: authorize("read:catalogue:public"),
      // The landing page shows what the admin saved, at once: a save drops the server's
      // copy and a signed-in admin's browser revalidates every time; visitors may keep the hero
      // 30 s (decision 0088), and an unchanged one costs them an empty 304.
      config: { publicCache: CATALOGUE_CACHE },
      // Decision 0089: written by the schema's compiled serializer, not checked by zod on every answer.
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ["website"],
        summary: "Active hero banners in order, with their active banner ads, in the page's language",
        querystring: ZCatalogueLocaleQuery,
        response: { 200: ZHeroBannerList },
      },
    },
    async (request, reply) =>
      publicReads.answer(request, reply, async (): Promise<z.infer<typeof ZHeroBannerList>> => ({
        banners: await website.activeHeroBanners(request.query.locale),
      })),
  );
};
