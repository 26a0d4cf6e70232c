import { Link } from "react-router";
import { Plus } from "lucide-react";
import { paths } from "@/client/lib/paths.ts";
import { useHashScroll } from "@/client/lib/use-hash-scroll.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { buttonClassName } from "@/client/ui/button.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { useMyBookings } from "../api/get-my-bookings.ts";
import { useMyPayments } from "../api/get-my-payments.ts";
import { useMyEstimates } from "../api/my-estimates.ts";
import { BOOKINGS_PAGE_SIZE, MyBookingsList } from "../components/my-bookings-list.tsx";
import { MyEstimates } from "../components/my-estimates.tsx";
import { PAYMENTS_PAGE_SIZE, PAYMENTS_SECTION_ID, PaymentHistory } from "../components/payment-history.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

// customer-side.md §2 My Bookings, made real (DESIGN.md Placeholders): the customer's own
// bookings with working actions, and below them the Payment History the dashboard tile opens.
export function MyBookingsPage() {
  usePageTitle(m.mybookings_title());
  // The dashboard's Payment History tile links to #payments: scroll there once both lists are in.
  const bookingsLoaded = !useMyBookings(BOOKINGS_PAGE_SIZE).isPending;
  const paymentsLoaded = !useMyPayments(PAYMENTS_PAGE_SIZE).isPending;
  // The estimates (there or not, above the list) and the bookings' length decide where
  // everything below them goes: until both are known the page is its outline in skeletons, so
  // nothing drawn is pushed when they arrive (issue 28).
  const estimatesLoading = useMyEstimates().isLoading;
  const layoutKnown = bookingsLoaded && !estimatesLoading;
  useHashScroll(PAYMENTS_SECTION_ID, layoutKnown && paymentsLoaded);

  return (
    <>
      <PageHeader
        title={m.mybookings_title()}
        description={m.mybookings_description()}
        actions={
          <>
            <a href={`#${PAYMENTS_SECTION_ID}`} className={buttonClassName({ variant: "outline" })}>
              {m.payhist_title()}
            </a>
            <Link to={paths.services} className={buttonClassName()}>
              <Plus aria-hidden="true" />
              {m.mybookings_book_service()}
            </Link>
          </>
        }
      />
      {layoutKnown ? (
        <>
          <MyEstimates />
          <section aria-labelledby="bookings-heading" className="mb-10">
            <h2 id="bookings-heading" className="sr-only">
              {m.mybookings_bookings()}
            </h2>
            <MyBookingsList />
          </section>
          <PaymentHistory />
        </>
      ) : (
        <MyBookingsOutline />
      )}
    </>
  );
}

/** The page below its header in skeletons: the list's cards, then the payments' card. */
export function MyBookingsOutline() {
  return (
    <div aria-busy="true">
      <div className="mb-10">
        <MyBookingsList loading />
      </div>
      <PaymentHistory loading />
    </div>
  );
}
