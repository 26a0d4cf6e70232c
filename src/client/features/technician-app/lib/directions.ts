// staff-side.md §9: directions open the phone's own maps app, then web maps after 1000 ms
// (when the app did not take over and hide the page).
export const MAPS_FALLBACK_MS = 1000;

export type TPlace = { service_address: string; service_city: string; service_state: string; service_zip: string };

export const placeText = (place: TPlace) => `${place.service_address}, ${place.service_city}, ${place.service_state} ${place.service_zip}`.trim();

export const webMapsUrl = (place: TPlace) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(placeText(place))}`;

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
