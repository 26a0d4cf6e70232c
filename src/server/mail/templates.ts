import { formatCreditNoteNumber, formatInvoiceNumber } from "../../shared/rules/invoice.ts";
import { DOCUMENT_LINK_DAYS } from "../../shared/rules/document-link.ts";
import { formatBusinessDateTime, formatVisit } from "../../shared/rules/business-time.ts";
import { bookingTaxNote, paymentMethodLabel, taxLabel, type TJobLedger } from "../../shared/rules/ledger.ts";
import { refundPolicyText, type TRefundPolicy } from "../../shared/rules/refund.ts";
import type { TMail } from "./mailer.ts";
import { dateTimeFormat, formatMoney } from "../../shared/i18n/format.ts";
import { m } from "../../shared/i18n/paraglide/messages.js";

// The words of each message the product sends. Links come from PUBLIC_URL.
// The auth mails go to an account: the mailer renders them in its language (decision 0166).
export const mailTemplates = {
  verifyEmail: (to: string, url: string): TMail => ({ to, kind: "verify-email", subject: m.mail_verify_subject(), text: m.mail_verify_text({ url }) }),
  resetPassword: (to: string, url: string): TMail => ({ to, kind: "reset-password", subject: m.mail_reset_subject(), text: m.mail_reset_text({ url }) }),
  existingAccount: (to: string, signInUrl: string): TMail => ({
    to,
    kind: "existing-account",
    subject: m.mail_existing_subject(),
    text: m.mail_existing_text({ url: signInUrl }),
  }),
  unlockSignIn: (to: string, url: string, minutes: number): TMail => ({
    to,
    kind: "unlock-sign-in",
    subject: m.mail_unlock_subject(),
    text: m.mail_unlock_text({ minutes, url }),
  }),
};

/** Dollars for the server's English texts ("$1,234.50"); a mail says its amounts with `formatMoney` in the reader's language. */
export const money = (cents: number) => formatMoney(cents, "en");

/** "November 26, 2026" / "26 de noviembre de 2026", on the business's clock. */
const issuedOn = (at: Date) => dateTimeFormat({ dateStyle: "long" }).format(at);

/** A stored payment method as the reader says it (null for the site's own payments). */
function methodLabel(method: string | null): string | null {
  const said: Record<string, () => string> = { card: m.payment_method_card, cash: m.mail_method_cash, check: m.mail_method_check, other: m.mail_method_other };
  return (method && said[method]?.()) || paymentMethodLabel(method);
}

/** "Subtotal: $129.00", a label and an amount in the messages' current language (decision 0165). */
const line = (label: string, cents: number) => m.mail_line({ label, value: formatMoney(cents) });

export const bookingTemplates = {
  bookingReceived: (
    to: string,
    booking: {
      service_name: string;
      scheduled_date: string;
      scheduled_time: string;
      subtotal: number;
      discount_amount: number;
      discount_percent: number;
      initial_payment_amount: number;
      remaining_balance: number;
      is_test: boolean;
      refund_policy: TRefundPolicy;
      /** The job's ledger: the tax, the total with it and the balance left with it (decision 0146). */
      ledger: Pick<TJobLedger, "tax_rate_percent" | "tax" | "total" | "due">;
    },
  ): TMail => ({
    to,
    kind: "booking-received",
    preference: "bookings",
    // Decision 0166: in the messages' current language (the mailer renders it in the recipient's).
    subject: m.mail_booking_subject({ service: booking.service_name }),
    text: [
      booking.is_test ? m.mail_booking_thanks_test() : m.mail_booking_thanks(),
      "",
      `${booking.service_name}`,
      formatVisit(booking.scheduled_date, booking.scheduled_time),
      line(m.booking_subtotal(), booking.subtotal),
      ...(booking.discount_amount > 0 ? [line(m.booking_discount_percent({ percent: booking.discount_percent }), -booking.discount_amount)] : []),
      line(m.mail_paid_now(), booking.initial_payment_amount),
      line(m.booking_remaining(), booking.remaining_balance),
      line(taxLabel(booking.ledger.tax_rate_percent), booking.ledger.tax),
      line(m.booking_remaining_tax(), booking.ledger.due),
      line(m.booking_total_tax(), booking.ledger.total),
      bookingTaxNote(booking.ledger.tax_rate_percent),
      "",
      refundPolicyText(booking.refund_policy),
      "",
      m.mail_booking_closing(),
    ].join("\n"),
  }),
  quoteReceived: (to: string, name: string): TMail => ({
    to,
    kind: "quote-received",
    // In the messages' current language: the page the request came from (decision 0166).
    subject: m.mail_quote_subject(),
    text: [m.mail_hi({ name }), "", m.mail_quote_text(), "", "HomeFix"].join("\n"),
  }),
};

// Invoices: the invoice an admin e-mails to the customer, as plain text.
type TInvoiceMail = {
  number: number;
  issued_at: Date;
  customer_name: string;
  job_title: string;
  lines: { description: string; quantity: number; unit_amount: number; amount: number }[];
  subtotal: number;
  tax_rate_percent: number;
  tax: number;
  total: number;
  deposit_paid: number;
  /** The credit notes issued against it (decision 0138), added up. */
  credited?: number;
  /** What is left to pay now. */
  balance: number;
  /** Paid since the invoice was issued (part payments), beside the deposit. */
  paid_since: number;
  paid: boolean;
  is_test: boolean;
  /** Where the customer reads it, prints it and sees what is left to pay. */
  url: string;
};

export const invoiceTemplates = {
  invoice: (to: string, invoice: TInvoiceMail, business: { name: string; phone: string; email: string; address?: string }): TMail => {
    const number = formatInvoiceNumber(invoice.number);
    // Decision 0166: in the messages' current language (the mailer renders it in the recipient's).
    const text = (label: string, value: string) => m.mail_line({ label, value });
    return {
      to,
      kind: "invoice",
      subject: m.mail_invoice_subject({ number, business: business.name }),
      text: [
        m.mail_hi({ name: invoice.customer_name }),
        "",
        invoice.is_test ? m.mail_invoice_intro_test({ job: invoice.job_title }) : m.mail_invoice_intro({ job: invoice.job_title }),
        "",
        m.mail_invoice_issued({ number, date: issuedOn(invoice.issued_at) }),
        "",
        ...invoice.lines.map((line) => `${line.description}: ${line.quantity} × ${formatMoney(line.unit_amount)} = ${formatMoney(line.amount)}`),
        "",
        text(m.booking_subtotal(), formatMoney(invoice.subtotal)),
        text(m.tax_label({ rate: invoice.tax_rate_percent }), formatMoney(invoice.tax)),
        text(m.mail_total(), formatMoney(invoice.total)),
        ...(invoice.credited ? [text(m.mail_credit_notes(), `-${formatMoney(invoice.credited)}`)] : []),
        text(m.mail_deposit_paid(), `-${formatMoney(invoice.deposit_paid)}`),
        ...(invoice.paid_since > 0 ? [text(m.mail_paid_since(), `-${formatMoney(invoice.paid_since)}`)] : []),
        invoice.paid ? m.mail_balance_due_none() : m.mail_balance_due({ amount: formatMoney(invoice.balance) }),
        "",
        `${m.mail_invoice_link({ days: DOCUMENT_LINK_DAYS })}\n${invoice.url}`,
        "",
        m.mail_questions({ phone: business.phone, email: business.email }),
        "",
        [business.name, business.address].filter(Boolean).join(", "),
      ].join("\n"),
    };
  },
  /**
   * The receipt for one payment against an invoice (part or all of it): what came in, how, on
   * which invoice, and what is still due after it, from the job's ledger (decision 0135).
   */
  paymentReceipt: (
    to: string,
    receipt: {
      number: number;
      customer_name: string;
      job_title: string;
      amount: number;
      method: string | null;
      reference: string | null;
      received_at: Date;
      still_due: number;
      is_test: boolean;
      /** Where the customer reads the invoice now. */
      url?: string;
    },
    business: { name: string; phone: string; email: string; address?: string },
  ): TMail => {
    const number = formatInvoiceNumber(receipt.number);
    const method = methodLabel(receipt.method);
    const text = (label: string, value: string) => m.mail_line({ label, value });
    // Decision 0166: in the messages' current language (the mailer renders it in the recipient's).
    return {
      to,
      kind: "payment-receipt",
      subject: m.mail_invoice_receipt_subject({ amount: formatMoney(receipt.amount), number }),
      text: [
        receipt.customer_name ? m.mail_hi({ name: receipt.customer_name }) : m.mail_hi_there(),
        "",
        receipt.is_test ? m.mail_invoice_receipt_thanks_test({ job: receipt.job_title }) : m.mail_invoice_receipt_thanks({ job: receipt.job_title }),
        "",
        text(m.mail_amount_paid(), formatMoney(receipt.amount)),
        ...(method ? [text(m.mail_method(), method)] : []),
        ...(receipt.reference ? [text(m.mail_reference(), receipt.reference)] : []),
        text(m.mail_invoice(), number),
        text(m.mail_received(), formatBusinessDateTime(receipt.received_at)),
        receipt.still_due > 0 ? m.mail_still_due({ amount: formatMoney(receipt.still_due) }) : m.mail_still_due_none(),
        "",
        ...(receipt.url ? [`${m.mail_see_invoice()}\n${receipt.url}`, ""] : []),
        m.mail_questions({ phone: business.phone, email: business.email }),
        "",
        [business.name, business.address].filter(Boolean).join(", "),
      ].join("\n"),
    };
  },
  /**
   * The receipt for a payment the site took before any invoice (a booking's deposit, an
   * emergency's fee): what came in, what for, how, and what is left of the job's price after it,
   * from the job's ledger. A deposit paid before its booking has no price yet: `still_due` is null.
   */
  bookingPaymentReceipt: (
    to: string,
    receipt: {
      customer_name: string;
      /** What the payment was for, e.g. "Deposit for Faucet repair" or "Emergency service fee". */
      paid_for: string;
      amount: number;
      method: string | null;
      received_at: Date;
      still_due: number | null;
      is_test: boolean;
      /** The booking's reference, when the customer has one to quote. */
      reference?: string | null;
      /** Where the customer reads the booking. */
      url: string;
      /** What the link opens ("See your booking here:"). */
      url_label?: string;
    },
    business: { name: string; phone: string; email: string; address?: string },
  ): TMail => {
    const method = receipt.method === "card" ? m.payment_method_card() : paymentMethodLabel(receipt.method);
    // Decision 0166: in the messages' current language (the mailer renders it in the recipient's).
    return {
      to,
      kind: "payment-receipt",
      subject: m.mail_receipt_subject({ amount: formatMoney(receipt.amount), paid_for: receipt.paid_for }),
      text: [
        receipt.customer_name ? m.mail_hi({ name: receipt.customer_name }) : m.mail_hi_there(),
        "",
        receipt.is_test ? m.mail_receipt_thanks_test() : m.mail_receipt_thanks(),
        "",
        line(m.mail_amount_paid(), receipt.amount),
        m.mail_line({ label: m.mail_for(), value: receipt.paid_for }),
        ...(receipt.reference ? [m.mail_line({ label: m.mail_reference(), value: receipt.reference })] : []),
        ...(method ? [m.mail_line({ label: m.mail_method(), value: method })] : []),
        m.mail_line({ label: m.mail_received(), value: formatBusinessDateTime(receipt.received_at) }),
        receipt.still_due === null
          ? m.mail_still_due_unset()
          : receipt.still_due > 0
            ? m.mail_still_due({ amount: formatMoney(receipt.still_due) })
            : m.mail_still_due_none(),
        "",
        `${receipt.url_label ?? m.mail_see_booking()}\n${receipt.url}`,
        "",
        m.mail_questions({ phone: business.phone, email: business.email }),
        "",
        [business.name, business.address].filter(Boolean).join(", "),
      ].join("\n"),
    };
  },
  /** The reminder for an unpaid invoice (the scheduled follow-up), plain text. */
  followup: (
    to: string,
    invoice: {
      number: number;
      issued_at: Date;
      customer_name: string;
      job_title: string;
      total: number;
      balance: number;
      is_test: boolean;
      reminder: number;
      url: string;
    },
  ): TMail => {
    const number = formatInvoiceNumber(invoice.number);
    const figures = {
      number,
      job: invoice.job_title,
      date: issuedOn(invoice.issued_at),
      balance: formatMoney(invoice.balance),
      total: formatMoney(invoice.total),
    };
    // Decision 0166: in the messages' current language (the mailer renders it in the recipient's).
    return {
      to,
      kind: "invoice-followup",
      subject: m.mail_followup_subject({ number, balance: formatMoney(invoice.balance) }),
      text: [
        invoice.customer_name ? m.mail_hi({ name: invoice.customer_name }) : m.mail_hi_there(),
        "",
        invoice.is_test ? m.mail_followup_text_test(figures) : m.mail_followup_text(figures),
        "",
        `${m.mail_see_invoice()}\n${invoice.url}`,
        "",
        m.mail_followup_paid(),
        "",
        m.mail_team(),
      ].join("\n"),
    };
  },
};

export const emergencyTemplates = {
  /**
   * The 2-hour promise was missed and the fee is credited (decision 0138): on the invoice's credit
   * note when the visit is billed already, else on the invoice to come.
   */
  promiseCredit: (
    to: string,
    credit: {
      customer_name: string;
      minutes_late: number;
      amount: number;
      /** The invoice and credit note, when the visit was billed already; null: credited when it is. */
      invoice_number: number | null;
      credit_note_number: number | null;
      url: string;
    },
    business: { name: string; phone: string; email: string; address?: string },
  ): TMail => ({
    to,
    kind: "emergency-promise-credit",
    // In the messages' current language: the language the emergency was booked in (decision 0166).
    subject: m.mail_credit_subject({ amount: formatMoney(credit.amount) }),
    text: [
      credit.customer_name ? m.mail_hi({ name: credit.customer_name }) : m.mail_hi_there(),
      "",
      m.mail_credit_late({ minutes: credit.minutes_late }),
      "",
      credit.invoice_number !== null && credit.credit_note_number !== null
        ? m.mail_credit_on_invoice({
            amount: formatMoney(credit.amount),
            invoice: formatInvoiceNumber(credit.invoice_number),
            credit_note: formatCreditNoteNumber(credit.credit_note_number),
          })
        : m.mail_credit_to_come({ amount: formatMoney(credit.amount) }),
      "",
      `${m.mail_follow_emergency()}\n${credit.url}`,
      "",
      m.mail_questions({ phone: business.phone, email: business.email }),
      "",
      [business.name, business.address].filter(Boolean).join(", "),
    ].join("\n"),
  }),
};
