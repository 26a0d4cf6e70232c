import { placeText, webMapsUrl, type TPlace } from "@/shared/rules/map-link.ts";

// staff-side.md §9: directions open the phone's own maps app, then web maps after 1000 ms
// (when the app did not take over and hide the page).
export const MAPS_FALLBACK_MS = 1000;

export { placeText, webMapsUrl, type TPlace };

/** The phone's maps app: Apple Maps on iOS, the geo: intent on Android; null elsewhere. */
export function nativeMapsUrl(place: TPlace, userAgent = navigator.userAgent) {
  const query = encodeURIComponent(placeText(place));
  if (/iPhone|iPad|iPod/i.test(userAgent)) return `maps://?q=${query}`;
  if (/Android/i.test(userAgent)) return `geo:0,0?q=${query}`;
  return null;
}

export function openDirections(place: TPlace) {
  const native = nativeMapsUrl(place);
  if (!native) {
    window.open(webMapsUrl(place), "_blank", "noopener");
    return;
  }
  window.location.href = native;
  window.setTimeout(() => {
    if (document.visibilityState === "visible") window.location.href = webMapsUrl(place);
  }, MAPS_FALLBACK_MS);
}
