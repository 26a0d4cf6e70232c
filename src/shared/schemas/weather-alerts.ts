import { z } from "zod";
import { STORM_PHASES } from "../rules/storm.ts";

// Decision 0173: the National Weather Service's public alerts for the service area's zones, read
// to suggest storm-season mode to the admins (never to turn it on).

/** An NWS zone code: the state, C (county) or Z (forecast zone), three digits (FLZ045 is Orange County's). */
export const ZNwsZone = z.string().regex(/^[A-Z]{2}[CZ]\d{3}$/, "must be an NWS zone code such as FLZ045");

/** The settings group: off by default, as nothing may call out where there is no network (dev, CI). */
export const ZWeatherAlertSettings = z
  .object({
    enabled: z.boolean(),
    zones: z.array(ZNwsZone).max(50),
  })
  .refine((alerts) => !alerts.enabled || alerts.zones.length > 0, { error: "add at least one zone", path: ["zones"] });
export type TWeatherAlertSettings = z.infer<typeof ZWeatherAlertSettings>;

/**
 * One alert of `GET https://api.weather.gov/alerts/active` (GeoJSON) as far as the suggestion reads
 * it; the feed's other fields (geometry, description, parameters, …) are let through unread.
 */
export const ZNwsAlert = z.object({
  properties: z.object({
    id: z.string().min(1),
    event: z.string(),
    status: z.string(),
    messageType: z.string(),
    severity: z.string().optional(),
    headline: z.string().nullish(),
    areaDesc: z.string().nullish(),
    effective: z.iso.datetime({ offset: true }).nullish(),
    expires: z.iso.datetime({ offset: true }),
    ends: z.iso.datetime({ offset: true }).nullish(),
    affectedZones: z.array(z.string()).optional(),
    /** An update or cancellation names the alerts it replaces. */
    references: z.array(z.object({ identifier: z.string() })).optional(),
  }),
});
export const ZNwsAlertDocument = z.object({ type: z.literal("FeatureCollection"), features: z.array(z.unknown()) });
export type TNwsAlert = z.infer<typeof ZNwsAlert>;

/** A suggestion as the admin's storm settings show it. */
export const ZStormSuggestion = z.object({
  id: z.uuid(),
  event: z.string(),
  headline: z.string(),
  area: z.string(),
  expires_at: z.string(),
  /** The phase the alert points to: a watch, prep; a hurricane's or tropical storm's warning, landfall. */
  phase: z.enum(STORM_PHASES),
  /** The counties of the service area the alert names. */
  counties: z.array(z.string()),
  created_at: z.string(),
});
export type TStormSuggestion = z.infer<typeof ZStormSuggestion>;
export const ZStormSuggestions = z.object({ suggestions: z.array(ZStormSuggestion) });
export type TStormSuggestions = z.infer<typeof ZStormSuggestions>;
export const ZStormSuggestionParams = z.object({ id: z.uuid("must be a suggestion id") });
