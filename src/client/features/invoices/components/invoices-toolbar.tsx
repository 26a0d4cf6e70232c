import { useEffect, useId, useState } from "react";
import { Search, X } from "lucide-react";
import type { TInvoiceFilter } from "@/shared/schemas/invoices.ts";
import { cn } from "@/client/lib/cn.ts";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";

const DEBOUNCE_MS = 300;

const FILTER_LABELS: Record<TInvoiceFilter, string> = { all: "All", unpaid: "Unpaid", paid: "Paid", void: "Void" };
const FILTER_ORDER: TInvoiceFilter[] = ["all", "unpaid", "paid", "void"];

type TInvoicesToolbarProps = {
  q: string;
  status: TInvoiceFilter;
  counts: { unpaid: number; paid: number; void: number } | null;
  onChange: (changes: { q?: string; status?: TInvoiceFilter }) => void;
};

/** Search (number, customer, e-mail, job) and the unpaid/paid/void filter, both kept in the URL. */
export function InvoicesToolbar({ q, status, counts, onChange }: TInvoicesToolbarProps) {
  const id = useId();
  const [text, setText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  // The address changed under us (back button, a shared link): show its search.
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== text.trim()) setText(q);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(() => onChange({ q: next }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, onChange]);

  const count = (filter: TInvoiceFilter) => (counts ? (filter === "all" ? counts.unpaid + counts.paid + counts.void : counts[filter]) : null);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div role="search" className="space-y-1.5 sm:w-96">
        <Label htmlFor={`${id}-q`}>Search invoices</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") onChange({ q: text.trim() });
            }}
            placeholder="Number, customer, e-mail or job"
            autoComplete="off"
            maxLength={100}
            className="pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
          />
          {text ? (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => {
                setText("");
                onChange({ q: "" });
              }}
              className="absolute top-1/2 right-1.5 grid size-8 -translate-y-1/2 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      </div>
      <div role="group" aria-label="Show invoices" className="inline-flex w-full rounded-xl bg-slate-100 p-1 sm:w-auto">
        {FILTER_ORDER.map((filter) => {
          const n = count(filter);
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={status === filter}
              onClick={() => onChange({ status: filter })}
              className={cn(
                "inline-flex h-9 flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors hover:text-slate-900 sm:flex-none",
                status === filter && "bg-white text-brand-700 shadow-sm",
              )}
            >
              {FILTER_LABELS[filter]}
              {n !== null ? <span className="text-xs font-medium text-slate-600 tabular-nums">{n}</span> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
