import { currentLocale } from "@/shared/i18n/locale.ts";

// Query keys of the booking feature, in one place so mutations can invalidate what they change.
export const bookingKeys = {
  all: ["bookings"] as const,
  summary: (id: string) => [...bookingKeys.all, "summary", id] as const,
  // The service's words are in the page's language (decision 0177).
  services: (q: string) => [...bookingKeys.all, "services", currentLocale(), q] as const,
  service: (id: string) => [...bookingKeys.all, "service", currentLocale(), id] as const,
  discount: (email: string, phone: string) => [...bookingKeys.all, "discount", email, phone] as const,
};
