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
import { m } from "@/shared/i18n/paraglide/messages.js";

/** Why the link opened nothing: expired (410, with how to get a new one) or not valid; the server's words. */
function LinkRefused({ error }: { error: unknown }) {
  const expired = error instanceof ApiError && error.status === 410;
  return (
    <Alert variant="destructive" title={expired ? m.estimate_link_expired() : m.estimate_link_refused()}>
      <p>{errorMessage(error)}</p>
      <p className="mt-2">
        <Link to={paths.auth} className="font-semibold underline underline-offset-2">
          {m.estimate_link_sign_in()}
        </Link>
      </p>
    </Alert>
  );
}

function LinkedEstimate({ token }: { token: string | null }) {
  const estimate = useLinkedEstimate(token);
  const decide = useDecideLinkedEstimate(token);
  if (estimate.isPending) return <LoadingState />;
  if (estimate.isError) return <LinkRefused error={estimate.error} />;
  const { business } = estimate.data;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{m.estimate_link_intro({ business: business.name })}</p>
      <EstimateCard
        estimate={estimate.data}
        headingLevel="h2"
        deciding={decide.isPending}
        onDecide={(decision) => decide.mutate(decision, decisionToasts(decision))}
      />
      <p className="text-sm text-slate-600">
        {m.estimate_link_until({ until: formatDateTime(estimate.data.link_expires_at), days: DOCUMENT_LINK_DAYS })}{" "}
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
  usePageTitle(m.estimate_link_title());
  const token = useDocumentToken();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="mb-4 flex items-center gap-2 text-2xl font-bold text-slate-900">
        <FileText aria-hidden="true" className="size-6 text-brand-600" />
        {m.estimate_link_title()}
      </h1>
      <LinkedEstimate token={token} />
    </div>
  );
}
