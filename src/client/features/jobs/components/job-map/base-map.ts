import type { FeatureCollection, MultiLineString } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";

// Map View: the base map is the Census Bureau's TopoJSON (us-atlas), turned into shapes
// with topojson-client. Loaded on demand (dynamic imports), so only the map view pays for the
// atlas, and only once per visit. Decision 0044.

export type TBaseMap = {
  /** Every state, filled as land. */
  states: FeatureCollection;
  /** Borders between states. */
  borders: MultiLineString;
  /** Florida's 67 counties (FIPS codes starting with '12'). */
  counties: FeatureCollection;
};

const FLORIDA_FIPS = "12";

let loading: Promise<TBaseMap> | null = null;

export function loadBaseMap(): Promise<TBaseMap> {
  loading ??= load().catch((error: unknown) => {
    loading = null; // a failed load is tried again next time
    throw error;
  });
  return loading;
}

async function load(): Promise<TBaseMap> {
  const [{ feature, mesh }, statesModule, countiesModule] = await Promise.all([
    import("topojson-client"),
    import("us-atlas/states-10m.json"),
    import("us-atlas/counties-10m.json"),
  ]);
  const states = statesModule.default as unknown as Topology<{ states: GeometryCollection }>;
  const counties = countiesModule.default as unknown as Topology<{ counties: GeometryCollection }>;
  const florida: GeometryCollection = {
    ...counties.objects.counties,
    geometries: counties.objects.counties.geometries.filter((county) => String(county.id).startsWith(FLORIDA_FIPS)),
  };
  return {
    states: feature(states, states.objects.states) as FeatureCollection,
    borders: mesh(states, states.objects.states, (a, b) => a !== b),
    counties: feature(counties, florida) as FeatureCollection,
  };
}
