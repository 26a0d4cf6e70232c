import type { TTx } from "../../db/tx.ts";
import type { TMailer } from "../../mail/mailer.ts";
import { invoiceTemplates } from "../../mail/templates.ts";
import type { TBusinessSettings } from "../../../shared/schemas/settings.ts";
import type { TReadJobLedger } from "../ledger/job-ledger.ts";
import type { TLocale } from "../../../shared/i18n/locale.ts";

/**
 * The receipt of a payment the site took for a booking (its deposit, an emergency's fee), written
 * to the mail outbox in the transaction that records the payment taken: one mail per payment,
 * none for one that rolled back or was declined, and none for a retry (which finds the payment
 * already recorded). What is still due is the job's ledger's `due` after the payment (decision
 * 0135); a deposit paid before its booking exists has no price yet. Like the invoice's receipt
 * (decision 0129) it is a record of money, not news: the notification preferences do not apply.
 */
export function paymentReceipts(deps: {
  mailer: TMailer;
  readLedger: TReadJobLedger;
  business: (tx: TTx) => Promise<TBusinessSettings>;
  /** An address in the product, from PUBLIC_URL. */
  link: (path: string) => string;
}) {
  return {
    link: deps.link,
    async booking(
      tx: TTx,
      payment: {
        to: string;
        customer_name: string;
        /** What it paid for, said in the recipient's language ("Deposit for Faucet repair"). */
        paid_for: () => string;
        amount: number;
        is_test: boolean;
        /** Null for a step-1 deposit, before its booking exists. */
        bookingId: string | null;
        /** How the customer names this booking when they call ("Booking #…"). */
        reference?: string;
        /** Where the customer follows it, when not their dashboard (a guest's signed link), and what to call it. */
        url?: string;
        urlLabel?: () => string;
        /** The language of the page a guest paid from; an account's own choice wins (decision 0166). */
        locale?: TLocale;
      },
    ) {
      // A guest's emergency fee may come with a phone only: there is nobody to mail.
      if (!payment.to) return;
      const read = payment.bookingId ? await deps.readLedger({ bookingId: payment.bookingId }, tx) : null;
      const business = await deps.business(tx);
      await deps.mailer.enqueue(
        {
          to: payment.to,
          locale: payment.locale,
          render: () =>
            invoiceTemplates.bookingPaymentReceipt(
              payment.to,
              {
                customer_name: payment.customer_name,
                paid_for: payment.paid_for(),
                amount: payment.amount,
                method: "card",
                received_at: new Date(),
                still_due: read ? read.ledger.due : null,
                is_test: payment.is_test,
                reference: payment.reference ?? null,
                url: payment.url ?? deps.link("/dashboard/bookings"),
                url_label: payment.urlLabel?.(),
              },
              business,
            ),
        },
        tx,
      );
    },
  };
}

export type TPaymentReceipts = ReturnType<typeof paymentReceipts>;
