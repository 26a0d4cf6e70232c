import type { ReactNode } from "react";
import { slotWithZone } from "@/shared/rules/business-time.ts";
import { CircleCheck } from "lucide-react";
import type { TBookingSummary } from "@/shared/schemas/bookings.ts";
import { formatBookingDate } from "@/client/lib/calendar-day.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { bookingTaxNote, taxLabel } from "@/shared/rules/ledger.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Badge } from "@/client/ui/badge.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll("_", " ");

// The stored states' words, said when shown; one the page does not know is shown as stored.
const BOOKING_STATUS: Record<string, () => string> = {
  pending: m.checkout_booking_pending,
  confirmed: m.checkout_booking_confirmed,
  completed: m.checkout_booking_completed,
  cancelled: m.checkout_booking_cancelled,
};
const PAYMENT_STATUS: Record<string, () => string> = {
  paid: m.checkout_payment_paid,
  unpaid: m.checkout_payment_unpaid,
  pending: m.checkout_payment_pending,
  failed: m.checkout_payment_failed,
  refunded: m.checkout_payment_refunded,
};
const said = (words: Record<string, () => string>, value: string) => words[value]?.() ?? capitalize(value);

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <dt className={strong ? "font-semibold text-slate-900" : "text-slate-600"}>{label}</dt>
      <dd className={strong ? "text-base font-bold text-brand-800 tabular-nums" : "text-right font-medium text-slate-900 tabular-nums"}>{children}</dd>
    </div>
  );
}

/** DESIGN.md: the checkout page shows the real booking, as the server recorded it. */
export function BookingSummaryCard({ summary }: { summary: TBookingSummary }) {
  return (
    <div className="space-y-6">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-green-700" />
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{m.checkout_received()}</h2>
          <p className="mt-1 text-slate-600">{m.checkout_thanks()}</p>
        </div>
      </div>

      {summary.is_test ? (
        <Alert variant="warning" title={m.checkout_test()}>
          {m.checkout_test_text()}
        </Alert>
      ) : null}

      <section aria-labelledby="summary-visit">
        <h3 id="summary-visit" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {m.checkout_your_visit()}
        </h3>
        <dl className="mt-1 divide-y divide-slate-100 text-sm">
          <Row label={m.checkout_service()}>{summary.service_name ?? m.checkout_service()}</Row>
          <Row label={m.booking_date()}>{formatBookingDate(summary.scheduled_date)}</Row>
          <Row label={m.booking_time()}>{slotWithZone(summary.scheduled_time)}</Row>
          {summary.estimated_hours !== null ? <Row label={m.checkout_estimated_hours()}>{summary.estimated_hours}</Row> : null}
          <Row label={m.checkout_status()}>
            <Badge variant="accent">{said(BOOKING_STATUS, summary.status)}</Badge>
          </Row>
          <Row label={m.checkout_reference()}>
            <span className="font-mono text-xs break-all">{summary.id}</span>
          </Row>
        </dl>
      </section>

      <section aria-labelledby="summary-payment" className="rounded-xl bg-slate-50 px-4 py-2">
        <h3 id="summary-payment" className="pt-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {m.checkout_payment()}
        </h3>
        <dl className="divide-y divide-slate-200 text-sm">
          {summary.add_ons.length > 0 ? (
            <div className="py-3">
              <dt className="text-slate-600">{m.booking_add_ons()}</dt>
              <dd>
                <ul className="mt-1 space-y-1">
                  {summary.add_ons.map((addOn) => (
                    <li key={addOn.name} className="flex justify-between gap-4 font-medium text-slate-900">
                      <span>{addOn.name}</span>
                      <span className="tabular-nums">{formatMoney(addOn.price)}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          <Row label={m.booking_subtotal()}>{formatMoney(summary.subtotal)}</Row>
          {summary.discount_amount > 0 ? (
            <>
              <Row label={m.booking_discount()}>−{formatMoney(summary.discount_amount)}</Row>
              <Row label={m.booking_total()}>{formatMoney(summary.subtotal - summary.discount_amount)}</Row>
            </>
          ) : null}
          <Row label={m.checkout_initial_payment({ status: said(PAYMENT_STATUS, summary.initial_payment_status) })}>
            {formatMoney(summary.initial_payment_amount)}
          </Row>
          <Row label={m.booking_remaining()}>{formatMoney(summary.remaining_balance)}</Row>
          {/* Decision 0146: the figures above are before tax; the job's ledger adds the tax. */}
          <Row label={taxLabel(summary.ledger.tax_rate_percent)}>{formatMoney(summary.ledger.tax)}</Row>
          <Row label={m.checkout_remaining_tax()} strong>
            {formatMoney(summary.ledger.due)}
          </Row>
          <Row label={m.checkout_total_tax()}>{formatMoney(summary.ledger.total)}</Row>
        </dl>
        <p className="pb-3 text-xs text-slate-600">{bookingTaxNote(summary.ledger.tax_rate_percent)}</p>
      </section>
    </div>
  );
}
