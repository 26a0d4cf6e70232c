import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TDb } from "../../db/client.ts";
import { authorize } from "../../auth/guard.ts";
import { ZServiceList, ZServiceListQuery } from "../../../shared/schemas/catalogue.ts";
import { catalogueRepository } from "./catalogue.repository.ts";

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  const catalogue = catalogueRepository(db);

  app.get(
    "/api/services",
    {
      preHandler: authorize("read:catalogue"),
      schema: {
        tags: ["catalogue"],
        summary: "Active services with their add-ons: search, category, sort and pages done here",
        querystring: ZServiceListQuery,
        response: { 200: ZServiceList },
      },
    },
    async (request) => {
      const [{ rows, total }, categories] = await Promise.all([catalogue.listActive(request.query), catalogue.activeCategories()]);
      // pricing_type other than flat is treated as hourly (customer-side.md §3 Service).
      const services = rows.map((row) => ({ ...row, pricing_type: row.pricing_type === "flat" ? ("flat" as const) : ("hourly" as const) }));
      return { services, total, categories };
    },
  );
};
