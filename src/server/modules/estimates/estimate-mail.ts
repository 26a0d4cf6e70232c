import type { TMail } from "../../mail/mailer.ts";
import { DOCUMENT_LINK_DAYS } from "../../../shared/rules/document-link.ts";

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

type TEstimateMail = {
  job_title: string;
  revision: number;
  items: readonly { description: string; quantity: number; rate: number; total: number }[];
  estimated_hours: number;
  labor_rate: number;
  labor_cost: number;
  subtotal: number;
  tax_rate_percent: number;
  tax: number;
  total: number;
  notes: string | null;
};

/**
 * The estimate sent to the job's customer, with the link to approve or decline it: a
 * signed link that opens this estimate with or without an account (decision 0144).
 */
export function estimateMail(
  to: string,
  customerName: string,
  estimate: TEstimateMail,
  business: { name: string; phone: string; email: string },
  approveUrl: string,
): TMail {
  const lines = estimate.items.map((item) => `  ${item.description}: ${item.quantity} × ${money(item.rate)} = ${money(item.total)}`);
  if (estimate.estimated_hours > 0) lines.push(`  Labor: ${estimate.estimated_hours} hr × ${money(estimate.labor_rate)} = ${money(estimate.labor_cost)}`);
  const revision = estimate.revision > 1 ? ` (revision ${estimate.revision})` : "";
  return {
    to,
    kind: "estimate",
    subject: `Your estimate for ${estimate.job_title}${revision} · ${business.name}`,
    text: [
      `Hello ${customerName},`,
      "",
      `Here is your estimate for ${estimate.job_title}${revision}:`,
      "",
      ...lines,
      "",
      `Subtotal: ${money(estimate.subtotal)}`,
      `Tax (${estimate.tax_rate_percent}%): ${money(estimate.tax)}`,
      `Total: ${money(estimate.total)}`,
      ...(estimate.notes ? ["", `Notes: ${estimate.notes}`] : []),
      "",
      `Approve or decline it here, no sign-in needed (the link works for ${DOCUMENT_LINK_DAYS} days):`,
      approveUrl,
      "",
      `${business.name} · ${business.phone} · ${business.email}`,
    ].join("\n"),
  };
}
