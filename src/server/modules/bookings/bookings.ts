import type { TBookingsRepository } from "./bookings.repository.ts";

// The bookings module's front door for other modules (decision 0147), beside bookings.service.ts:
// the booking rows another module's service writes in its own transaction.

/** A slot's capacity, lock and bookings, for rescheduling from My Bookings. */
export type TBookingSlots = Pick<TBookingsRepository, "activeTechnicianCount" | "lockSlot" | "bookedPerSlot">;
/** A booking written in the caller's transaction, as an emergency is. */
export type TBookingWrites = Pick<TBookingsRepository, "insertBooking" | "transaction">;
