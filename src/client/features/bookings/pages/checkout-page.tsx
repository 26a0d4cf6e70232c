import type { ReactNode } from "react";
import { RefundPolicyNote } from "@/client/lib/settings/refund-policy-note.tsx";
import { Link, useSearchParams } from "react-router";
import { Info, SearchX } from "lucide-react";
import { ApiError, errorMessage } from "@/client/lib/api-client.ts";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button, buttonClassName } from "@/client/ui/button.tsx";
import { Card, CardContent } from "@/client/ui/card.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { useBookingSummary } from "../api/get-booking-summary.ts";
import { BookingSummaryCard } from "../components/booking-summary-card.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

function Notice({ icon: Icon, title, children }: { icon: typeof Info; title: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="mt-1 text-slate-600">{children}</p>
      </div>
    </div>
  );
}

function SummaryContent({ bookingId }: { bookingId: string }) {
  const summary = useBookingSummary(bookingId);
  if (summary.isPending) return <LoadingState className="min-h-48" />;
  if (summary.isError) {
    if (summary.error instanceof ApiError && (summary.error.status === 404 || summary.error.status === 400)) {
      return (
        <Notice icon={SearchX} title={m.checkout_not_found()}>
          {m.checkout_not_found_text()}
        </Notice>
      );
    }
    return (
      <Alert variant="destructive" title={m.checkout_load_failed()}>
        <p>{errorMessage(summary.error)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void summary.refetch()}>
          {m.try_again()}
        </Button>
      </Alert>
    );
  }
  return (
    <>
      <BookingSummaryCard summary={summary.data} />
      <RefundPolicyNote className="mt-4" />
    </>
  );
}

// customer-side.md §2 Booking checkout page, with the real summary in place of 'coming soon' (DESIGN.md).
export function CheckoutPage() {
  usePageTitle(m.checkout_title());
  const [searchParams] = useSearchParams();
  const bookingId = searchParams.get("bookingId");

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{m.checkout_title()}</h1>
      <Card className="mt-8">
        <CardContent>
          {bookingId ? (
            <SummaryContent bookingId={bookingId} />
          ) : (
            <Notice icon={Info} title={m.checkout_none()}>
              {m.checkout_none_text()}
            </Notice>
          )}
          <Link to={paths.services} className={buttonClassName({ className: "mt-8 w-full sm:w-auto" })}>
            {m.checkout_book_another()}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
