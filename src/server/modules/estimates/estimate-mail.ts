import type { TMail } from "../../mail/mailer.ts";
import { DOCUMENT_LINK_DAYS } from "../../../shared/rules/document-link.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

type TEstimateMail = {
  job_title: string;
  revision: number;
  items: readonly { description: string; quantity: number; rate: number; total: number }[];
  estimated_hours: number;
  labor_rate: number;
  labor_cost: number;
  subtotal: number;
  /** The first-booking discount (decision 0181); 0 without one. */
  discount_percent: number;
  discount: number;
  tax_rate_percent: number;
  tax: number;
  total: number;
  notes: string | null;
};

/**
 * The estimate sent to the job's customer, with the link to approve or decline it: a
 * signed link that opens this estimate with or without an account (decision 0144). Written in
 * the messages' current language: the mailer renders it in the customer's (decision 0166).
 */
export function estimateMail(
  to: string,
  customerName: string,
  estimate: TEstimateMail,
  business: { name: string; phone: string; email: string },
  approveUrl: string,
): TMail {
  const lines = estimate.items.map((item) => `  ${item.description}: ${item.quantity} × ${money(item.rate)} = ${money(item.total)}`);
  if (estimate.estimated_hours > 0) {
    lines.push(`  ${m.mail_estimate_labor({ hours: estimate.estimated_hours, rate: money(estimate.labor_rate), cost: money(estimate.labor_cost) })}`);
  }
  const job = estimate.revision > 1 ? m.mail_estimate_revision({ job: estimate.job_title, revision: estimate.revision }) : estimate.job_title;
  const line = (label: string, value: string) => m.mail_line({ label, value });
  return {
    to,
    kind: "estimate",
    subject: m.mail_estimate_subject({ job, business: business.name }),
    text: [
      m.mail_estimate_hello({ name: customerName }),
      "",
      m.mail_estimate_intro({ job }),
      "",
      ...lines,
      "",
      line(m.booking_subtotal(), money(estimate.subtotal)),
      ...(estimate.discount > 0 ? [line(m.booking_discount_percent({ percent: estimate.discount_percent }), `-${money(estimate.discount)}`)] : []),
      line(m.tax_label({ rate: estimate.tax_rate_percent }), money(estimate.tax)),
      line(m.mail_total(), money(estimate.total)),
      ...(estimate.notes ? ["", line(m.mail_estimate_notes(), estimate.notes)] : []),
      "",
      m.mail_estimate_link({ days: DOCUMENT_LINK_DAYS }),
      approveUrl,
      "",
      `${business.name} · ${business.phone} · ${business.email}`,
    ].join("\n"),
  };
}
