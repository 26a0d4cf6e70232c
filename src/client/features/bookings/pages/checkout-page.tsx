import { Link, useSearchParams } from "react-router";
import { CircleCheck, Info } from "lucide-react";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { buttonClassName } from "@/client/ui/button.tsx";
import { Card, CardContent } from "@/client/ui/card.tsx";

// customer-side.md §2 Booking checkout page: reads bookingId and serviceId from the query.
export function CheckoutPage() {
  usePageTitle("Booking Checkout");
  const [searchParams] = useSearchParams();
  const bookingId = searchParams.get("bookingId");
  const serviceId = searchParams.get("serviceId");

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Booking Checkout</h1>
      <Card className="mt-8">
        <CardContent>
          {bookingId || serviceId ? (
            <>
              <div className="flex items-start gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
                <div>
                  <h2 className="text-lg font-semibold text-slate-900">We received your booking</h2>
                  <p className="mt-1 text-slate-600">
                    Thank you! Our team will contact you shortly to confirm the details. Online checkout is coming soon.
                  </p>
                </div>
              </div>
              <dl className="mt-6 divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 text-sm">
                {bookingId ? (
                  <div className="flex flex-wrap justify-between gap-2 py-3">
                    <dt className="font-medium text-slate-700">Booking ID</dt>
                    <dd className="font-mono break-all text-slate-900">{bookingId}</dd>
                  </div>
                ) : null}
                {serviceId ? (
                  <div className="flex flex-wrap justify-between gap-2 py-3">
                    <dt className="font-medium text-slate-700">Service ID</dt>
                    <dd className="font-mono break-all text-slate-900">{serviceId}</dd>
                  </div>
                ) : null}
              </dl>
            </>
          ) : (
            <div className="flex items-start gap-3">
              <Info aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
              <div>
                <h2 className="text-lg font-semibold text-slate-900">No booking selected</h2>
                <p className="mt-1 text-slate-600">Please start from the services page: choose a service and book it there.</p>
              </div>
            </div>
          )}
          <Link to={paths.services} className={buttonClassName({ className: "mt-6" })}>
            Book Another Service
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
