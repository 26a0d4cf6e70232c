import { Link } from "react-router";
import { FileText } from "lucide-react";
import { DOCUMENT_LINK_DAYS } from "@/shared/rules/document-link.ts";
import { ApiError, errorMessage } from "@/client/lib/api-client.ts";
import { formatDateTime, telHref } from "@/client/lib/format.ts";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { useDocumentToken } from "@/client/lib/document-token.ts";
import { EstimateCard, decisionToasts } from "../components/my-estimates.tsx";
import { useDecideLinkedEstimate, useLinkedEstimate } from "../api/linked-estimate.ts";

/** Why a link opened nothing: expired (410, with how to get a new one) or not valid; the server's words. */
export function LinkRefused({ error, what }: { error: unknown; what: "estimate" | "invoice" }) {
  const expired = error instanceof ApiError && error.status === 410;
  return (
    <Alert variant="destructive" title={expired ? "This link has expired" : `This ${what} could not be opened`}>
      <p>{errorMessage(error)}</p>
      <p className="mt-2">
        <Link to={paths.auth} className="font-semibold underline underline-offset-2">
          Sign in or create an account
        </Link>
      </p>
    </Alert>
  );
}

function LinkedEstimate({ token }: { token: string | null }) {
  const estimate = useLinkedEstimate(token);
  const decide = useDecideLinkedEstimate(token);
  if (estimate.isPending) return <LoadingState />;
  if (estimate.isError) return <LinkRefused error={estimate.error} what="estimate" />;
  const { business } = estimate.data;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">From {business.name}. Look it over, then approve it or decline it: no account needed.</p>
      <EstimateCard
        estimate={estimate.data}
        headingLevel="h2"
        deciding={decide.isPending}
        onDecide={(decision) => decide.mutate(decision, decisionToasts(decision))}
      />
      <p className="text-sm text-slate-600">
        This link works until {formatDateTime(estimate.data.link_expires_at)} ({DOCUMENT_LINK_DAYS} days from when it was sent). Questions? Call{" "}
        <a href={telHref(business.phone)} className="font-medium text-brand-700 underline underline-offset-2">
          {business.phone}
        </a>
        .
      </p>
    </div>
  );
}

/**
 * Decision 0144: the estimate a mail's signed link opens (`/documents/estimate#token=…`), as its
 * customer sees it in My Bookings, with the same Approve and Decline; signed in or not.
 */
export function LinkedEstimatePage() {
  usePageTitle("Your estimate");
  const token = useDocumentToken();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="mb-4 flex items-center gap-2 text-2xl font-bold text-slate-900">
        <FileText aria-hidden="true" className="size-6 text-brand-600" />
        Your estimate
      </h1>
      <LinkedEstimate token={token} />
    </div>
  );
}
