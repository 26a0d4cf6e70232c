// staff-side.md §9 directions: an address as one line, and as a link to web maps (the
// technician's directions fall back to it; the work order and the day sheet print it).

export type TPlace = { service_address: string; service_city: string; service_state: string; service_zip: string };

export const placeText = (place: TPlace) => `${place.service_address}, ${place.service_city}, ${place.service_state} ${place.service_zip}`.trim();

export const webMapsUrl = (place: TPlace) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(placeText(place))}`;
