import { Check, X } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { TCustomerEstimate } from "@/shared/schemas/estimates.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { formatDateTime, formatMoney } from "@/client/lib/format.ts";
import { Badge } from "@/client/ui/badge.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/ui/card.tsx";
import { useDecideEstimate, useMyEstimates } from "../api/my-estimates.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

// The words are said when drawn, in the page's language.
const STATUS = {
  sent: [m.mybookings_estimate_sent, "brand"],
  approved: [m.mybookings_estimate_approved, "success"],
  declined: [m.mybookings_estimate_declined, "destructive"],
  draft: [m.mybookings_estimate_draft, "secondary"],
} as const;

/** The toasts of a decision, the same wherever the customer decides. */
export const decisionToasts = (decision: "approve" | "decline") => ({
  onSuccess: () =>
    toast.success(m.mybookings_estimate_success(), {
      description: decision === "approve" ? m.mybookings_estimate_approved_toast() : m.mybookings_estimate_declined_toast(),
    }),
  onError: (error: unknown) => toast.error(m.mybookings_estimate_error(), { description: errorMessage(error, m.mybookings_estimate_decision_failed()) }),
});

/**
 * One estimate as its customer sees it, with Approve and Decline while it awaits them: in My
 * Bookings, and on the page a mail's signed link opens (decision 0144).
 */
export function EstimateCard({
  estimate,
  onDecide,
  deciding,
  headingLevel = "h3",
}: {
  estimate: Omit<TCustomerEstimate, "booking_id">;
  onDecide: (decision: "approve" | "decline") => void;
  deciding: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const [statusLabel, variant] = STATUS[estimate.status];
  const label = statusLabel();
  const act = onDecide;
  const headingId = `estimate-${estimate.id}`;
  return (
    <Card aria-labelledby={headingId} data-testid="my-estimate">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as={headingLevel} id={headingId} className="text-lg">
          {m.mybookings_estimate_for({ title: estimate.job_title })}
          {estimate.revision > 1 ? m.mybookings_estimate_revision({ revision: estimate.revision }) : ""}
        </CardTitle>
        <Badge variant={variant}>{label}</Badge>
      </CardHeader>
      <CardContent className="space-y-3">
        <table className="w-full text-sm">
          <caption className="sr-only">{m.mybookings_estimate_lines()}</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 font-medium">
                {m.mybookings_estimate_item()}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {m.mybookings_estimate_amount()}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {estimate.items.map((item, index) => (
              <tr key={index}>
                <td className="py-1 text-slate-800">
                  {item.description}{" "}
                  <span className="text-slate-600">
                    · {item.quantity} × {formatMoney(item.rate)}
                  </span>
                </td>
                <td className="py-1 text-right tabular-nums">{formatMoney(item.total)}</td>
              </tr>
            ))}
            {estimate.estimated_hours > 0 ? (
              <tr>
                <td className="py-1 text-slate-800">
                  {m.mybookings_estimate_labor()}{" "}
                  <span className="text-slate-600">
                    · {m.mybookings_hours({ hours: estimate.estimated_hours })} × {formatMoney(estimate.labor_rate)}
                  </span>
                </td>
                <td className="py-1 text-right tabular-nums">{formatMoney(estimate.labor_cost)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
        <dl className="space-y-1 text-sm">
          {estimate.discount > 0 ? (
            // The first booking's discount, taken off this estimate too (decision 0181).
            <>
              <div className="flex justify-between">
                <dt>{m.booking_subtotal()}</dt>
                <dd className="tabular-nums">{formatMoney(estimate.subtotal)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>{m.booking_discount_percent({ percent: estimate.discount_percent })}</dt>
                <dd className="tabular-nums">{formatMoney(-estimate.discount)}</dd>
              </div>
            </>
          ) : null}
          <div className="flex justify-between">
            <dt>{m.mybookings_estimate_tax({ rate: estimate.tax_rate_percent })}</dt>
            <dd className="tabular-nums">{formatMoney(estimate.tax)}</dd>
          </div>
          <div className="flex justify-between text-base font-bold">
            <dt>{m.mybookings_estimate_total()}</dt>
            <dd className="tabular-nums">{formatMoney(estimate.total)}</dd>
          </div>
          <div className="flex justify-between text-slate-700">
            <dt>{m.mybookings_estimate_deposit_paid()}</dt>
            <dd className="tabular-nums">{formatMoney(estimate.deposit_paid)}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt>{m.mybookings_estimate_balance()}</dt>
            <dd className="tabular-nums">{formatMoney(estimate.balance)}</dd>
          </div>
        </dl>
        {estimate.notes ? <p className="text-sm text-slate-700">{m.mybookings_estimate_notes({ notes: estimate.notes })}</p> : null}
        {estimate.status === "sent" ? (
          <div className="grid grid-cols-2 gap-2">
            <Button size="lg" onClick={() => act("approve")} disabled={deciding}>
              <Check aria-hidden="true" />
              {m.mybookings_estimate_approve()}
            </Button>
            <Button variant="outline" size="lg" onClick={() => act("decline")} disabled={deciding}>
              <X aria-hidden="true" />
              {m.mybookings_estimate_decline()}
            </Button>
          </div>
        ) : estimate.decided_at ? (
          <p className="text-sm text-slate-600">{m.mybookings_estimate_decided({ status: label, when: formatDateTime(estimate.decided_at) })}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function MyEstimateCard({ estimate }: { estimate: TCustomerEstimate }) {
  const decide = useDecideEstimate();
  return (
    <EstimateCard
      estimate={estimate}
      deciding={decide.isPending}
      onDecide={(decision) => decide.mutate({ id: estimate.id, decision }, decisionToasts(decision))}
    />
  );
}

/** No-surprise pricing: the estimates sent for the customer's jobs, to approve or decline. */
export function MyEstimates() {
  const estimates = useMyEstimates();
  const items = estimates.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="estimates-heading" className="mb-10 space-y-3">
      <h2 id="estimates-heading" className="text-xl font-semibold text-slate-900">
        {m.mybookings_estimates()}
      </h2>
      {items.map((estimate) => (
        <MyEstimateCard key={estimate.id} estimate={estimate} />
      ))}
    </section>
  );
}
