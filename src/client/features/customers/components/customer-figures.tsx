import type { TCustomerListItem } from "@/shared/schemas/customers.ts";
import { formatDay, formatMoney } from "@/client/lib/format.ts";

export const customerName = (customer: Pick<TCustomerListItem, "first_name" | "last_name" | "email">) =>
  `${customer.first_name} ${customer.last_name}`.trim() || (customer.email ?? "");

/** Total paid, with the part paid in test mode said apart (decision 0056). */
export function PaidAmount({ paid }: { paid: TCustomerListItem["paid"] }) {
  return (
    <span className="flex flex-col">
      <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(paid.total)}</span>
      {paid.test !== 0 ? <span className="text-xs text-slate-600 tabular-nums">incl. {formatMoney(paid.test)} test</span> : null}
    </span>
  );
}

export function LastVisit({ day }: { day: string | null }) {
  return day ? <time dateTime={day}>{formatDay(day)}</time> : <span className="text-slate-500">No visits yet</span>;
}
