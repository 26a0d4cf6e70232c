import { z } from "zod";

// Decision 0073: the events `GET /api/events` streams, by name. A payload carries ids
// and a status, never a customer's details: a screen that hears an event reads what changed
// through its own API, whose permission checks apply as always.

export const ZLiveEvents = {
  /** A job was created, changed or deleted by anyone, anywhere (a trigger on `jobs`). */
  "job.changed": z.object({ job_id: z.uuid(), op: z.enum(["created", "updated", "deleted"]), status: z.string() }),
  /** A booking was made, paid, rescheduled or cancelled (a trigger on `bookings`). */
  "booking.changed": z.object({ booking_id: z.uuid(), op: z.enum(["created", "updated", "deleted"]) }),
  /** A new notification for the viewer (the header bell). */
  "notification.created": z.object({ notification_id: z.uuid() }),
  /** The viewer's notifications were marked read (in another tab, or another device). */
  "notification.read": z.object({}),
  /** A message in a support conversation: the customer's, the acknowledgement or a staff reply. */
  "chat.message": z.object({ conversation_id: z.uuid(), message_id: z.uuid(), sender_type: z.enum(["customer", "support"]) }),
  /** A conversation was read by staff, resolved or reopened (the inbox's marks). */
  "chat.conversation": z.object({ conversation_id: z.uuid() }),
  /** A quote request arrived or was answered (the admin home, the Quotes pane). */
  "quote.changed": z.object({ quote_id: z.uuid() }),
  /** An estimate was sent, approved or declined (the customer's My Bookings, the admin's job). */
  "estimate.changed": z.object({ estimate_id: z.uuid(), job_id: z.uuid().nullable(), status: z.string() }),
  /** An invoice was issued, voided, paid or credited, or a payment was recorded against it (triggers on `invoices`, `payments`, `credit_notes`). */
  "invoice.changed": z.object({ invoice_id: z.uuid(), job_id: z.uuid().nullable() }),
  /** An emergency's timeline moved: assigned, on the way, arrived, done (a trigger on `emergency_timelines`). */
  "emergency.changed": z.object({ booking_id: z.uuid(), job_id: z.uuid().nullable() }),
  /** The storm waitlist moved: a request joined or the office booked one (every waiting place may have changed). */
  "storm.waitlist.changed": z.object({}),
  /**
   * Decision 0088: something the public catalogue is made of changed (a trigger on the
   * catalogue's tables). No audience: no stream receives it; each app process drops its cache.
   */
  "catalogue.changed": z.object({ table: z.string() }),
} as const;

export type TLiveEventType = keyof typeof ZLiveEvents;
export type TLiveEventPayload<T extends TLiveEventType> = z.infer<(typeof ZLiveEvents)[T]>;
export const LIVE_EVENT_TYPES = Object.keys(ZLiveEvents) as TLiveEventType[];

// The stream's fixed words and timing live without zod (the browser's first script reads them).
export { LIVE_HEARTBEAT, LIVE_RESET, LIVE_TIMING, reconnectDelay } from "../live-timing.ts";
