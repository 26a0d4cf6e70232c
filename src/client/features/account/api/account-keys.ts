import { userScopedKey } from "@/client/lib/auth/me.ts";

// Under the user-scoped root, so signing out forgets them (lib/auth/me.ts). Every change a
// customer makes to a booking invalidates `all`: the list, the overview and the payments.
export const accountKeys = {
  all: [...userScopedKey, "account"] as const,
  bookings: () => [...accountKeys.all, "bookings"] as const,
  bookingPages: (pageSize: number) => [...accountKeys.bookings(), "pages", pageSize] as const,
  booking: (id: string) => [...accountKeys.bookings(), "detail", id] as const,
  payments: () => [...accountKeys.all, "payments"] as const,
  paymentPages: (pageSize: number) => [...accountKeys.payments(), pageSize] as const,
  overview: () => [...accountKeys.all, "overview"] as const,
  pendingEmergencies: () => [...accountKeys.all, "pending-emergencies"] as const,
};
