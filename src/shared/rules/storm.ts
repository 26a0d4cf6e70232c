// Storm-season mode: the phases, the counties of the service area, the triage order and the price
// lock (decisions 0160, 0161). The server and the screens share these rules.

export const STORM_PHASES = ["off", "prep", "landfall", "recovery"] as const;
export type TStormPhase = (typeof STORM_PHASES)[number];

/** How the admin screens and the site name each phase (a watch, a warning, after the storm). */
export const STORM_PHASE_LABELS: Record<TStormPhase, string> = {
  off: "Off",
  prep: "Prep (hurricane watch)",
  landfall: "Landfall (hurricane warning)",
  recovery: "Recovery",
};

/** The Central Florida counties the business serves; the admin names those a storm affects. */
export const STORM_COUNTIES = ["Brevard", "Hillsborough", "Lake", "Orange", "Osceola", "Pasco", "Pinellas", "Polk", "Seminole", "Volusia"] as const;
export type TStormCounty = (typeof STORM_COUNTIES)[number];

/** The county of each city the business serves (its service areas, and the larger towns around them). */
const CITY_COUNTY: Record<string, TStormCounty> = {
  orlando: "Orange",
  "winter garden": "Orange",
  "winter park": "Orange",
  apopka: "Orange",
  ocoee: "Orange",
  windermere: "Orange",
  kissimmee: "Osceola",
  "st. cloud": "Osceola",
  "saint cloud": "Osceola",
  celebration: "Osceola",
  clermont: "Lake",
  "mount dora": "Lake",
  leesburg: "Lake",
  lakeland: "Polk",
  "winter haven": "Polk",
  davenport: "Polk",
  tampa: "Hillsborough",
  brandon: "Hillsborough",
  sanford: "Seminole",
  "altamonte springs": "Seminole",
  oviedo: "Seminole",
  "daytona beach": "Volusia",
  deland: "Volusia",
  deltona: "Volusia",
  melbourne: "Brevard",
  "cocoa beach": "Brevard",
  "st. petersburg": "Pinellas",
  clearwater: "Pinellas",
  "wesley chapel": "Pasco",
};

/** The county of a city, or null when the city is not one the business knows. */
export function countyOfCity(city: string | null | undefined): TStormCounty | null {
  if (!city) return null;
  return CITY_COUNTY[city.trim().toLowerCase().replace(/\s+/g, " ")] ?? null;
}

/**
 * Whether an address is in the storm's path. A city the business does not know is treated as
 * affected while any county is: crews are not sent where nobody can say it is safe.
 */
export function cityIsAffected(city: string | null | undefined, counties: readonly string[]): boolean {
  if (counties.length === 0) return false;
  const county = countyOfCity(city);
  return county === null || counties.includes(county);
}

/** The triage order of the recovery waitlist, the most urgent first. */
export const STORM_NEEDS = ["water", "tree_on_house", "blocked_exit", "debris", "cosmetic"] as const;
export type TStormNeed = (typeof STORM_NEEDS)[number];
export const STORM_NEED_LABELS: Record<TStormNeed, string> = {
  water: "Water coming in or an open roof",
  tree_on_house: "A tree on the house",
  blocked_exit: "A blocked exit",
  debris: "Debris",
  cosmetic: "Cosmetic damage",
};
export const needRank = (need: TStormNeed) => STORM_NEEDS.indexOf(need);

/** The trades a service may need a license for; null: none (a handyman's work). */
export const LICENSED_TRADES = ["electrical", "roofing", "plumbing", "building"] as const;
export type TLicensedTrade = (typeof LICENSED_TRADES)[number];

/** The collections a service may be offered in while storm mode is on. */
export const STORM_COLLECTIONS = ["prep", "recovery"] as const;
export type TStormCollection = (typeof STORM_COLLECTIONS)[number];
export const STORM_COLLECTION_TITLES: Record<TStormCollection, string> = { prep: "Storm prep", recovery: "Storm recovery" };

/** The collection the site pins in a phase: prep's before the storm, recovery's after; none at landfall. */
export function collectionOfPhase(phase: TStormPhase): TStormCollection | null {
  if (phase === "prep") return "prep";
  if (phase === "recovery") return "recovery";
  return null;
}

/**
 * The places of a slot held back for emergencies in Prep: the share of the slot's capacity,
 * rounded to the nearest place (20 % of 5 technicians holds 1; of 2 holds none, so a small team
 * still takes bookings).
 */
export function heldBackPlaces(capacity: number, percent: number): number {
  return Math.min(capacity, Math.round((capacity * percent) / 100));
}

/** The 30 days before a declaration the price lock compares with (F.S. 501.160). */
export const PRICE_LOCK_DAYS = 30;

/**
 * The time-weighted average price over [from, to): each recorded price counts for as long as it
 * was in effect. The earliest record is taken as the price before it (a price is recorded from
 * when it was first set or changed); no record at all: the current price. Whole cents, rounded.
 */
export function averagePrice(history: { price_cents: number; effective_from: Date }[], from: Date, to: Date, current: number): number {
  const sorted = [...history].sort((a, b) => a.effective_from.getTime() - b.effective_from.getTime());
  if (sorted.length === 0) return current;
  const span = to.getTime() - from.getTime();
  if (span <= 0) return current;
  let weighted = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    const start = i === 0 ? from.getTime() : Math.max(from.getTime(), sorted[i]!.effective_from.getTime());
    const next = sorted[i + 1];
    const end = Math.min(to.getTime(), next ? next.effective_from.getTime() : to.getTime());
    if (end > start) weighted += sorted[i]!.price_cents * (end - start);
  }
  return Math.round(weighted / span);
}

/** The refusal the admin sees when a new price is above the locked average. */
export function priceLockMessage(averageCents: number): string {
  const dollars = (averageCents / 100).toFixed(2);
  return `A state of emergency is declared: Florida law (F.S. 501.160) forbids raising a price above its average over the 30 days before the declaration ($${dollars}). A lower price is allowed.`;
}

/** What the server answers a field booking or an emergency charge in a county at landfall. */
export const LANDFALL_PAUSED =
  "Our crews are off the road while the hurricane passes, so bookings and the emergency visit are paused in your county. For life safety call 911. Join the storm waitlist and we will call you as soon as it is safe.";

/** What the server answers someone joining the storm waitlist while it is closed (before landfall, after recovery). */
export const WAITLIST_CLOSED = "The storm waitlist is open only while storm mode is at landfall or in recovery. Book a visit or call us instead.";

/** Whether a field booking or an emergency charge for this city is paused (Landfall, an affected county). */
export function landfallPaused(storm: { phase: TStormPhase; counties: readonly string[] }, city: string | null | undefined): boolean {
  return storm.phase === "landfall" && cityIsAffected(city, storm.counties);
}

/** The office's pace on the waitlist: the requests it booked in the last day, and when the first of them was booked. */
export type TWaitlistPace = { booked: number; since: Date | null };
/** How far back the pace looks: the last day, so a storm's first busy hours soon stop counting. */
export const WAITLIST_PACE_HOURS = 24;
/** When a waiting request can expect the office's call, in whole hours from now. */
export type TWaitlistWindow = { from_hours: number; to_hours: number };

/**
 * When a waiting request can expect the office's call, at the office's pace over the last day:
 * the requests booked per hour since the first of them (an hour at least, so one quick booking is
 * not read as a rush). The earliest is when those ahead are done at that pace; the latest, half as
 * long again as its own turn. Null while the office has booked no one in the last day: no pace,
 * no promise.
 */
export function expectedWaitlistWindow(place: number, pace: TWaitlistPace, now: Date): TWaitlistWindow | null {
  if (pace.booked === 0 || pace.since === null) return null;
  // In whole minutes: the milliseconds between a reading and its answer do not tip a window's hour.
  const hours = Math.max(1, Math.round((now.getTime() - pace.since.getTime()) / 60_000) / 60);
  const perHour = pace.booked / hours;
  const from = Math.floor((place - 1) / perHour);
  return { from_hours: from, to_hours: Math.max(from + 1, Math.ceil((1.5 * place) / perHour)) };
}
