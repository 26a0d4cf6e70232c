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

/** §9 New ad defaults: 'New Top Ad' / 'New Bottom Ad'. */
export function defaultAdTitle(position: TBannerAdPosition): string {
  return position === "top" ? "New Top Ad" : "New Bottom Ad";
}

/** §8: '{position} ad created/updated successfully', the position capitalised as a sentence starts. */
export function adToast(position: TBannerAdPosition, outcome: "created" | "updated"): string {
  return `${position === "top" ? "Top" : "Bottom"} ad ${outcome} successfully`;
}
