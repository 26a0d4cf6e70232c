import { cn } from "@/client/lib/cn.ts";

type TFilterTabsProps<T extends string> = {
  /** What the group filters, for screen readers ("Show invoices"). */
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  /** How many each option would show, from the server; null while unknown or when not counted. */
  count?: (option: T) => number | null;
  onChange: (value: T) => void;
};

/**
 * A list's one-of filter (All, Unpaid, Paid…): toggle buttons in a group, the chosen one pressed,
 * each with its count when the server gives one. The list's state lives in the address
 * (use-url-state.ts); this only shows and changes it.
 */
export function FilterTabs<T extends string>({ label, options, labels, value, count, onChange }: TFilterTabsProps<T>) {
  return (
    <div role="group" aria-label={label} className="inline-flex w-full rounded-xl bg-slate-100 p-1 sm:w-auto">
      {options.map((option) => {
        const n = count?.(option) ?? null;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={value === option}
            onClick={() => onChange(option)}
            className={cn(
              "inline-flex h-9 flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors hover:text-slate-900 sm:flex-none",
              value === option && "bg-white text-brand-700 shadow-sm",
            )}
          >
            {labels[option]}
            {n !== null ? <span className="text-xs font-medium text-slate-600 tabular-nums">{n}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
