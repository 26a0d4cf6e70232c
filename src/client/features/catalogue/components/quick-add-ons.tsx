import { useId, useState } from "react";
import { ChevronDown, Plus } from "lucide-react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { cn } from "@/client/lib/cn.ts";
import { formatMoney } from "@/client/lib/format.ts";

/** customer-side.md §2 Catalogue card: an expandable Quick Add-Ons list (name and price). */
export function QuickAddOns({ addOns }: { addOns: TPublicService["add_ons"] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (addOns.length === 0) return null;

  return (
    <div data-no-card-click className="rounded-xl border border-slate-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={(event) => {
          event.stopPropagation();
          setOpen((value) => !value);
        }}
        className="flex w-full items-center justify-between gap-2 rounded-xl px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        <span className="inline-flex items-center gap-1.5">
          <Plus aria-hidden="true" className="size-4 text-brand-600" />
          Quick Add-Ons
          <span className="font-normal text-slate-600">({addOns.length})</span>
        </span>
        <ChevronDown aria-hidden="true" className={cn("size-4 text-slate-500 transition-transform", open && "rotate-180")} />
      </button>
      <ul id={listId} hidden={!open} className="space-y-1.5 border-t border-slate-200 px-3 py-2 text-sm">
        {addOns.map((addOn) => (
          <li key={addOn.id} className="flex justify-between gap-3">
            <span className="text-slate-700" lang={addOn.untranslated ? "en" : undefined}>
              {addOn.name}
            </span>
            <span className="shrink-0 font-semibold text-slate-900">+{formatMoney(addOn.price)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
