import type { TEstimateDocument } from "@/shared/schemas/estimates.ts";
import { formatMoney } from "@/client/lib/format.ts";

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The printable page: the business's letterhead, the customer and job, the lines and totals. */
export function estimateHtml({ estimate, job, business }: TEstimateDocument): string {
  const rows = estimate.items
    .map(
      (item) => `<tr><td>${escape(item.description)}</td><td>${item.quantity}</td><td>${formatMoney(item.rate)}</td><td>${formatMoney(item.total)}</td></tr>`,
    )
    .join("");
  const labor =
    estimate.estimated_hours > 0
      ? `<tr><td>Labor</td><td>${estimate.estimated_hours} hr</td><td>${formatMoney(estimate.labor_rate)}</td><td>${formatMoney(estimate.labor_cost)}</td></tr>`
      : "";
  // The job's first-booking discount (decision 0181), in the page's English as its other words.
  const discount =
    estimate.discount > 0 ? `<tr><td>First-booking discount (${estimate.discount_percent}%)</td><td>${formatMoney(-estimate.discount)}</td></tr>` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Estimate · ${escape(job.title)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;color:#0f172a;margin:32px}h1{font-size:22px;margin:0}table{width:100%;border-collapse:collapse;margin:16px 0}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #cbd5e1}td:nth-child(n+2),th:nth-child(n+2){text-align:right}.totals{margin-left:auto;width:260px}
.totals td{border:0;padding:2px 8px}.total td{font-weight:700;font-size:16px;border-top:2px solid #0f172a}header{display:flex;justify-content:space-between;gap:24px}</style></head>
<body><header><div><h1>${escape(business.name)}</h1><div>${escape(business.address ?? "")}</div><div>${escape(business.phone)} · ${escape(business.email)}</div></div>
<div><strong>Estimate</strong>${estimate.revision > 1 ? ` (revision ${estimate.revision})` : ""}<div>${new Date(estimate.created_at).toLocaleDateString("en-US")}</div><div>Status: ${estimate.status}</div></div></header>
<h2>${escape(job.title)}</h2><div>${escape(job.customer_name ?? "")}</div><div>${escape(job.service_address)}, ${escape(job.service_city)}, ${escape(job.service_state)} ${escape(job.service_zip)}</div>
<table><thead><tr><th>Description</th><th>Quantity</th><th>Rate</th><th>Amount</th></tr></thead><tbody>${rows}${labor}</tbody></table>
<table class="totals"><tr><td>Subtotal</td><td>${formatMoney(estimate.subtotal)}</td></tr>${discount}<tr><td>Tax (${estimate.tax_rate_percent}%)</td><td>${formatMoney(estimate.tax)}</td></tr>
<tr class="total"><td>Total</td><td>${formatMoney(estimate.total)}</td></tr></table>${estimate.notes ? `<p><strong>Notes:</strong> ${escape(estimate.notes)}</p>` : ""}</body></html>`;
}

/** Prints the page from a frame of its own, so the app around it stays out of the print. */
export function printEstimate(document: TEstimateDocument) {
  const frame = window.document.createElement("iframe");
  frame.setAttribute("aria-hidden", "true");
  frame.title = "Printable estimate";
  frame.style.cssText = "position:fixed;right:0;bottom:0;width:0;height:0;border:0";
  frame.srcdoc = estimateHtml(document);
  frame.onload = () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 60_000);
  };
  window.document.body.append(frame);
}
