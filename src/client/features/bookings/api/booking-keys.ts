// Query keys of the booking feature, in one place so mutations can invalidate what they change.
export const bookingKeys = {
  all: ["bookings"] as const,
  summary: (id: string) => [...bookingKeys.all, "summary", id] as const,
  services: (q: string) => [...bookingKeys.all, "services", q] as const,
  service: (id: string) => [...bookingKeys.all, "service", id] as const,
  discount: (email: string, phone: string) => [...bookingKeys.all, "discount", email, phone] as const,
};
