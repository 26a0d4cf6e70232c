import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import pino from "pino";
import { notifications, stormSuggestions } from "../src/server/db/schema.ts";
import { createNotifier } from "../src/server/modules/notifications/notifier.ts";
import { settingsRepository } from "../src/server/modules/settings/settings.repository.ts";
import { stormSuggestionsRepository } from "../src/server/modules/storm/storm-suggestions.repository.ts";
import { nwsAlerts, weatherAlertCheck, type TFetchAlerts } from "../src/server/modules/storm/weather-alerts.ts";
import type { TMailer } from "../src/server/mail/mailer.ts";
import type { TBusinessSettings } from "../src/shared/schemas/settings.ts";
import type { TStormSuggestions } from "../src/shared/schemas/weather-alerts.ts";
import { saveBusinessSettings, TEST_BUSINESS_SETTINGS } from "./setup/catalogue-fixtures.ts";
import { createTestApp, type TTestApp } from "./setup/test-app.ts";

// Decision 0173: the weather service's alerts suggest storm-season mode to the admins, once per
// alert, and never turn it on. The feed is replaced by documents recorded from
// https://api.weather.gov/alerts/active?zone=FLZ045,FLZ145.
const recorded = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/nws/${name}.json`, import.meta.url), "utf8"));
// The morning of October 8, 2024, while the recorded hurricane warning is in effect.
const MORNING = new Date("2024-10-08T09:30:00-04:00");
const WARNING_ID = "urn:oid:2.49.0.1.840.0.3f1e8a6b2c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f.001.1";

let t: TTestApp;
let admin: { cookie: string; userId: string };
const mailer: TMailer = { enqueue: async () => {} };
const warnings: unknown[] = [];
const log = pino({ level: "warn" }, { write: (line: string) => void warnings.push(JSON.parse(line)) });

/** The check as the queue's job runs it, with `fetchAlerts` in place of the network. */
const check = (fetchAlerts: TFetchAlerts) =>
  weatherAlertCheck({
    repository: stormSuggestionsRepository(t.database.db),
    notifier: createNotifier({ mailer, publicUrl: t.config.PUBLIC_URL, mailLater: () => Promise.reject(new Error("not used")) }),
    settings: () => settingsRepository(t.database.db).business(),
    fetchAlerts,
    log,
  });
const feed = (name: string) => {
  const calls: string[][] = [];
  const fetchAlerts: TFetchAlerts = async (zones) => {
    calls.push([...zones]);
    return recorded(name);
  };
  return Object.assign(fetchAlerts, { calls });
};
const ON = { enabled: true, zones: ["FLZ045", "FLZ145"] };
const withAlerts = (weather_alerts: TBusinessSettings["weather_alerts"], storm: Partial<TBusinessSettings["storm"]> = {}) =>
  saveBusinessSettings(t.database.db, { ...TEST_BUSINESS_SETTINGS, weather_alerts, storm: { ...TEST_BUSINESS_SETTINGS.storm, ...storm } });
const suggestionRows = () => t.database.db.select().from(stormSuggestions);
const bells = () => t.database.db.select().from(notifications).where(eq(notifications.kind, "storm-suggestion"));
const listed = async (cookie = admin.cookie) => {
  const response = await t.request({ method: "GET", url: "/api/admin/storm/suggestions", cookie });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TStormSuggestions).suggestions;
};

beforeAll(async () => {
  // Nothing in this process runs the queue's own ticks: the tests run the check with their own clock.
  t = await createTestApp({ QUEUE_MODE: "worker" });
  admin = await t.signedIn("admin");
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(stormSuggestions);
  await t.database.db.delete(notifications).where(eq(notifications.kind, "storm-suggestion"));
  warnings.length = 0;
});

describe("the weather alerts setting", () => {
  const current = async () =>
    (await t.request({ method: "GET", url: "/api/admin/settings", cookie: admin.cookie })).json() as { settings: TBusinessSettings; version: number };
  const save = async (weather_alerts: unknown) => {
    const { settings, version } = await current();
    return t.request({ method: "PUT", url: "/api/admin/settings", cookie: admin.cookie, payload: { settings: { ...settings, weather_alerts }, version } });
  };

  it("is off by default, and saved with the zones of the service area", async () => {
    await saveBusinessSettings(t.database.db);
    expect((await current()).settings.weather_alerts).toEqual({ enabled: false, zones: [] });
    const saved = await save(ON);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await current()).settings.weather_alerts).toEqual(ON);
    // What the office watches is not in what any visitor reads.
    expect((await t.request({ method: "GET", url: "/api/settings/public" })).json()).not.toHaveProperty("weather_alerts");
  });

  it("refuses a zone that is not an NWS zone code, naming the field", async () => {
    const response = await save({ enabled: true, zones: ["FLZ045", "Orange"] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      expect.arrayContaining([{ field: "settings.weather_alerts.zones.1", message: expect.stringContaining("NWS zone code") }]),
    );
  });

  it("refuses to be on without a zone", async () => {
    const response = await save({ enabled: true, zones: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(expect.arrayContaining([{ field: "settings.weather_alerts.zones", message: "add at least one zone" }]));
  });
});

describe("the suggestions' routes", () => {
  it("are for admins only: 401 for a visitor, 403 for a customer or technician", async () => {
    await withAlerts(ON);
    await check(feed("hurricane-warning")).run(MORNING);
    const [row] = await suggestionRows();
    expect((await t.request({ method: "GET", url: "/api/admin/storm/suggestions" })).statusCode).toBe(401);
    expect((await t.request({ method: "POST", url: `/api/admin/storm/suggestions/${row!.id}/dismiss` })).statusCode).toBe(401);
    for (const role of ["customer", "technician"] as const) {
      const { cookie } = await t.signedIn(role);
      expect((await t.request({ method: "GET", url: "/api/admin/storm/suggestions", cookie })).statusCode).toBe(403);
      expect((await t.request({ method: "POST", url: `/api/admin/storm/suggestions/${row!.id}/dismiss`, cookie })).statusCode).toBe(403);
    }
    expect((await suggestionRows())[0]!.dismissed_at).toBeNull();
  });
});

describe("the weather alerts check", () => {
  it("suggests the mode once per alert, however often the job runs, and rings every admin's bell once", async () => {
    const second = await t.signedIn("admin");
    await withAlerts(ON);
    const hurricane = feed("hurricane-warning");
    // Two processes at once, then a retry.
    const made = await Promise.all([check(hurricane).run(MORNING), check(hurricane).run(MORNING)]);
    made.push(await check(hurricane).run(MORNING));
    expect(made.reduce((a, b) => a + b, 0)).toBe(1);
    expect(hurricane.calls[0]).toEqual(["FLZ045", "FLZ145"]);
    const rows = await suggestionRows();
    expect(rows.map((row) => [row.alert_id, row.event, row.phase, row.counties])).toEqual([
      [WARNING_ID, "Hurricane Warning", "landfall", ["Orange", "Seminole"]],
    ]);
    const rung = await bells();
    expect(rung.map((bell) => bell.user_id).sort()).toEqual([admin.userId, second.userId].sort());
    expect(rung[0]!.title).toBe("Hurricane Warning: turn on storm mode?");
    // Suggested, never flipped.
    expect((await settingsRepository(t.database.db).business()).storm.phase).toBe("off");
  });

  it("does not suggest again for an update of an alert already suggested", async () => {
    await withAlerts(ON);
    expect(await check(feed("hurricane-warning")).run(MORNING)).toBe(1);
    expect(await check(feed("hurricane-warning-update")).run(MORNING)).toBe(0);
    expect(await suggestionRows()).toHaveLength(1);
  });

  it("lists the open suggestion for the storm settings, and a dismissed one no more", async () => {
    await withAlerts(ON);
    await check(feed("hurricane-warning")).run(MORNING);
    // Read at today's clock the recorded warning would have expired: the list is read as of then.
    await t.database.db.update(stormSuggestions).set({ expires_at: new Date(Date.now() + 3_600_000) });
    const [suggestion] = await listed();
    expect(suggestion).toMatchObject({
      event: "Hurricane Warning",
      headline: "Hurricane Warning issued October 8 at 5:05AM EDT by NWS Melbourne FL",
      area: "Orange; Seminole",
      phase: "landfall",
      counties: ["Orange", "Seminole"],
    });
    const dismissed = await t.request({ method: "POST", url: `/api/admin/storm/suggestions/${suggestion!.id}/dismiss`, cookie: admin.cookie });
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    expect(await listed()).toEqual([]);
    // A repeat answers the same; an unknown one is 404.
    expect((await t.request({ method: "POST", url: `/api/admin/storm/suggestions/${suggestion!.id}/dismiss`, cookie: admin.cookie })).statusCode).toBe(204);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await t.request({ method: "POST", url: `/api/admin/storm/suggestions/${unknown}/dismiss`, cookie: admin.cookie })).statusCode).toBe(404);
    // The check runs again while the warning stands: a dismissed alert is not suggested again.
    expect(await check(feed("hurricane-warning")).run(MORNING)).toBe(0);
  });

  it("does nothing, and reads no feed, while the setting is off", async () => {
    await withAlerts({ enabled: false, zones: ["FLZ045"] });
    const hurricane = feed("hurricane-warning");
    expect(await check(hurricane).run(MORNING)).toBe(0);
    expect(hurricane.calls).toEqual([]);
    expect(await suggestionRows()).toEqual([]);
  });

  it("suggests nothing for other events, tests, exercises, cancellations, expired alerts or no alerts", async () => {
    await withAlerts(ON);
    expect(await check(feed("no-storm-alerts")).run(MORNING)).toBe(0);
    expect(await check(feed("no-active-alerts")).run(MORNING)).toBe(0);
    expect(await check(feed("hurricane-warning")).run(new Date("2024-10-08T14:00:00-04:00"))).toBe(0);
    expect(await suggestionRows()).toEqual([]);
    expect(await bells()).toEqual([]);
  });

  it("suggests nothing while the mode already is where the alert points", async () => {
    await withAlerts(ON, { phase: "landfall", counties: ["Orange"] });
    expect(await check(feed("hurricane-warning")).run(MORNING)).toBe(0);
    expect(await suggestionRows()).toEqual([]);
  });

  it("takes a network failure or an answer that is no alerts document as no suggestion, logged", async () => {
    await withAlerts(ON);
    const down: TFetchAlerts = () => Promise.reject(new TypeError("fetch failed"));
    expect(await check(down).run(MORNING)).toBe(0);
    expect(await check(async () => ({ title: "Service Unavailable", status: 503 })).run(MORNING)).toBe(0);
    expect(await suggestionRows()).toEqual([]);
    expect(warnings.map((line) => (line as { msg: string }).msg)).toEqual([
      "weather alerts could not be read; no storm suggestion this time",
      "weather alerts answer is not an alerts document; no storm suggestion this time",
    ]);
  });
});

describe("the weather service's feed", () => {
  let server: Server;
  let seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  let answer: "alerts" | "hang" | "error" = "alerts";
  let base = "";
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({ url: request.url ?? "", headers: request.headers });
      if (answer === "hang") return;
      if (answer === "error") return void response.writeHead(500).end("{}");
      response.writeHead(200, { "content-type": "application/geo+json" }).end(JSON.stringify(recorded("hurricane-warning")));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/alerts/active`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  beforeEach(() => {
    seen = [];
    answer = "alerts";
  });

  it("is asked for the zones, naming the product in the User-Agent as the service requires", async () => {
    await withAlerts(ON);
    const fetchAlerts = nwsAlerts({ userAgent: "HomeFix storm-mode check (http://localhost:3000)", url: base });
    expect(await check(fetchAlerts).run(MORNING)).toBe(1);
    expect(seen[0]!.url).toBe("/alerts/active?zone=FLZ045,FLZ145");
    expect(seen[0]!.headers["user-agent"]).toBe("HomeFix storm-mode check (http://localhost:3000)");
  });

  it("is given up on when it does not answer in time, or answers an error: no suggestion, logged", async () => {
    await withAlerts(ON);
    answer = "hang";
    expect(await check(nwsAlerts({ userAgent: "HomeFix test", url: base, timeoutMs: 200 })).run(MORNING)).toBe(0);
    answer = "error";
    expect(await check(nwsAlerts({ userAgent: "HomeFix test", url: base })).run(MORNING)).toBe(0);
    expect(await suggestionRows()).toEqual([]);
    expect(warnings).toHaveLength(2);
  });
});
