import type { TBookingsRepository } from "./bookings.repository.ts";

// The bookings module's front door for other modules (decision 0147), beside bookings.service.ts:
// the booking rows another module's service writes in its own transaction.

/** A day's and a slot's locks and a service's length and category, for rescheduling from My Bookings. */
export type TBookingSlots = Pick<TBookingsRepository, "lockDay" | "lockSlot" | "serviceForSlots">;
export { daySlots, slotSupply, type TSlotSupply } from "./slot-supply.ts";
export { slotTaken } from "./bookings.service.ts";
/** A booking written in the caller's transaction, as an emergency is. */
export type TBookingWrites = Pick<TBookingsRepository, "insertBooking" | "transaction">;
