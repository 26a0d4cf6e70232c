import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { hoursText } from "../../../shared/rules/business-hours.ts";
import { ZPublicSettings, ZSaveSettingsRequest, ZSettingsDocument, type TBusinessSettings, type TPublicSettings } from "../../../shared/schemas/settings.ts";
import type { TSettingsRepository } from "./settings.repository.ts";
import type { TSettingsService } from "./settings.service.ts";
import { compiledSerializer } from "../../http/compiled-serializer.ts";
import { CATALOGUE_CACHE } from "../../http/public-cache.ts";
import { dropAfterWrites, type TPublicReadCache } from "../../http/public-read-cache.ts";

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: TSettingsRepository; livePayments: boolean; publicReads: TPublicReadCache }> = async (
  app,
  { settings, livePayments, publicReads },
) => {
  app.get(
    "/api/settings/public",
    {
      onRequest: authorize("read:settings:public"),
      // Decision 0088: a short public cache; a signed-in admin's browser revalidates
      // every time, and a save drops the server's copy, so the admin sees their change at once.
      config: { publicCache: CATALOGUE_CACHE },
      // Decision 0089: written by the schema's compiled serializer, which writes only the fields
      // ZPublicSettings names (the tax rate, which the booking dialog states, but never the labour
      // rate or the embed URLs).
      serializerCompiler: compiledSerializer,
      schema: { tags: ["settings"], summary: "Business name, phone, e-mail, hours, areas and the emergency fee", response: { 200: ZPublicSettings } },
    },
    // From memory; a saved change drops it (it shows on the next page load).
    async (request, reply) =>
      publicReads.answer(request, reply, async (): Promise<TPublicSettings> => {
        const [business, reviews] = await Promise.all([settings.business(), settings.reviewFigures()]);
        return publicSettings(business, reviews, livePayments);
      }),
  );
};

/** What any visitor may read: ZPublicSettings' fields picked by name (the settings were checked when read). */
function publicSettings(business: TBusinessSettings, reviews: { rating: number | null; review_count: number }, livePayments: boolean): TPublicSettings {
  const {
    name,
    phone,
    email,
    emergency_email,
    address,
    opening_hours,
    service_areas,
    booking_window_days,
    first_booking_discount,
    refund_policy,
    tax_rate_percent,
    marketing,
    emergency_fee_cents,
    storm,
  } = business;
  return {
    name,
    phone,
    email,
    emergency_email,
    address,
    opening_hours,
    hours: hoursText(opening_hours.weekly),
    service_areas,
    booking_window_days,
    first_booking_discount,
    refund_policy,
    tax_rate_percent,
    marketing: { ...marketing, ...reviews },
    emergency_fee_cents,
    storm,
    live_payments: livePayments,
  };
}

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ service: TSettingsService; publicReads: TPublicReadCache }> = async (
  app,
  { service, publicReads },
) => {
  // A save changes what every page reads: the public answers kept in memory go (decision 0088).
  dropAfterWrites(app, publicReads);
  app.get(
    "/settings",
    {
      onRequest: authorize("read:settings:any"),
      schema: { tags: ["admin"], summary: "The business settings and the version a save must name", response: { 200: ZSettingsDocument } },
    },
    async () => service.read(),
  );

  app.put(
    "/settings",
    {
      onRequest: authorize("update:settings:any"),
      schema: {
        tags: ["admin"],
        summary: "Save the business settings; 409 when they changed since `version` was read (compare-and-set)",
        body: ZSaveSettingsRequest,
        response: { 200: ZSettingsDocument },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      return service.save(viewer.user.id, request.body);
    },
  );
};
