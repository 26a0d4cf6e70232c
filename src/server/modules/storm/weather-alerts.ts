import type { FastifyBaseLogger } from "fastify";
import { formatBusinessDateTime } from "../../../shared/rules/business-time.ts";
import { STORM_PHASE_LABELS, type TStormPhase } from "../../../shared/rules/storm.ts";
import { stormSuggestions, worthSuggesting } from "../../../shared/rules/weather-alerts.ts";
import type { TWeatherAlertSettings } from "../../../shared/schemas/weather-alerts.ts";
import type { TNotifier } from "../notifications/notifier.ts";
import type { TStormSuggestionsRepository } from "./storm-suggestions.repository.ts";

/** The weather service's active alerts for these zones, as its JSON (a seam: tests pass recorded documents). */
export type TFetchAlerts = (zones: readonly string[]) => Promise<unknown>;

export const NWS_ALERTS_URL = "https://api.weather.gov/alerts/active";
// The feed answers in well under a second; a check that hangs longer is given up, not waited on.
const NWS_TIMEOUT_MS = 10_000;

/**
 * The National Weather Service's public alerts feed. It asks every caller to name itself and a
 * contact in the User-Agent (api.weather.gov refuses anonymous requests).
 */
export function nwsAlerts(options: { userAgent: string; timeoutMs?: number; url?: string }): TFetchAlerts {
  return async (zones) => {
    const url = `${options.url ?? NWS_ALERTS_URL}?zone=${zones.map(encodeURIComponent).join(",")}`;
    const response = await fetch(url, {
      headers: { "User-Agent": options.userAgent, Accept: "application/geo+json" },
      signal: AbortSignal.timeout(options.timeoutMs ?? NWS_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the weather service answered ${response.status}`);
    return response.json();
  };
}

/**
 * Decision 0173: reads the weather service's alerts for the service area's zones and, for each
 * alert that calls for storm-season mode, suggests it to the admins (the storm settings and the
 * bell) once: the alert's id is unique, so a retried or doubled check suggests nothing twice. It
 * never changes the mode. A feed that cannot be reached or read is no suggestion, logged.
 */
export function weatherAlertCheck(deps: {
  repository: TStormSuggestionsRepository;
  notifier: TNotifier;
  settings: () => Promise<{ weather_alerts: TWeatherAlertSettings; storm: { phase: TStormPhase } }>;
  fetchAlerts: TFetchAlerts;
  log: FastifyBaseLogger;
}) {
  return {
    /** Returns how many suggestions it made. */
    async run(now: Date = new Date()): Promise<number> {
      const { weather_alerts, storm } = await deps.settings();
      if (!weather_alerts.enabled || weather_alerts.zones.length === 0) return 0;
      let document: unknown;
      try {
        document = await deps.fetchAlerts(weather_alerts.zones);
      } catch (error) {
        deps.log.warn({ err: error, zones: weather_alerts.zones }, "weather alerts could not be read; no storm suggestion this time");
        return 0;
      }
      const found = stormSuggestions(document, now);
      if (found === null) {
        deps.log.warn({ zones: weather_alerts.zones }, "weather alerts answer is not an alerts document; no storm suggestion this time");
        return 0;
      }
      let made = 0;
      for (const alert of found) {
        if (!worthSuggesting(storm.phase, alert.phase)) continue;
        await deps.repository.transaction(async (tx) => {
          // An update of an alert already suggested is the same storm: the admins were asked.
          if (alert.replaces.length > 0 && (await deps.repository.anyKnown(tx, alert.replaces))) return;
          const { replaces: _replaces, ...values } = alert;
          if (!(await deps.repository.insert(tx, values))) return;
          made += 1;
          await deps.notifier.admins(tx, {
            kind: "storm-suggestion",
            preference: "bookings",
            title: `${alert.event}: turn on storm mode?`,
            body: `The National Weather Service issued a ${alert.event} for ${alert.area || "the service area"}, in effect until ${formatBusinessDateTime(alert.expires_at, "en")}. Storm-season mode suggested: ${STORM_PHASE_LABELS[alert.phase]}. Review it in the storm settings; nothing changes until you save.`,
            link: "/admin/settings#settings-section-storm-season-mode",
          });
        });
      }
      return made;
    },
  };
}
export type TWeatherAlertCheck = ReturnType<typeof weatherAlertCheck>;
