import { ZNwsAlert, ZNwsAlertDocument } from "../schemas/weather-alerts.ts";
import { STORM_COUNTIES, type TStormCounty, type TStormPhase } from "./storm.ts";

// Decision 0173: which of the National Weather Service's alerts make the product suggest
// storm-season mode. The admins decide; this only says when to ask them.

/** The events worth the question: a tropical system, surge, flooding, or wind that stops crews. */
export const STORM_ALERT_EVENTS = [
  "Hurricane Warning",
  "Hurricane Watch",
  "Tropical Storm Warning",
  "Tropical Storm Watch",
  "Storm Surge Warning",
  "Flood Warning",
  "Flash Flood Warning",
  "Tornado Warning",
  "Severe Thunderstorm Warning",
  "Extreme Wind Warning",
] as const;

/** The warnings that mean crews cannot be on the road (the Landfall phase); any other event points to Prep. */
const LANDFALL_EVENTS: readonly string[] = ["Hurricane Warning", "Tropical Storm Warning", "Storm Surge Warning", "Extreme Wind Warning"];

export type TAlertSuggestion = {
  alert_id: string;
  event: string;
  headline: string;
  area: string;
  expires_at: Date;
  phase: TStormPhase;
  counties: TStormCounty[];
  /** The earlier alerts this one updates: a suggestion already made for one of them is not made again. */
  replaces: string[];
};

/**
 * The counties of the service area an alert's area names: its parts are zones, a county or a part
 * of one ("Orange; Seminole; Inland Volusia"), never a lake ("Lake Okeechobee" is not Lake County).
 */
export function countiesOfArea(area: string): TStormCounty[] {
  const parts = area.split(";").map((part) => part.trim().toLowerCase());
  return STORM_COUNTIES.filter((county) => parts.some((part) => part === county.toLowerCase() || part.endsWith(` ${county.toLowerCase()}`)));
}

/**
 * The alerts of an NWS alerts document (GeoJSON) that suggest storm-season mode at `now`: a real
 * alert (status "Actual", not an exercise or test), not a cancellation, of one of the events above,
 * not yet expired. A feature that does not read as an alert is skipped, not the whole document.
 * Null when the document is not an alerts collection at all.
 */
export function stormSuggestions(document: unknown, now: Date): TAlertSuggestion[] | null {
  const collection = ZNwsAlertDocument.safeParse(document);
  if (!collection.success) return null;
  const found: TAlertSuggestion[] = [];
  for (const feature of collection.data.features) {
    const parsed = ZNwsAlert.safeParse(feature);
    if (!parsed.success) continue;
    const alert = parsed.data.properties;
    if (alert.status !== "Actual" || alert.messageType === "Cancel") continue;
    if (!(STORM_ALERT_EVENTS as readonly string[]).includes(alert.event)) continue;
    const expires = new Date(alert.expires);
    if (expires.getTime() <= now.getTime()) continue;
    const area = alert.areaDesc ?? "";
    found.push({
      alert_id: alert.id,
      event: alert.event,
      headline: alert.headline || `${alert.event} for ${area}`,
      area,
      expires_at: expires,
      phase: LANDFALL_EVENTS.includes(alert.event) ? "landfall" : "prep",
      counties: countiesOfArea(area),
      replaces: (alert.references ?? []).map((reference) => reference.identifier),
    });
  }
  return found;
}

/**
 * Whether to ask the admins at all: not while the mode is already where the alert points, or
 * further (Landfall already, or Recovery); a warning while in Prep still asks for Landfall.
 */
export function worthSuggesting(current: TStormPhase, suggested: TStormPhase): boolean {
  return current === "off" || (current === "prep" && suggested === "landfall");
}
