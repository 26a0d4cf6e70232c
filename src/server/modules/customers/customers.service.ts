import { AppError, notFound } from "../../errors.ts";
import { isUniqueViolation, type TTx } from "../../db/tx.ts";
import { audit } from "../audit/audit.ts";
import { phoneKey } from "../../../shared/rules/discount.ts";
import type { TReadJobLedger } from "../ledger/job-ledger.ts";
import type { TJobLedger } from "../../../shared/rules/ledger.ts";
import { customerStatus } from "../../../shared/rules/booking-status.ts";
import { DIRECTORY_PAGE_SIZE, pageCountOf } from "../../../shared/schemas/directory-paging.ts";
import type { TJobStatus } from "../../../shared/rules/job-status.ts";
import {
  duplicateEmail,
  duplicatePhone,
  type TCustomerDetail,
  type TCustomerFormParsed,
  type TCustomerListItem,
  type TCustomerListQuery,
  type TCustomerPage,
  type TCustomerRecord,
} from "../../../shared/schemas/customers.ts";
import type { TCustomerRow, TCustomersRepository } from "./customers.repository.ts";

// Customers (decision 0056): the admin's directory of customers and one customer's history.

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function listItem(row: TCustomerRow): TCustomerListItem {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    state: row.state,
    has_account: row.has_account,
    created_at: iso(row.created_at),
    bookings: row.bookings,
    jobs: row.jobs,
    paid: { total: row.paid_total, test: row.paid_test },
    last_visit: row.last_visit,
  };
}

/** A ledger's total, or null when it has no price lines yet (nothing to bill). */
const totalOf = (ledger: TJobLedger | undefined) => (ledger ? (ledger.source === "none" ? null : ledger.total) : undefined);

export function customersService(deps: {
  repository: TCustomersRepository;
  /** Each invoice's total and balance, as its own page shows them (decision 0141). */
  readLedger: TReadJobLedger;
}) {
  const { repository } = deps;

  /**
   * Decision 0153: an e-mail or a phone (by its last 10 digits) that already belongs to
   * another customer is refused with 409, naming that customer so the form can open them.
   */
  async function refuseDuplicate(tx: TTx, input: TCustomerFormParsed, exceptId: string | null) {
    const key = phoneKey(input.phone);
    await repository.lockContact(
      tx,
      [input.email ? `email:${input.email}` : null, key ? `phone:${key}` : null].filter((k): k is string => k !== null),
    );
    const found = await repository.sameContact({ email: input.email, phoneKey: key, exceptId }, tx);
    const byEmail = input.email ? found.find((row) => row.email?.toLowerCase() === input.email) : undefined;
    const byPhone = found.find((row) => row.phone !== null && phoneKey(row.phone) === key);
    if (byEmail) throw duplicate("email", duplicateEmail(byEmail.full_name.trim() || "another customer"), byEmail.id);
    if (byPhone) throw duplicate("phone", duplicatePhone(byPhone.full_name.trim() || "another customer"), byPhone.id);
  }

  const duplicate = (field: "email" | "phone", message: string, existingId: string) =>
    new AppError("CONFLICT", message, [{ field, message: "already belongs to another customer" }], existingId);

  /** A booking that took this e-mail between the check and the write (its insert does not lock): still a 409. */
  async function raced(error: unknown, input: TCustomerFormParsed, exceptId: string | null): Promise<never> {
    if (isUniqueViolation(error, "customers_email_idx") && input.email) {
      const [row] = await repository.sameContact({ email: input.email, phoneKey: null, exceptId });
      if (row) throw duplicate("email", duplicateEmail(row.full_name.trim() || "another customer"), row.id);
    }
    throw error;
  }

  return {
    /** New Customer: a phone-in customer, their e-mail optional. */
    async create(actorId: string, input: TCustomerFormParsed): Promise<TCustomerRecord> {
      try {
        return await repository.transaction(async (tx) => {
          await refuseDuplicate(tx, input, null);
          // A verified account with this e-mail makes the customer theirs now, as a sign-up would later.
          const profileId = input.email ? await repository.unlinkedAccount(tx, input.email) : null;
          const created = await repository.insert(tx, { ...input, profile_id: profileId });
          await audit.record(tx, {
            actorId,
            action: "create",
            entity: "customer",
            entityId: created.id,
            details: { ...input, linked_account: profileId !== null },
          });
          return created;
        });
      } catch (error) {
        return raced(error, input, null);
      }
    },

    /** Edit: the customer's contact details and notes; the same duplicate rule. */
    async update(actorId: string, id: string, input: TCustomerFormParsed): Promise<TCustomerRecord> {
      try {
        return await repository.transaction(async (tx) => {
          const before = await repository.record(tx, id);
          if (!before) throw notFound("Customer");
          await refuseDuplicate(tx, input, id);
          const { profile_id, ...was } = before;
          // An unlinked customer given the e-mail of a verified account becomes that account's.
          const link =
            profile_id === null && input.email && input.email !== was.email?.toLowerCase() ? await repository.unlinkedAccount(tx, input.email) : null;
          const updated = await repository.update(tx, id, link ? { ...input, profile_id: link } : input);
          const changed = Object.fromEntries(
            (Object.keys(input) as (keyof TCustomerFormParsed)[])
              .filter((field) => input[field] !== was[field])
              .map((field) => [field, { from: was[field], to: input[field] }]),
          );
          await audit.record(tx, { actorId, action: "update", entity: "customer", entityId: id, details: { changed, linked_account: link !== null } });
          return updated;
        });
      } catch (error) {
        return raced(error, input, id);
      }
    },

    async list(query: TCustomerListQuery): Promise<TCustomerPage> {
      const [rows, total] = await Promise.all([
        repository.page({ q: query.q || undefined, sort: query.sort, limit: DIRECTORY_PAGE_SIZE, offset: (query.page - 1) * DIRECTORY_PAGE_SIZE }),
        repository.count(query.q || undefined),
      ]);
      return { items: rows.map(listItem), page: query.page, page_size: DIRECTORY_PAGE_SIZE, total, page_count: pageCountOf(total) };
    },

    async detail(id: string): Promise<TCustomerDetail> {
      const row = await repository.one(id);
      if (!row) throw new AppError("NOT_FOUND", "Customer not found");
      const history = await repository.history({ id: row.id, email: row.email });
      const preferredLocale = await repository.accountLocale(row.id);
      // Every figure of money on the page is its job's ledger's, read a kind at a time (decision 0141).
      const [jobLedgers, bookingLedgers, invoiceLedgers] = [
        await deps.readLedger.many(
          "jobId",
          history.jobs.items.map((job) => job.id),
        ),
        await deps.readLedger.many(
          "bookingId",
          history.bookings.items.map((booking) => booking.id),
        ),
        await deps.readLedger.many(
          "invoiceId",
          history.invoices.items.map((invoice) => invoice.id),
        ),
      ];
      return {
        ...listItem(row),
        address: row.address,
        zip_code: row.zip_code,
        notes: row.notes,
        preferred_locale: preferredLocale,
        bookings_history: {
          total: history.bookings.total,
          items: history.bookings.items.map(({ booking_status, job_status, ...booking }) => ({
            ...booking,
            // The booking's price as its details show it: tax, an approved estimate or the invoice included.
            amount: bookingLedgers.get(booking.id)?.ledger.total ?? booking.amount,
            status: customerStatus(booking_status, job_status),
            created_at: iso(booking.created_at),
          })),
        },
        jobs_history: {
          total: history.jobs.total,
          items: history.jobs.items.map((job) => ({
            ...job,
            // The job's total as its page shows it; none while it has nothing to bill.
            total_amount: totalOf(jobLedgers.get(job.id)?.ledger) ?? job.total_amount,
            status: job.status as TJobStatus,
            completed_at: isoOrNull(job.completed_at),
            created_at: iso(job.created_at),
          })),
        },
        payments_history: {
          total: history.payments.total,
          items: history.payments.items.map((payment) => ({ ...payment, created_at: iso(payment.created_at) })),
        },
        invoices_history: {
          total: history.invoices.total,
          items: history.invoices.items.map((invoice) => {
            const ledger = invoiceLedgers.get(invoice.id)?.ledger;
            return {
              ...invoice,
              total: ledger?.total ?? invoice.total,
              balance_due: invoice.status === "void" ? 0 : (ledger?.due ?? 0),
              issued_at: iso(invoice.issued_at),
            };
          }),
        },
        reviews_history: {
          total: history.reviews.total,
          items: history.reviews.items.map((review) => ({ ...review, created_at: iso(review.created_at) })),
        },
      };
    },
  };
}

export type TCustomersService = ReturnType<typeof customersService>;
