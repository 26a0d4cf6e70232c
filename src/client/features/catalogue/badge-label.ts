import { m } from "@/shared/i18n/paraglide/messages.js";

// A service's guarantees are chosen by the business from a fixed list (their keys are stored);
// their words are the catalogue's, in the page's language. A key this list does not know is shown as stored.
const BADGES: Record<string, () => string> = {
  insured: m.badge_insured,
  backgroundChecked: m.badge_background_checked,
  sameDay: m.badge_same_day,
  warranty: m.badge_warranty,
  topPro: m.badge_top_pro,
};

/** The words of one of a service's guarantees. */
export function badgeLabel(badge: string): string {
  return BADGES[badge]?.() ?? badge;
}
