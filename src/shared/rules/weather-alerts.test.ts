import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { countiesOfArea, stormSuggestions, worthSuggesting } from "./weather-alerts.ts";
import { ZNwsZone } from "../schemas/weather-alerts.ts";

// Alert documents recorded from https://api.weather.gov/alerts/active?zone=FLZ045,FLZ145.
const recorded = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../tests/fixtures/nws/${name}.json`, import.meta.url), "utf8"));
// The morning of October 8, while the warnings of the recorded documents are in effect.
const MORNING = new Date("2024-10-08T09:30:00-04:00");

describe("suggesting storm-season mode from the weather service's alerts", () => {
  it("suggests Landfall for a hurricane warning, naming the counties of the service area it covers", () => {
    expect(stormSuggestions(recorded("hurricane-warning"), MORNING)).toEqual([
      {
        alert_id: "urn:oid:2.49.0.1.840.0.3f1e8a6b2c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f.001.1",
        event: "Hurricane Warning",
        headline: "Hurricane Warning issued October 8 at 5:05AM EDT by NWS Melbourne FL",
        area: "Orange; Seminole",
        expires_at: new Date("2024-10-08T13:15:00-04:00"),
        phase: "landfall",
        counties: ["Orange", "Seminole"],
        replaces: [],
      },
    ]);
  });

  it("carries the alerts an update replaces", () => {
    const [update] = stormSuggestions(recorded("hurricane-warning-update"), MORNING)!;
    expect(update!.replaces).toEqual(["urn:oid:2.49.0.1.840.0.3f1e8a6b2c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f.001.1"]);
  });

  it("suggests nothing for other events, tests, exercises, cancellations and expired alerts", () => {
    expect(stormSuggestions(recorded("no-storm-alerts"), MORNING)).toEqual([]);
    expect(stormSuggestions(recorded("no-active-alerts"), MORNING)).toEqual([]);
  });

  it("suggests nothing once the warning has expired", () => {
    expect(stormSuggestions(recorded("hurricane-warning"), new Date("2024-10-08T13:15:00-04:00"))).toEqual([]);
  });

  it("points to Prep for a watch or a local warning", () => {
    const document = recorded("hurricane-warning") as { features: { properties: Record<string, unknown> }[] };
    for (const event of ["Hurricane Watch", "Tropical Storm Watch", "Flash Flood Warning", "Tornado Warning"]) {
      const one = { ...document, features: [{ ...document.features[0], properties: { ...document.features[0]!.properties, event } }] };
      expect(stormSuggestions(one, MORNING)!.map((s) => s.phase)).toEqual(["prep"]);
    }
  });

  it("skips a feature it cannot read and keeps the others; a document that is no alerts collection is none", () => {
    const document = recorded("hurricane-warning") as { features: unknown[] };
    const mixed = { ...document, features: [{ type: "Feature", properties: { event: "Hurricane Warning" } }, ...document.features] };
    expect(stormSuggestions(mixed, MORNING)!.map((s) => s.event)).toEqual(["Hurricane Warning"]);
    expect(stormSuggestions({ title: "Service Unavailable", status: 503 }, MORNING)).toBeNull();
    expect(stormSuggestions("<html>", MORNING)).toBeNull();
  });

  it("reads counties from the zones' names, a lake not being Lake County", () => {
    expect(countiesOfArea("Orange; Seminole; Inland Volusia")).toEqual(["Orange", "Seminole", "Volusia"]);
    expect(countiesOfArea("Lake Okeechobee; Glades")).toEqual([]);
    expect(countiesOfArea("Northern Lake; Southern Lake")).toEqual(["Lake"]);
  });

  it("accepts NWS zone codes only", () => {
    expect(ZNwsZone.safeParse("FLZ045").success).toBe(true);
    expect(ZNwsZone.safeParse("FLC095").success).toBe(true);
    for (const bad of ["flz045", "FLZ45", "FLX045", "Orange", "FLZ0455"]) expect(ZNwsZone.safeParse(bad).success).toBe(false);
  });
});

describe("whether to ask the admins", () => {
  it("asks while the mode is off, and for Landfall while in Prep; never once it is where the alert points or past it", () => {
    expect(worthSuggesting("off", "prep")).toBe(true);
    expect(worthSuggesting("off", "landfall")).toBe(true);
    expect(worthSuggesting("prep", "landfall")).toBe(true);
    expect(worthSuggesting("prep", "prep")).toBe(false);
    expect(worthSuggesting("landfall", "landfall")).toBe(false);
    expect(worthSuggesting("recovery", "prep")).toBe(false);
  });
});
