/** The service detail dialog's four tabs (customer-side.md §2 Service detail dialog). */
export const DETAIL_TABS = [
  { value: "overview", label: "Overview" },
  { value: "features", label: "Features" },
  { value: "media", label: "Photos & Videos" },
  { value: "reviews", label: "Reviews" },
] as const;

export type TDetailTab = (typeof DETAIL_TABS)[number]["value"];

export function isDetailTab(value: string): value is TDetailTab {
  return DETAIL_TABS.some((tab) => tab.value === value);
}
