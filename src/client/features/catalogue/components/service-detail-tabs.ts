import { m } from "@/shared/i18n/paraglide/messages.js";

/** The service detail dialog's four tabs (customer-side.md §2 Service detail dialog). */
export const DETAIL_TABS = [
  { value: "overview", label: m.detail_tab_overview },
  { value: "features", label: m.detail_tab_features },
  { value: "media", label: m.detail_tab_media },
  { value: "reviews", label: m.detail_tab_reviews },
] as const;
// Each label is a message function: the dialog calls it in the page's language.

export type TDetailTab = (typeof DETAIL_TABS)[number]["value"];

export function isDetailTab(value: string): value is TDetailTab {
  return DETAIL_TABS.some((tab) => tab.value === value);
}
