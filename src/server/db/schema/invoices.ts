import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { bookings, payments } from "./bookings.ts";
import { estimates, jobs } from "./jobs.ts";
import { customers } from "./people.ts";
import type { TInvoiceLine } from "../../../shared/rules/invoice.ts";

/**
 * The last invoice number given (decision 0059): one row, incremented in the transaction that
 * issues the invoice. A rollback takes its number back with it, so the numbers have no gaps —
 * which a PostgreSQL sequence cannot promise — and the row's lock gives them out one at a time.
 */
export const invoiceCounter = pgTable(
  "invoice_counter",
  {
    id: smallint("id").primaryKey().default(1),
    last_number: integer("last_number").notNull().default(0),
  },
  (t) => [check("invoice_counter_one_row", sql`${t.id} = 1`), check("invoice_counter_last_number_check", sql`${t.last_number} >= 0`)],
);

/** What an invoice is searched by in the admin list: the customer's name and e-mail, and the job. */
export const invoiceSearchText = (t: { customer_name: AnyPgColumn; customer_email: AnyPgColumn; job_title: AnyPgColumn }) =>
  sql`lower(${t.customer_name} || ' ' || ${t.customer_email} || ' ' || ${t.job_title})`;

/**
 * Invoices: one per completed job. The customer, the address and the lines are copied
 * at issue, so a sent invoice reads the same after the job or the customer changes, and stays
 * when the job is deleted. Amounts in cents, computed by src/shared/rules/invoice.ts.
 * Publishes `invoice.changed` on every insert and update (the trigger `live_invoice_changed`, migrations 0030 and 0031).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: integer("number").notNull().unique("invoices_number_key"),
    // One live invoice per job (invoices_job_live_idx); a job keeps its void ones. Set null when the job is deleted.
    job_id: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    customer_id: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    booking_id: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    job_title: text("job_title").notNull(),
    customer_name: text("customer_name").notNull(),
    customer_email: text("customer_email").notNull(),
    customer_phone: text("customer_phone"),
    service_address: text("service_address").notNull(),
    service_city: text("service_city").notNull(),
    service_state: text("service_state").notNull(),
    service_zip: text("service_zip").notNull(),
    lines: jsonb("lines").$type<TInvoiceLine[]>().notNull(),
    /** Where the lines came from: the job's estimate, or its amount when it has none. */
    lines_from: text("lines_from").$type<"estimate" | "job_amount">().notNull(),
    estimate_id: uuid("estimate_id").references(() => estimates.id, { onDelete: "set null" }),
    tax_rate_percent: numeric("tax_rate_percent", { precision: 6, scale: 3, mode: "number" }).notNull(),
    subtotal: integer("subtotal").notNull(),
    tax: integer("tax").notNull(),
    total: integer("total").notNull(),
    deposit_paid: integer("deposit_paid").notNull(),
    /** Total less the deposit, as issued; below zero when the deposit covered more than the bill. */
    balance: integer("balance").notNull(),
    /** A job of a test-mode booking bills in test mode, and so does its payment. */
    is_test: boolean("is_test").notNull().default(false),
    issued_at: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    issued_by: text("issued_by").references(() => user.id, { onDelete: "set null" }),
    /** Set once (compare-and-set on null): by 'Mark as paid', or at issue when nothing was left to pay. */
    paid_at: timestamp("paid_at", { withTimezone: true }),
    paid_by: text("paid_by").references(() => user.id, { onDelete: "set null" }),
    /** The balance payment 'Mark as paid' recorded; one payment pays one invoice. */
    payment_id: uuid("payment_id")
      .unique("invoices_payment_id_key")
      .references((): AnyPgColumn => payments.id, { onDelete: "set null" }),
    last_emailed_at: timestamp("last_emailed_at", { withTimezone: true }),
    /**
     * Decision 0143: an issued invoice is never edited; it is voided, with its reason, and the job
     * may be billed again. A void invoice bills nothing; the payments made against it stay the job's.
     */
    voided_at: timestamp("voided_at", { withTimezone: true }),
    voided_by: text("voided_by").references(() => user.id, { onDelete: "set null" }),
    void_reason: text("void_reason"),
  },
  (t) => [
    check("invoices_number_check", sql`${t.number} > 0`),
    check("invoices_lines_from_check", sql`${t.lines_from} in ('estimate', 'job_amount')`),
    check(
      "invoices_amounts_check",
      sql`${t.subtotal} >= 0 and ${t.tax} >= 0 and ${t.total} = ${t.subtotal} + ${t.tax} and ${t.balance} = ${t.total} - ${t.deposit_paid}`,
    ),
    // The admin list, newest number first, all, unpaid or paid: keyset pages end in the id (decision 0028).
    index("invoices_number_id_idx").on(t.number, t.id),
    check("invoices_void_check", sql`(${t.voided_at} is null) = (${t.void_reason} is null)`),
    uniqueIndex("invoices_job_live_idx")
      .on(t.job_id)
      .where(sql`${t.voided_at} is null`),
    index("invoices_job_idx").on(t.job_id),
    index("invoices_unpaid_idx")
      .on(t.number, t.id)
      .where(sql`${t.paid_at} is null and ${t.voided_at} is null`),
    index("invoices_paid_idx")
      .on(t.number, t.id)
      .where(sql`${t.paid_at} is not null and ${t.voided_at} is null`),
    index("invoices_void_idx")
      .on(t.number, t.id)
      .where(sql`${t.voided_at} is not null`),
    index("invoices_customer_idx").on(t.customer_id, t.number),
    index("invoices_search_idx").using("gin", sql`${invoiceSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * Each time an admin e-mailed an invoice (decision 0061): one row per click, keyed by the
 * idempotency key the click sent, so a retried or doubled request sends one message.
 */
export const invoiceEmails = pgTable(
  "invoice_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoice_id: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    idempotency_key: text("idempotency_key").notNull(),
    to: text("to").notNull(),
    sent_by: text("sent_by").references(() => user.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("invoice_emails_key_idx").on(t.invoice_id, t.idempotency_key), index("invoice_emails_invoice_idx").on(t.invoice_id, t.created_at)],
);

/** The last credit note number given: one gapless sequence, taken as invoice numbers are (decision 0059). */
export const creditNoteCounter = pgTable(
  "credit_note_counter",
  {
    id: smallint("id").primaryKey().default(1),
    last_number: integer("last_number").notNull().default(0),
  },
  (t) => [check("credit_note_counter_one_row", sql`${t.id} = 1`), check("credit_note_counter_last_number_check", sql`${t.last_number} >= 0`)],
);

/**
 * Decision 0138: part of an issued invoice given back without editing it. Written once, never
 * changed (a trigger of migration 0028 refuses any update); the job's ledger subtracts the live invoice's credits from what is due. `kind` says who
 * gave it: an admin (`manual`), or the missed emergency promise, at most once per invoice.
 * Publishes `invoice.changed` for its invoice (the trigger `live_invoice_changed`, migrations 0030 and 0031).
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: integer("number").notNull().unique("credit_notes_number_key"),
    invoice_id: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    kind: text("kind").$type<"manual" | "missed_promise">().notNull().default("manual"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    created_by: text("created_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("credit_notes_number_check", sql`${t.number} > 0`),
    check("credit_notes_amount_check", sql`${t.amount} > 0`),
    check("credit_notes_kind_check", sql`${t.kind} in ('manual', 'missed_promise')`),
    index("credit_notes_invoice_idx").on(t.invoice_id, t.number),
    uniqueIndex("credit_notes_missed_promise_idx")
      .on(t.invoice_id)
      .where(sql`${t.kind} = 'missed_promise'`),
  ],
);
