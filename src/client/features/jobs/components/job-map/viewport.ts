import { geoMercator, type GeoProjection } from "d3-geo";
import { MAP_BOUNDS, type TLatLng } from "../../../../../shared/schemas/job-map.ts";

// staff-side.md §9: the map's view. Geometry only (no canvas, no React), so it is tested alone.
// Zoom is relative to the view that frames the jobs: 1 is that view, 0.5 to 3 the spec's range.

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
/** §9: the wheel zooms by 0.1, the buttons by 0.2. */
export const WHEEL_STEP = 0.1;
export const BUTTON_STEP = 0.2;
/** A single job, or jobs at one place, still open on a readable area around them (degrees). */
const MIN_SPAN = 0.6;

export type TSize = { width: number; height: number };
export type TPoint = { x: number; y: number };
/** The view: the place at the canvas's centre, the scale that frames the jobs, and the zoom on it. */
export type TView = { center: TLatLng; baseScale: number; zoom: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A place kept inside §9's continental-US bounds. */
export const clampToBounds = (place: TLatLng): TLatLng => ({
  lat: clamp(place.lat, MAP_BOUNDS.south, MAP_BOUNDS.north),
  lng: clamp(place.lng, MAP_BOUNDS.west, MAP_BOUNDS.east),
});

/** A zoom within 0.5 to 3, rounded to a tenth so repeated steps never drift (0.1 + 0.2 ≠ 0.3). */
export const clampZoom = (zoom: number) => Math.round(clamp(zoom, ZOOM_MIN, ZOOM_MAX) * 10) / 10;

export function projectionFor(view: TView, size: TSize): GeoProjection {
  return geoMercator()
    .scale(view.baseScale * view.zoom)
    .center([view.center.lng, view.center.lat])
    .translate([size.width / 2, size.height / 2]);
}

export function project(view: TView, size: TSize, place: TLatLng): TPoint {
  const [x, y] = projectionFor(view, size)([place.lng, place.lat]) ?? [Number.NaN, Number.NaN];
  return { x, y };
}

export function unproject(view: TView, size: TSize, point: TPoint): TLatLng {
  const [lng, lat] = projectionFor(view, size).invert!([point.x, point.y]) ?? [view.center.lng, view.center.lat];
  return { lat, lng };
}

/**
 * The view that frames these places with `padding` pixels around them, at zoom 1 (the
 * map opens framed on the jobs). Places are clamped to §9's bounds first; with none, it frames
 * Central Florida, where the business works.
 */
export function fitView(places: readonly TLatLng[], size: TSize, padding = 40): TView {
  const inside = (places.length ? places : [CENTRAL_FLORIDA]).map(clampToBounds);
  let south = Math.min(...inside.map((p) => p.lat));
  let north = Math.max(...inside.map((p) => p.lat));
  let west = Math.min(...inside.map((p) => p.lng));
  let east = Math.max(...inside.map((p) => p.lng));
  if (north - south < MIN_SPAN) [south, north] = [(south + north) / 2 - MIN_SPAN / 2, (south + north) / 2 + MIN_SPAN / 2];
  if (east - west < MIN_SPAN) [west, east] = [(west + east) / 2 - MIN_SPAN / 2, (west + east) / 2 + MIN_SPAN / 2];
  const pad = Math.min(padding, size.width / 4, size.height / 4);
  const fitted = geoMercator().fitExtent(
    [
      [pad, pad],
      [size.width - pad, size.height - pad],
    ],
    {
      type: "MultiPoint",
      coordinates: [
        [west, south],
        [east, north],
      ],
    },
  );
  const [lng, lat] = fitted.invert!([size.width / 2, size.height / 2]) ?? [(west + east) / 2, (south + north) / 2];
  return { center: clampToBounds({ lat, lng }), baseScale: fitted.scale(), zoom: 1 };
}

/** Drag: the map follows the pointer by (dx, dy) pixels, its centre kept inside the bounds. */
export function panBy(view: TView, size: TSize, dx: number, dy: number): TView {
  const center = unproject(view, size, { x: size.width / 2 - dx, y: size.height / 2 - dy });
  return { ...view, center: clampToBounds(center) };
}

/** Zooms to `zoom` keeping the place under `anchor` (the pointer, or the centre) where it is. */
export function zoomAbout(view: TView, size: TSize, zoom: number, anchor: TPoint = { x: size.width / 2, y: size.height / 2 }): TView {
  const next = clampZoom(zoom);
  if (next === view.zoom) return view;
  const place = unproject(view, size, anchor);
  const zoomed = { ...view, zoom: next };
  const moved = project(zoomed, size, place);
  return panBy(zoomed, size, anchor.x - moved.x, anchor.y - moved.y);
}

/** Orlando: the view when there is no job to frame. */
const CENTRAL_FLORIDA: TLatLng = { lat: 28.5383, lng: -81.3792 };
