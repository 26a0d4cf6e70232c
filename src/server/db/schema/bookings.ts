import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { services } from "./catalogue.ts";
import { invoices } from "./invoices.ts";
import { jobs } from "./jobs.ts";
import type { TLocale } from "../../../shared/i18n/locale.ts";

// customer-side.md §3 Booking. Money in cents; the server computes every amount.
/** Every change publishes `booking.changed` by a trigger (migration 0010, docs/live-events.md). */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    service_id: uuid("service_id").references(() => services.id, { onDelete: "set null" }),
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    // A client-generated key: a double click or a retry returns the first booking.
    idempotency_key: text("idempotency_key").unique(),
    customer_name: text("customer_name").notNull().default(""),
    customer_email: text("customer_email").notNull().default(""),
    customer_phone: text("customer_phone").notNull().default(""),
    service_address: text("service_address").notNull().default(""),
    service_city: text("service_city"),
    service_state: text("service_state"),
    service_zip: text("service_zip"),
    // What the customer asked for; the booking's job owns the visit once it exists (decision 0130).
    scheduled_date: date("scheduled_date").notNull(),
    scheduled_time: text("scheduled_time").notNull(),
    // Decision 0131: the moment the full refund ended, kept when the visit was moved after it,
    // so moving the visit later never brings a refund back. Null while the refund never ended.
    full_refund_ended_at: timestamp("full_refund_ended_at", { withTimezone: true }),
    estimated_hours: integer("estimated_hours"),
    add_on_ids: uuid("add_on_ids").array().notNull().default([]),
    subtotal: integer("subtotal").notNull().default(0),
    // The first-booking discount taken off the subtotal (docs/decisions/0007).
    discount_amount: integer("discount_amount").notNull().default(0),
    // The percent that discount was: an estimate of the job takes the same percent off (decision 0181).
    discount_percent: integer("discount_percent").notNull().default(0),
    notes: text("notes"),
    /** The language the customer booked in: the mails about the visit (its reminder) speak it. */
    locale: text("locale").$type<TLocale>().notNull().default("en"),
    status: text("status").notNull().default("pending"),
    is_test: boolean("is_test").notNull().default(true),
    initial_payment_amount: integer("initial_payment_amount").notNull().default(0),
    initial_payment_status: text("initial_payment_status").notNull().default("unpaid"),
    initial_payment_date: timestamp("initial_payment_date", { withTimezone: true }),
    booking_completed: boolean("booking_completed").notNull().default(false),
    is_emergency: boolean("is_emergency").notNull().default(false),
    emergency_fee_paid: boolean("emergency_fee_paid").notNull().default(false),
    emergency_fee_amount: integer("emergency_fee_amount"),
    emergency_payment_date: timestamp("emergency_payment_date", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("bookings_status_check", sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled')`),
    check("bookings_locale_check", sql`${t.locale} in ('en', 'es')`),
    // Capacity per slot counts the live bookings of a day and time.
    index("bookings_slot_idx").on(t.scheduled_date, t.scheduled_time),
    // A customer's bookings, newest first: keyset pages end in the id (decision 0028).
    index("bookings_email_idx").on(sql`lower(${t.customer_email})`, t.created_at, t.id),
    index("bookings_user_idx").on(t.user_id, t.created_at, t.id),
    // A first booking is one with no earlier booking by the same phone (its last 10 digits).
    index("bookings_phone_key_idx").on(sql`right(regexp_replace(${t.customer_phone}, '\\D', '', 'g'), 10)`),
    // The emergency promise's sweeps and the admin home read the recent paid emergencies.
    index("bookings_paid_emergency_idx")
      .on(t.emergency_payment_date)
      .where(sql`${t.is_emergency} and ${t.emergency_fee_paid} and ${t.status} <> 'cancelled'`),
    index("bookings_pending_emergency_idx")
      .on(sql`lower(${t.customer_email})`, t.emergency_payment_date)
      .where(sql`${t.is_emergency} and ${t.emergency_fee_paid} and not ${t.booking_completed}`),
  ],
);

// DESIGN.md, Placeholders: the server records each payment; card data never reaches us.
// A payment against an invoice publishes `invoice.changed` when written or changed (the trigger `live_invoice_changed`, migrations 0030 and 0031).
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    booking_id: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    idempotency_key: text("idempotency_key").unique(),
    kind: text("kind").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull().default("succeeded"),
    is_test: boolean("is_test").notNull().default(true),
    provider: text("provider").notNull().default("test"),
    provider_reference: text("provider_reference"),
    // A deposit paid in booking step 1, before its booking exists (decision 0140): the service it
    // is for, the contact the first-booking discount was decided for, that discount, and when it
    // goes back to the card if no booking takes it. Null on every other payment.
    service_id: uuid("service_id").references(() => services.id, { onDelete: "set null" }),
    customer_email: text("customer_email"),
    customer_phone: text("customer_phone"),
    discount_percent: integer("discount_percent"),
    held_until: timestamp("held_until", { withTimezone: true }),
    /** The invoice a balance payment was recorded against (decision 0135): a job without a booking has no other link. */
    invoice_id: uuid("invoice_id").references((): AnyPgColumn => invoices.id, { onDelete: "set null" }),
    /** How an office payment came in: card (test mode), cash, check or other; null for the site's own payments. */
    method: text("method"),
    /** The office's reference for it: a check number, a receipt number. */
    reference: text("reference"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payments_kind_check", sql`${t.kind} in ('deposit', 'emergency_fee', 'balance', 'refund')`),
    check("payments_method_check", sql`${t.method} is null or ${t.method} in ('card', 'cash', 'check', 'other')`),
    index("payments_invoice_idx").on(t.invoice_id, t.created_at),
    check("payments_amount_check", sql`${t.amount} >= 0`),
    // A customer's payments and a booking's payments, newest first: keyset pages end in the id.
    index("payments_booking_idx").on(t.booking_id, t.created_at, t.id),
    index("payments_user_idx").on(t.user_id, t.created_at, t.id),
    // Payments: the admin's list, newest first, all kinds or one, within a date range.
    index("payments_created_idx").on(t.created_at, t.id),
    index("payments_kind_idx").on(t.kind, t.created_at, t.id),
    // Decision 0105: the sweep of payments whose answer never came reads the few still pending.
    index("payments_pending_idx")
      .on(t.created_at)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The text a quote request is searched by in the admin Quotes pane: name, e-mail,
 * service and phone, the phone also as bare digits so "4075550123" finds "(407) 555-0123".
 * The trigram index and the search use this one expression, so the index serves the search.
 */
export const quoteSearchText = (t: { name: AnyPgColumn; email: AnyPgColumn; service: AnyPgColumn; phone: AnyPgColumn }) =>
  sql`lower(${t.name} || ' ' || coalesce(${t.email}, '') || ' ' || ${t.service} || ' ' || ${t.phone} || ' ' || regexp_replace(${t.phone}, '\\D', '', 'g'))`;

// customer-side.md §2 Quote form, stored (DESIGN.md, Placeholders); Quotes: an admin
// marks one answered with a note, or turns it into a job (one job at most: `job_id` is unique).
export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    service: text("service").notNull(),
    message: text("message").notNull(),
    status: text("status").$type<"new" | "answered">().notNull().default("new"),
    answer_note: text("answer_note"),
    answered_at: timestamp("answered_at", { withTimezone: true }),
    answered_by: text("answered_by").references(() => user.id, { onDelete: "set null" }),
    // Set null when the job is deleted from the jobs board: the quote keeps its answer.
    job_id: uuid("job_id")
      .unique("quote_requests_job_id_key")
      .references((): AnyPgColumn => jobs.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("quote_requests_status_check", sql`${t.status} in ('new', 'answered')`),
    // Newest first, all or by status: keyset pages end in the id (decision 0028).
    index("quote_requests_created_idx").on(t.created_at, t.id),
    index("quote_requests_status_idx").on(t.status, t.created_at, t.id),
    index("quote_requests_search_idx").using("gin", sql`${quoteSearchText(t)} gin_trgm_ops`),
  ],
);

export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    service_id: uuid("service_id").references(() => services.id, { onDelete: "set null" }),
    user_id: text("user_id").references(() => user.id, { onDelete: "set null" }),
    customer_name: text("customer_name").notNull(),
    customer_email: text("customer_email").notNull(),
    /** The language the visitor chatted in: the automatic answers and the reply mails speak it, and the inbox shows it. */
    locale: text("locale").$type<TLocale>().notNull().default("en"),
    // 'open', or 'resolved' by staff (the inbox); a customer who writes again reopens it.
    status: text("status").notNull().default("open"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Decision 0074: the support inbox's order and unread marks, kept in the
    // transaction of each message, so the inbox reads them from indexes.
    last_message_at: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    last_customer_message_at: timestamp("last_customer_message_at", { withTimezone: true }),
    staff_read_at: timestamp("staff_read_at", { withTimezone: true }),
    customer_read_at: timestamp("customer_read_at", { withTimezone: true }),
    resolved_at: timestamp("resolved_at", { withTimezone: true }),
    resolved_by: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
    /** A customer message staff have not opened yet. */
    unread_by_staff: boolean("unread_by_staff")
      .notNull()
      .generatedAlwaysAs(sql`last_customer_message_at is not null and (staff_read_at is null or last_customer_message_at > staff_read_at)`),
  },
  (t) => [
    index("chat_conversations_updated_idx").on(t.status, t.updated_at),
    // The inbox: newest activity first, keyset on (last_message_at, id) (decision 0028).
    index("chat_conversations_activity_idx").on(t.last_message_at, t.id),
    index("chat_conversations_unread_idx")
      .on(t.last_message_at, t.id)
      .where(sql`${t.unread_by_staff} and ${t.status} = 'open'`),
    index("chat_conversations_search_idx").using("gin", sql`lower(${t.customer_name} || ' ' || ${t.customer_email}) gin_trgm_ops`),
    // A customer's own conversations (the dashboard's Messages): by account, or by their e-mail.
    index("chat_conversations_user_idx").on(t.user_id, t.last_message_at),
    index("chat_conversations_email_idx").on(sql`lower(${t.customer_email})`, t.last_message_at),
    check("chat_conversations_locale_check", sql`${t.locale} in ('en', 'es')`),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversation_id: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    service_id: uuid("service_id").references(() => services.id, { onDelete: "set null" }),
    sender_type: text("sender_type").notNull(),
    message: text("message").notNull(),
    // The greeting and the acknowledgements the server sends by itself: not an answer by staff,
    // so a conversation whose last word from a person is the customer's is unanswered (decision 0050).
    automated: boolean("automated").notNull().default(false),
    // The staff member who wrote a support reply from the inbox (null for the server's own).
    author_id: text("author_id").references(() => user.id, { onDelete: "set null" }),
    // A staff reply's client-made key: a double click or a retry stores it once.
    idempotency_key: text("idempotency_key").unique("chat_messages_idempotency_key_key"),
    customer_name: text("customer_name"),
    customer_email: text("customer_email"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("chat_messages_sender_check", sql`${t.sender_type} in ('customer', 'support')`),
    index("chat_messages_conversation_idx").on(t.conversation_id, t.created_at),
    // A conversation's last message written by a person (the admin home's unanswered chats).
    index("chat_messages_human_idx")
      .on(t.conversation_id, t.created_at)
      .where(sql`not ${t.automated}`),
  ],
);
