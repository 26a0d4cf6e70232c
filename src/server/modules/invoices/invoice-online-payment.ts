import { balanceChanged, INVOICE_ALREADY_PAID, INVOICE_VOID, PAYMENT_UNDER_WAY } from "../../../shared/rules/refusals.ts";
import { AppError, fieldError, notFound } from "../../errors.ts";
import type { TTx } from "../../db/tx.ts";
import type { TViewer } from "../../auth/guard.ts";
import { ownerOf } from "../../auth/guard.ts";
import type { TDocumentLinks } from "../documents/document-links.ts";
import type { TMailer } from "../../mail/mailer.ts";
import { invoiceTemplates, money } from "../../mail/templates.ts";
import { formatInvoiceNumber } from "../../../shared/rules/invoice.ts";
import type { TBusinessSettings } from "../../../shared/schemas/settings.ts";
import type { TInvoicePaid, TPayInvoiceRequest } from "../../../shared/schemas/invoices.ts";
import { audit } from "../audit/audit.ts";
import { idempotentRequest, type TIdempotencyService, type TIdempotentReply, type TStoredResponse } from "../idempotency/idempotency.service.ts";
import type { TReadJobLedger } from "../ledger/job-ledger.ts";
import type { TNotifier } from "../notifications/notifier.ts";
import type { TCollectPayment, TOutcome } from "../payments/collect-payment.ts";
import { liveUnavailable, type TPaymentProvider } from "../payments/payment-provider.ts";
import { paymentRecords } from "../payments/payments.ts";
import type { TInvoicesRepository } from "./invoices.repository.ts";

export const KEY_REQUIRED = "is required to pay: a retry with the same key charges nothing more";

type TOutcomeDeps = {
  repository: TInvoicesRepository;
  readLedger: TReadJobLedger;
  notifier: TNotifier;
  mailer: TMailer;
  settings: { business: (executor?: TTx) => Promise<TBusinessSettings> };
  links: TDocumentLinks;
};

/**
 * Decision 0151: who pays an invoice online. A signed-in customer pays their own invoice; the
 * holder of the invoice mail's signed link pays the one invoice the link names, with no account
 * (the payment is nobody's user, as a guest's deposit is). Their idempotency keys live apart.
 */
export type TInvoicePayer = { kind: "account"; viewer: TViewer } | { kind: "link" };

/** The idempotency record's caller: the signed-in user, or the link's invoice, stable across the link's reissues. */
function callerOf(payer: TInvoicePayer, invoiceId: string): string {
  return payer.kind === "account" ? payer.viewer.user.id : `document:${invoiceId}`;
}

/**
 * What an online payment of an invoice does once the provider took it, in the transaction that
 * records it taken (decision 0142): the invoice paid when the ledger says nothing is left (as the
 * office's payments do, decision 0135), an audit entry, the admins' bell, and the customer's
 * receipt (decision 0129's template, with the invoice's link). The request that took the payment
 * and the sweep of payments whose answer never came (decision 0105) both record through here.
 */
export function invoicePaymentOutcome(deps: TOutcomeDeps) {
  return (invoiceId: string, paymentId: string): TOutcome => ({
    async paid(tx, charge) {
      const invoice = await deps.repository.lockInvoice(tx, invoiceId);
      if (!invoice) throw new Error(`invoice ${invoiceId} is gone`);
      const payment = await deps.repository.onlinePayment(tx, paymentId);
      const read = await deps.readLedger({ invoiceId }, tx);
      const due = read?.ledger.due ?? 0;
      const now = new Date();
      if (due === 0) await deps.repository.markPaid(tx, { id: invoiceId, paymentId, paidBy: payment.user_id, at: now });
      const number = formatInvoiceNumber(invoice.number);
      await audit.record(tx, {
        actorId: payment.user_id,
        action: "pay-online",
        entity: "invoice",
        entityId: invoiceId,
        details: {
          number: invoice.number,
          payment_id: paymentId,
          amount: payment.amount,
          method: "card",
          balance: due,
          // Decision 0151: a payment with no user was made from the mail's signed link.
          via: payment.user_id ? "account" : "signed-link",
        },
      });
      await deps.notifier.admins(tx, {
        kind: "payment",
        preference: null,
        title: "Invoice paid online",
        body: `${invoice.customer_name || "A customer"} paid ${money(payment.amount)} on ${number}${charge.isTest ? " (test)" : ""}. ${due === 0 ? "Paid in full." : `Still due: ${money(due)}.`}`,
        link: `/admin/invoices?invoice=${invoiceId}`,
      });
      const business = await deps.settings.business(tx);
      // No receipt for a customer added without an e-mail (decision 0153).
      const to = invoice.current_email || invoice.customer_email;
      if (to) {
        await deps.mailer.enqueue(
          {
            to,
            locale: invoice.booking_locale ?? undefined,
            render: () =>
              invoiceTemplates.paymentReceipt(
                to,
                {
                  number: invoice.number,
                  customer_name: invoice.customer_name,
                  job_title: invoice.job_title,
                  amount: payment.amount,
                  method: "card",
                  reference: null,
                  received_at: now,
                  still_due: due,
                  is_test: charge.isTest,
                  // The payer from the signed link may have no account: their receipt carries a fresh link.
                  url: payment.user_id ? deps.notifier.link(`/dashboard/invoices/${invoiceId}`) : deps.links.url("invoice", invoiceId),
                },
                business,
              ),
          },
          tx,
        );
      }
      const body: TInvoicePaid = {
        invoice_id: invoiceId,
        payment_id: paymentId,
        amount: payment.amount,
        is_test: charge.isTest,
        balance_due: due,
        status: due === 0 ? "paid" : "unpaid",
      };
      return { status: 201, body } satisfies TStoredResponse;
    },
    // The payment row is marked failed by the settlement; the invoice was never touched.
    failed: async () => {},
  });
}

/**
 * Decision 0142: the customer pays the balance of their own invoice online, through the same
 * provider seam, idempotency helper and pending-then-settle order as the booking's deposit
 * (decisions 0019, 0134). The server charges what the ledger says is due; the amount the
 * customer saw must still be it. Under the invoice's row lock the payment is written pending, and
 * a pending one holds the balance: a second payment at the same time (another tab, another key)
 * is a 409 and nothing is charged twice.
 */
export function invoiceOnlinePayments(
  deps: TOutcomeDeps & {
    idempotency: TIdempotencyService;
    collect: TCollectPayment;
    provider: TPaymentProvider;
  },
) {
  const outcome = invoicePaymentOutcome(deps);
  return {
    /**
     * One payment of the invoice's balance, by either payer (decision 0151): the signed-in route
     * and the signed link's route both come here. The link's token already names the invoice, so
     * only a signed-in payer is checked for owning it.
     */
    async pay(payer: TInvoicePayer, invoiceId: string, input: TPayInvoiceRequest, key: string | undefined): Promise<TIdempotentReply> {
      // Another customer's invoice is not found, as reading it is.
      if (payer.kind === "account" && !(await deps.repository.isOwn(ownerOf(payer.viewer), invoiceId))) throw notFound("Invoice");
      if (!key) throw fieldError("Idempotency-Key", KEY_REQUIRED);
      const request = {
        ...idempotentRequest("invoice.pay", null, { invoice_id: invoiceId, amount: input.amount, idempotency_key: key }),
        caller: callerOf(payer, invoiceId),
      };
      return deps.idempotency.write(request, async () => {
        const found = await deps.repository.find(invoiceId);
        if (!found) throw notFound("Invoice");
        // The invoice's mode decides the charge's: a test booking's bill is paid in test mode.
        if (!deps.provider.accepts(found.is_test)) throw liveUnavailable();
        return {
          pending: async (tx, recordId) => {
            const invoice = await deps.repository.lockInvoice(tx, invoiceId);
            if (!invoice) throw notFound("Invoice");
            if (invoice.voided_at) throw new AppError("CONFLICT", INVOICE_VOID);
            if (invoice.paid_at) throw new AppError("CONFLICT", INVOICE_ALREADY_PAID);
            if ((await deps.repository.pendingOnline(tx, invoiceId)) > 0) throw new AppError("CONFLICT", PAYMENT_UNDER_WAY);
            const due = (await deps.readLedger({ invoiceId }, tx))?.ledger.due ?? 0;
            if (due === 0) throw new AppError("CONFLICT", INVOICE_ALREADY_PAID);
            if (input.amount !== due) {
              throw new AppError("CONFLICT", balanceChanged(due), [{ field: "amount", message: `must be the balance due, ${money(due)}` }]);
            }
            const [payment] = await paymentRecords.insertPending(tx, {
              booking_id: invoice.booking_id,
              invoice_id: invoiceId,
              user_id: payer.kind === "account" ? payer.viewer.user.id : null,
              idempotency_key: recordId,
              kind: "balance",
              amount: due,
              is_test: invoice.is_test,
              method: "card",
            });
            return { paymentId: payment.id, amount: due, isTest: invoice.is_test, number: invoice.number };
          },
          afterCommit: (pending) =>
            deps.collect(
              {
                paymentId: pending.paymentId,
                recordId: pending.recordId,
                amount: pending.amount,
                isTest: pending.isTest,
                description: `Invoice ${formatInvoiceNumber(pending.number)}`,
              },
              outcome(invoiceId, pending.paymentId),
            ),
        };
      });
    },
  };
}

export type TInvoiceOnlinePayments = ReturnType<typeof invoiceOnlinePayments>;
