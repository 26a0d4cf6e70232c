import { MAP_BOUNDS, type TLatLng } from "../../../shared/schemas/job-map.ts";

// Map View, decision 0043: where a job goes on the map. The spec's map jittered
// ten fixed cities at random on every render (staff-side.md §9); here a job sits at its ZIP
// code's centroid, or at its city when the ZIP is unknown, plus a small offset derived from its
// id, so the same job is always at the same point and jobs at one address stay apart. Pure:
// the ZIP table comes in as a gazetteer (zip-gazetteer.ts loads the real one).

/** The places a job's address can be looked up by. Null when the table does not know it. */
export type TGazetteer = {
  zip(zip: string): TLatLng | null;
  city(city: string, state: string): TLatLng | null;
};

export type TJobAddress = { id: string; zip: string; city: string; state: string };

export type TJobPlace = { position: TLatLng; placed_by: "zip" | "city" } | { position: null; reason: "unknown_place" | "outside_map" };

/** Degrees of latitude: the offset stays within about 1.3 km of the centroid. */
export const OFFSET_RADIUS_DEGREES = 0.012;

/** The five digits of a ZIP written `12345` or `12345-6789`; null for anything else. */
export function normalizeZip(zip: string): string | null {
  const match = zip.trim().match(/^(\d{5})(?:-?\d{4})?$/);
  return match ? match[1] : null;
}

// How people write the cities the table spells out ("St. Cloud" is "Saint Cloud" there).
const CITY_ABBREVIATIONS: [RegExp, string][] = [
  [/(^|\s)st\.?\s+/g, "$1saint "],
  [/(^|\s)ste\.?\s+/g, "$1sainte "],
  [/(^|\s)ft\.?\s+/g, "$1fort "],
  [/(^|\s)mt\.?\s+/g, "$1mount "],
  [/(^|\s)pt\.?\s+/g, "$1port "],
];

/** A city name as the table's lookup key: lower case, single spaces, abbreviations spelled out. */
export function normalizeCity(city: string): string {
  let key = city.trim().toLowerCase().replace(/\s+/g, " ");
  for (const [pattern, spelled] of CITY_ABBREVIATIONS) key = key.replace(pattern, spelled);
  return key;
}

/** 32-bit FNV-1a: a fast, stable hash (the same on every machine and every release of Node). */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The offset of a job from its place's centroid, from its id alone: uniform over a disc of
 * `OFFSET_RADIUS_DEGREES` (the square root spreads points evenly rather than bunching them at
 * the centre), with longitude widened by the latitude so the disc is round on the map.
 */
export function jobOffset(id: string, latitude: number): { dLat: number; dLng: number } {
  const angle = (fnv1a(id) / 2 ** 32) * 2 * Math.PI;
  const radius = OFFSET_RADIUS_DEGREES * Math.sqrt(fnv1a(id, 0x9e3779b9) / 2 ** 32);
  const dLat = radius * Math.sin(angle);
  const dLng = (radius * Math.cos(angle)) / Math.cos((latitude * Math.PI) / 180);
  return { dLat, dLng };
}

export function inMapBounds({ lat, lng }: TLatLng): boolean {
  return lat >= MAP_BOUNDS.south && lat <= MAP_BOUNDS.north && lng >= MAP_BOUNDS.west && lng <= MAP_BOUNDS.east;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The centroid of an address: its ZIP's, else its city's; null when the table knows neither. */
export function centroidOf(address: Omit<TJobAddress, "id">, gazetteer: TGazetteer): { centroid: TLatLng; byZip: boolean } | null {
  const zip = normalizeZip(address.zip);
  const byZip = zip ? gazetteer.zip(zip) : null;
  const byCity = byZip ? null : address.city.trim() ? gazetteer.city(address.city, address.state) : null;
  const centroid = byZip ?? byCity;
  return centroid ? { centroid, byZip: byZip !== null } : null;
}

/**
 * A job's place: its ZIP's centroid, else its city's, plus its offset; a job the table cannot
 * place, or places outside §9's continental-US bounds, has none (the map lists it apart).
 */
export function placeJob(job: TJobAddress, gazetteer: TGazetteer): TJobPlace {
  const found = centroidOf(job, gazetteer);
  if (!found) return { position: null, reason: "unknown_place" };
  const { centroid, byZip } = found;
  if (!inMapBounds(centroid)) return { position: null, reason: "outside_map" };
  const { dLat, dLng } = jobOffset(job.id, centroid.lat);
  // The offset never carries a job across the map's edge.
  const position = {
    lat: clamp(centroid.lat + dLat, MAP_BOUNDS.south, MAP_BOUNDS.north),
    lng: clamp(centroid.lng + dLng, MAP_BOUNDS.west, MAP_BOUNDS.east),
  };
  return { position, placed_by: byZip ? "zip" : "city" };
}
