import { Readable } from "node:stream";
import { businessToday } from "../../../shared/rules/dates.ts";
import { JOB_PRIORITIES, type TJobPriority } from "../../../shared/rules/job-status.ts";
import type { TJobExportRow } from "./jobs-export.repository.ts";
import { CSV_BOM, csvRow } from "./csv.ts";
import type { TJobLedger } from "../../../shared/rules/ledger.ts";
import type { TReadJobLedger } from "../ledger/job-ledger.ts";
import { JOB_STATUS_LABELS } from "../../../shared/rules/job-status.ts";

// Export: the jobs the filters select as CSV, written batch by batch while the keyset
// reads them, so the server holds one batch at a time however many jobs there are.

export const JOB_CSV_HEADER = [
  "ID",
  "Title",
  "Status",
  "Priority",
  "Customer",
  "Email",
  "Phone",
  "Technician",
  "Scheduled Date",
  "Scheduled Time",
  "Address",
  "City",
  "State",
  "ZIP",
  "Estimated Hours",
  "Amount ($)",
  "Total ($)",
  "Balance Due ($)",
  "Created",
  "Started",
  "Completed",
] as const;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Cents as dollars with two decimals, exactly (no floating point). */
export function dollars(cents: number | null): string {
  if (cents === null) return "";
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A job's row with its total and balance from its ledger (decision 0141): what its page says, tax and payments included. */
export type TJobExportLine = TJobExportRow & { ledger: Pick<TJobLedger, "total" | "due"> | null };

export function jobCsvRow(job: TJobExportLine): string {
  return csvRow([
    job.id,
    job.title,
    JOB_STATUS_LABELS[job.status],
    capitalized(JOB_PRIORITIES[job.priority as TJobPriority] ?? String(job.priority)),
    job.customer_name.trim(),
    job.customer_email,
    job.customer_phone,
    job.technician_name,
    job.scheduled_date,
    job.scheduled_time,
    job.service_address,
    job.service_city,
    job.service_state,
    job.service_zip,
    job.estimated_hours,
    dollars(job.total_amount),
    dollars(job.ledger?.total ?? null),
    dollars(job.ledger?.due ?? null),
    job.created,
    job.started,
    job.completed,
  ]);
}

/** `jobs-2026-03-02.csv`, dated in the business's time zone. */
export const exportFileName = (now: Date) => `jobs-${businessToday(now)}.csv`;

/**
 * The file as a stream: the BOM and header, then each batch as it is read. The first batch is
 * read before the stream is handed over, so a database that is down answers 503, not half a file.
 */
export async function jobsCsvStream(batches: AsyncGenerator<TJobExportLine[]>): Promise<Readable> {
  const first = await batches.next();
  async function* chunks() {
    yield Buffer.from(CSV_BOM + csvRow(JOB_CSV_HEADER), "utf8");
    if (first.done) return;
    yield Buffer.from(first.value.map(jobCsvRow).join(""), "utf8");
    for await (const batch of batches) yield Buffer.from(batch.map(jobCsvRow).join(""), "utf8");
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Each batch with its jobs' ledgers, read for the whole batch at once (a few queries a batch, never one a row). */
export async function* withLedgers(batches: AsyncGenerator<TJobExportRow[]>, readLedger: TReadJobLedger): AsyncGenerator<TJobExportLine[]> {
  for await (const batch of batches) {
    const ledgers = await readLedger.many(
      "jobId",
      batch.map((job) => job.id),
    );
    yield batch.map((job) => ({ ...job, ledger: ledgers.get(job.id)?.ledger ?? null }));
  }
}
