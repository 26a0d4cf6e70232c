import { useState } from "react";
import { CreditCard } from "lucide-react";
import type { TMyInvoiceDetail } from "@/shared/schemas/invoices.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { needsNewIdempotencyKey } from "@/client/lib/idempotency.ts";
import { TestModeSwitch, useLivePayments } from "@/client/lib/payments/test-mode-switch.tsx";
import { toast } from "@/client/lib/toast.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";
import type { TPayBalanceMutation } from "../api/pay-my-invoice.ts";

/**
 * The customer pays what is left on their invoice (decision 0142), as booking step 1 pays its
 * deposit: the Test mode switch (the invoice's own mode, which the server decides) and one Pay
 * button with the amount. The server charges its ledger's balance; a balance that changed since
 * the page was read is refused and read again, so the button always shows what will be charged.
 * The same panel pays from the account's invoice page and from the mail's signed link (decision
 * 0151); the page gives the payment to send.
 */
export function PayBalance({ invoice, payment }: { invoice: TMyInvoiceDetail; payment: TPayBalanceMutation }) {
  // One key per attempt: a retry of it (a lost answer, a second click) pays once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<string | null>(null);
  const livePayments = useLivePayments();
  const due = invoice.ledger.due;
  if (invoice.status !== "unpaid" || due <= 0) return null;
  const paying = payment.isPending;

  const pay = async () => {
    if (paying) return;
    setRefusal(null);
    try {
      const paid = await payment.mutateAsync({ amount: due, idempotencyKey });
      setIdempotencyKey(crypto.randomUUID());
      toast.success(paid.is_test ? m.test_payment_successful() : m.payment_successful(), {
        id: `invoice-payment-${paid.payment_id}`,
        description: m.invoice_pay_received({ amount: formatMoney(paid.amount) }),
      });
    } catch (error) {
      // A declined or failed payment settles its key; a refusal (409) wrote nothing and may be sent again once read.
      if (needsNewIdempotencyKey(error)) setIdempotencyKey(crypto.randomUUID());
      setRefusal(errorMessage(error));
      toast.error(m.payment_failed(), { description: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby="pay-balance-title" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="pay-balance-title" className="text-lg font-semibold text-slate-900">
          {m.invoice_pay_title()}
        </h2>
        <p className="text-sm text-slate-700">
          {m.invoice_balance_due()} <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(due)}</span>
        </p>
      </div>
      {!invoice.is_test && !livePayments ? (
        // A live invoice (a job the office booked) while no live card provider is set up: no
        // button that could only fail; the ways to pay that work today instead.
        <p className="text-sm text-slate-700">{m.invoice_pay_unavailable()}</p>
      ) : (
        payControls()
      )}
    </section>
  );

  function payControls() {
    return (
      <>
        <TestModeSwitch id="invoice-test-mode" isTest={invoice.is_test} onChange={() => {}} disabled liveHint={m.invoice_pay_live_hint()} />
        {refusal ? (
          <Alert variant="destructive" title={m.payment_failed()}>
            {refusal}
          </Alert>
        ) : null}
        <Button
          size="lg"
          variant="accent"
          className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          aria-disabled={paying ? true : undefined}
          onClick={pay}
        >
          {paying ? <Spinner /> : <CreditCard aria-hidden="true" />}
          {paying ? m.booking_processing() : invoice.is_test ? m.booking_pay_test({ amount: formatMoney(due) }) : m.booking_pay({ amount: formatMoney(due) })}
        </Button>
        {paying ? (
          <p role="status" className="sr-only">
            {m.booking_processing()}
          </p>
        ) : null}
      </>
    );
  }
}
