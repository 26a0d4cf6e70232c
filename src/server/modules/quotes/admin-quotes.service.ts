import { AppError, notFound } from "../../errors.ts";
import { priorityFromName, type TJobStatus } from "../../../shared/rules/job-status.ts";
import type { TAdminQuote, TConvertQuoteParsed, TQuoteListQuery } from "../../../shared/schemas/quotes-admin.ts";
import { audit } from "../audit/audit.ts";
import type { TJobWrites } from "../jobs/jobs.ts";
import type { TAdminQuoteRow, TAdminQuotesRepository } from "./admin-quotes.repository.ts";

export const QUOTE_ALREADY_ANSWERED = "This quote request has already been answered.";
export const QUOTE_ALREADY_A_JOB = "This quote request has already been turned into a job.";

function present({ job_id, job_title, job_status, answered_at, created_at, ...row }: TAdminQuoteRow): TAdminQuote {
  return {
    ...row,
    status: row.status,
    answered_at: answered_at?.toISOString() ?? null,
    created_at: created_at.toISOString(),
    job: job_id && job_title && job_status ? { id: job_id, title: job_title, status: job_status as TJobStatus } : null,
  };
}

// Quotes: list, answer with a note, or turn into a job. Every change is audited in its
// own transaction (DESIGN.md, Data: audit_log).
export function adminQuotesService(deps: { repository: TAdminQuotesRepository; jobs: TJobWrites }) {
  const { repository, jobs } = deps;

  async function get(id: string) {
    const row = await repository.find(id);
    if (!row) throw notFound("Quote request");
    return present(row);
  }

  return {
    async list(query: TQuoteListQuery & { status: NonNullable<TQuoteListQuery["status"]>; limit: number }) {
      const [page, counts] = await Promise.all([repository.page(query), query.cursor ? null : repository.counts()]);
      return { items: page.items.map((row) => present(row)), next_cursor: page.next_cursor, counts };
    },

    get,

    /** Marks a new quote answered, with the note saying how. A second answer is a 409. */
    async answer(id: string, note: string, actorId: string) {
      await repository.transaction(async (tx) => {
        const answered = await repository.answer(tx, id, note, actorId);
        if (!answered) {
          if (!(await repository.find(id, tx))) throw notFound("Quote request");
          throw new AppError("CONFLICT", QUOTE_ALREADY_ANSWERED);
        }
        await audit.record(tx, { actorId, action: "answer", entity: "quote-request", entityId: id, details: { note } });
      });
      return get(id);
    },

    /**
     * Turns the quote into a job for the customer of the given e-mail (found, or created from
     * these details, as a booking's job is), in one transaction with its audit entries. The
     * quote is locked first and linked by compare-and-set, so a double submit makes one job and
     * the second gets a 409.
     */
    async convert(id: string, input: TConvertQuoteParsed, actorId: string) {
      await repository.transaction(async (tx) => {
        const quote = await repository.lock(tx, id);
        if (!quote) throw notFound("Quote request");
        if (quote.job_id) throw new AppError("CONFLICT", QUOTE_ALREADY_A_JOB);
        const customerId = await jobs.findOrCreateCustomer(tx, {
          customer_name: input.customer_name,
          customer_email: input.customer_email,
          customer_phone: input.customer_phone,
          service_address: input.service_address,
          service_city: input.service_city,
          service_state: input.service_state,
          service_zip: input.service_zip,
        });
        const values = {
          title: input.title,
          description: input.description,
          status: "pending" as const,
          priority: priorityFromName(input.priority),
          scheduled_date: input.scheduled_date,
          scheduled_time: input.scheduled_time,
          service_address: input.service_address,
          service_city: input.service_city,
          service_state: input.service_state,
          service_zip: input.service_zip,
          customer_id: customerId,
          service_id: await repository.serviceNamed(tx, quote.service),
        };
        const [job] = await jobs.insert(tx, values);
        if (!(await repository.linkJob(tx, id, job.id, actorId))) throw new AppError("CONFLICT", QUOTE_ALREADY_A_JOB);
        await audit.record(
          tx,
          { actorId, action: "create", entity: "job", entityId: job.id, details: { ...values, quote_request_id: id } },
          { actorId, action: "convert", entity: "quote-request", entityId: id, details: { job_id: job.id } },
        );
      });
      return get(id);
    },
  };
}

export type TAdminQuotesService = ReturnType<typeof adminQuotesService>;
