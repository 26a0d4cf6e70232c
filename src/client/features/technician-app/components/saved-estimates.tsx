import { Pencil, Printer } from "lucide-react";
import type { TEstimate } from "@/shared/schemas/estimates.ts";
import { formatDateTime, formatMoney } from "@/client/lib/format.ts";
import { Badge } from "@/client/ui/badge.tsx";
import { Button } from "@/client/ui/button.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { estimateStatusText } from "@/shared/i18n/status-text.ts";

const STATUS_VARIANT = { draft: "secondary", sent: "brand", approved: "success", declined: "destructive" } as const;

/** The job's saved estimates with their status; the customer's decision arrives live. */
export function SavedEstimates({
  estimates,
  editingId,
  onEdit,
  onPrint,
}: {
  estimates: TEstimate[];
  editingId: string | null;
  onEdit: (estimate: TEstimate) => void;
  onPrint: (estimate: TEstimate) => void;
}) {
  if (estimates.length === 0) return <p className="text-sm text-slate-600">{m.tech_saved_none()}</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={m.tech_saved_label()}>
      {estimates.map((estimate) => (
        <li key={estimate.id} className="space-y-2 px-3 py-2" data-testid="saved-estimate">
          <div className="flex items-center justify-between gap-2">
            <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(estimate.total)}</span>
            <Badge variant={STATUS_VARIANT[estimate.status]} className="capitalize">
              {estimateStatusText(estimate.status)}
            </Badge>
          </div>
          <p className="text-sm text-slate-600">
            {formatDateTime(estimate.created_at)}
            {estimate.revision > 1 ? m.tech_saved_revision({ revision: estimate.revision }) : ""}
            {/* The job's first-booking discount, already taken off the total (decision 0181). */}
            {estimate.discount > 0 ? ` · ${m.booking_discount_percent({ percent: estimate.discount_percent })} ${formatMoney(-estimate.discount)}` : ""}
            {editingId === estimate.id ? m.tech_saved_editing() : ""}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => onEdit(estimate)} aria-label={m.tech_saved_edit_label({ amount: formatMoney(estimate.total) })}>
              <Pencil aria-hidden="true" />
              {m.tech_edit()}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onPrint(estimate)}
              aria-label={m.tech_saved_print_label({ amount: formatMoney(estimate.total) })}
            >
              <Printer aria-hidden="true" />
              {m.tech_print()}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
