import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TDb } from "../../db/client.ts";
import { authorize } from "../../auth/guard.ts";
import { z } from "zod";
import { notFound } from "../../errors.ts";
import {
  ZCatalogueLocaleQuery,
  ZPublicService,
  ZReviewList,
  ZReviewListQuery,
  ZServiceList,
  ZServiceListQuery,
  ZStormCollection,
  type TPublicService,
  type TStormCollection,
  type TStormCollectionService,
  type TReviewList,
  type TServiceList,
} from "../../../shared/schemas/catalogue.ts";
import { catalogueRepository } from "./catalogue.repository.ts";
import { mediaMap } from "../uploads/responsive-image.ts";
import { CATALOGUE_CACHE } from "../../http/public-cache.ts";
import { compiledSerializer } from "../../http/compiled-serializer.ts";
import type { TPublicReadCache } from "../../http/public-read-cache.ts";
import { reviewerName } from "../../../shared/rules/reviewer-name.ts";
import { collectionOfPhase, STORM_COLLECTION_TITLES } from "../../../shared/rules/storm.ts";
import { businessSettings } from "../settings/settings.ts";
import { serviceInLocale } from "../../../shared/rules/service-language.ts";
import type { TLocale } from "../../../shared/i18n/locale.ts";

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: TDb; publicReads: TPublicReadCache }> = async (app, { db, publicReads }) => {
  const catalogue = catalogueRepository(db);

  app.get(
    "/api/services",
    {
      onRequest: authorize("read:catalogue:public"),
      // The same for every visitor, so an ETag and a short public cache (decisions 0086, 0088).
      config: { publicCache: CATALOGUE_CACHE },
      // Decision 0089: written by the schema's compiled serializer, not checked by zod on every answer.
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ["catalogue"],
        summary: "Active services with their add-ons: search, category, sort and pages done here",
        querystring: ZServiceListQuery,
        response: { 200: ZServiceList },
      },
    },
    // Decision 0088: answered from memory; read from the database when not kept.
    async (request, reply) =>
      publicReads.answer(request, reply, async (): Promise<TServiceList> => {
        const [{ rows, total }, categories, catalogue_total] = await Promise.all([
          catalogue.listActive(request.query),
          catalogue.activeCategories(),
          catalogue.activeTotal(),
        ]);
        return { services: rows.map((row) => presentService(row, request.query.locale)), total, catalogue_total, categories };
      }),
  );

  const { business } = businessSettings(db);
  app.get(
    "/api/storm/collection",
    {
      onRequest: authorize("read:catalogue:public"),
      // Decision 0088: a settings save (the phase) or a service's change drops the kept answer.
      config: { publicCache: CATALOGUE_CACHE },
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ["catalogue"],
        summary: "The storm collection pinned in the current storm phase, if any",
        querystring: ZCatalogueLocaleQuery,
        response: { 200: ZStormCollection },
      },
    },
    async (request, reply) =>
      publicReads.answer(request, reply, async (): Promise<TStormCollection> => {
        const collection = collectionOfPhase((await business()).storm.phase);
        if (!collection) return { collection: null, title: null, services: [] };
        const rows = await catalogue.stormCollection(collection);
        const presented = rows.map((row) => ({
          ...presentService(row, request.query.locale),
          licensed_trade: row.licensed_trade as TStormCollectionService["licensed_trade"],
          licensed_partner: row.licensed_partner,
          partner_license_number: row.partner_license_number,
        }));
        return { collection, title: STORM_COLLECTION_TITLES[collection], services: presented };
      }),
  );

  const ZServiceParams = z.object({ id: z.uuid("must be a service id") });

  app.get(
    "/api/services/:id",
    {
      onRequest: authorize("read:catalogue:public"),
      // The same for every visitor, so an ETag and a short public cache (decisions 0086, 0088).
      config: { publicCache: CATALOGUE_CACHE },
      // Decision 0089: written by the schema's compiled serializer, not checked by zod on every answer.
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ["catalogue"],
        summary: "One active service with its add-ons",
        params: ZServiceParams,
        querystring: ZCatalogueLocaleQuery,
        response: { 200: ZPublicService },
      },
    },
    async (request, reply) =>
      publicReads.answer(request, reply, async (): Promise<TPublicService> => {
        const row = await catalogue.findActive(request.params.id);
        if (!row) throw notFound("Service");
        return presentService(row, request.query.locale);
      }),
  );

  app.get(
    "/api/services/:id/reviews",
    {
      onRequest: authorize("read:catalogue:public"),
      // The same for every visitor, so an ETag and a short public cache (decisions 0086, 0088).
      config: { publicCache: CATALOGUE_CACHE },
      // Decision 0089: written by the schema's compiled serializer, not checked by zod on every answer.
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ["catalogue"],
        summary: "A service's reviews, featured first then newest, with the average over all of them",
        params: ZServiceParams,
        querystring: ZReviewListQuery,
        response: { 200: ZReviewList },
      },
    },
    async (request, reply) =>
      publicReads.answer(request, reply, async (): Promise<TReviewList> => {
        if (!(await catalogue.findActive(request.params.id))) throw notFound("Service");
        const { rows, average, count, featured_count } = await catalogue.reviews(request.params.id, request.query);
        // Decision 0119: every review names its author one way in public, "Grace H.".
        const reviews = rows.map((row) => ({ ...row, customer_name: reviewerName(row.customer_name), created_at: row.created_at.toISOString() }));
        return { reviews, average, count, featured_count };
      }),
  );
};

// pricing_type other than flat is treated as hourly (customer-side.md §3 Service); the business's
// words in the page's language (decision 0177).
function presentService<T extends Parameters<typeof serviceInLocale>[0] & { pricing_type: string; media: Parameters<typeof mediaMap>[0] }>(
  row: T,
  locale: TLocale,
) {
  const shown = serviceInLocale(row, locale);
  return { ...shown, pricing_type: row.pricing_type === "flat" ? ("flat" as const) : ("hourly" as const), media: mediaMap(row.media) };
}
