import { lastBookableDate } from "@/shared/rules/dates.ts";
import { DEFAULT_BUSINESS_SETTINGS } from "@/shared/schemas/settings.ts";
import { usePublicSettings } from "./public-settings.ts";

/**
 * The last date ('yyyy-MM-dd') a booking may be made or moved to: the business's
 * `booking_window_days` ahead. The server enforces it; the date pickers disable
 * what lies beyond. Until the settings load, the default window stands in.
 */
export function useLastBookableDate(): string {
  const days = usePublicSettings().data?.booking_window_days ?? DEFAULT_BUSINESS_SETTINGS.booking_window_days;
  return lastBookableDate(days);
}
