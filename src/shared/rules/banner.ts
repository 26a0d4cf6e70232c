// staff-side.md §5 Banner and §9: the rules the banner form and the server share.

/** §3 Hero banner action types. */
export const BANNER_ACTION_TYPES = ["link", "call", "new-tab", "modal"] as const;
export type TBannerActionType = (typeof BANNER_ACTION_TYPES)[number];

/** §3 Banner ad positions and icons; the ad button's action types. */
export const BANNER_AD_POSITIONS = ["top", "bottom"] as const;
export type TBannerAdPosition = (typeof BANNER_AD_POSITIONS)[number];
export const BANNER_AD_ICONS = ["home", "zap", "phone", "star", "shield", "clock", "map-pin", "wrench", "users"] as const;
export const BANNER_AD_ACTION_TYPES = ["url", "phone"] as const;

/** The hero's colour schemes (§9: default 'primary'), also offered for an ad's icon and background. */
export const BANNER_GRADIENTS = ["primary", "accent", "dark"] as const;

/** §9: the preview shows at most the first 3 features; the list card the same, plus '+N more'. */
export const BANNER_FEATURE_PREVIEW = 3;

/**
 * §5: a call-type action's number becomes 'tel:' plus its digits only, whatever was typed
 * ("(407) 555-0142", "tel:+1 407…"). Null when there are no digits to call.
 */
export function telDigits(value: string): string | null {
  const digits = value.replace(/\D/g, "");
  return digits ? `tel:${digits}` : null;
}

/**
 * Where a banner's link may lead (decision 0117): a page of ours, one "/" and then a letter or
 * digit (a browser reads "//evil.example" and "/\evil.example" as another site); a section of
 * the page ("#services"); or a secure web address. Null for anything else. The schemas refuse
 * the rest, and the hero renders only these as links, whatever is stored.
 */
export type TBannerLinkKind = "page" | "section" | "web";
export function bannerLinkKind(href: string): TBannerLinkKind | null {
  if (/^\/[A-Za-z0-9]/.test(href)) return "page";
  if (/^#[A-Za-z0-9][\w-]*$/.test(href)) return "section";
  if (/^https:\/\/[A-Za-z0-9]/i.test(href)) return "web";
  return null;
}

/**
 * A phone number as typed ("(407) 555-0142", "+1 407…") or a tel: link: what a call action
 * takes. Only its digits are ever used (`telDigits`), never the text as a link.
 */
export function isPhoneHref(href: string): boolean {
  return /^(tel:)?[\s+(]*\d/i.test(href);
}

/** §9 New ad defaults: 'New Top Ad' / 'New Bottom Ad'. */
export function defaultAdTitle(position: TBannerAdPosition): string {
  return position === "top" ? "New Top Ad" : "New Bottom Ad";
}

/** §8: '{position} ad created/updated successfully', the position capitalised as a sentence starts. */
export function adToast(position: TBannerAdPosition, outcome: "created" | "updated"): string {
  return `${position === "top" ? "Top" : "Bottom"} ad ${outcome} successfully`;
}
