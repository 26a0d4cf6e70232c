import { Link } from "react-router";
import { toast } from "@/client/lib/toast.ts";
import { CircleCheck } from "lucide-react";
import { formatInvoiceNumber } from "@/shared/rules/invoice.ts";
import type { TUninvoicedJob } from "@/shared/schemas/invoices.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { adminJobHref } from "@/client/lib/paths.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useIssueInvoice } from "../api/issue-invoice.ts";
import { useUninvoicedJobs } from "../api/get-uninvoiced-jobs.ts";
import { formatIssued } from "./invoice-format.ts";

/**
 * Completed jobs that have no invoice: jobs completed before invoices existed, and jobs with
 * nothing to bill yet (no estimate, no amount), which get theirs once the job has an amount.
 */
export function UninvoicedJobs({ onIssued }: { onIssued: (invoiceId: string) => void }) {
  const jobs = useUninvoicedJobs();
  const rows = jobs.data?.pages.flatMap((page) => page.items) ?? [];

  if (jobs.isPending) {
    return (
      <div role="status" aria-label="Loading jobs to invoice" className="space-y-3">
        <Skeleton className="h-16 rounded-2xl" />
        <Skeleton className="h-16 rounded-2xl" />
      </div>
    );
  }
  if (jobs.isError) {
    return (
      <Alert variant="destructive" title="Failed to fetch jobs to invoice">
        <p>{errorMessage(jobs.error)}</p>
      </Alert>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-green-600" />
        <p className="mt-3 text-lg font-semibold text-slate-900">Every completed job has its invoice</p>
      </div>
    );
  }
  return (
    <>
      <ul aria-label="Completed jobs without an invoice" className="space-y-3">
        {rows.map((job) => (
          <li key={job.id}>
            <UninvoicedJob job={job} onIssued={onIssued} />
          </li>
        ))}
      </ul>
      {jobs.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" disabled={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
            {jobs.isFetchingNextPage ? <Spinner /> : null}
            Load more
          </Button>
        </div>
      ) : null}
    </>
  );
}

function UninvoicedJob({ job, onIssued }: { job: TUninvoicedJob; onIssued: (invoiceId: string) => void }) {
  const issue = useIssueInvoice();
  const hintId = `to-invoice-${job.id}`;
  return (
    <article
      aria-label={job.title}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <Link to={adminJobHref(job.id)} className="font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline">
          {job.title}
        </Link>
        <p className="text-sm text-slate-700">{job.customer_name}</p>
        <p id={hintId} className="text-sm text-slate-600">
          {job.completed_at ? `Completed ${formatIssued(job.completed_at)}` : "Completed"}
          {" · "}
          {job.total_amount !== null
            ? formatMoney(job.total_amount)
            : job.billable
              ? "Billed from its estimate"
              : "Nothing to bill yet: set the job's amount first"}
        </p>
      </div>
      <Button
        className="sm:shrink-0"
        disabled={!job.billable || issue.isPending}
        aria-describedby={hintId}
        // The row leaves the list once its invoice exists (the list is read again on success), so
        // what follows is awaited here: mutate's own callbacks are skipped once the row is gone.
        onClick={async () => {
          try {
            const invoice = await issue.mutateAsync({ job_id: job.id });
            toast.success("Invoice issued", { description: `${formatInvoiceNumber(invoice.number)} for ${invoice.job_title}` });
            onIssued(invoice.id);
          } catch (error) {
            toast.error("Error", { description: errorMessage(error, "Failed to issue the invoice") });
          }
        }}
      >
        {issue.isPending ? <Spinner /> : null}
        Issue invoice
      </Button>
    </article>
  );
}
