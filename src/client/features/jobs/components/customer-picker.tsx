import { useId, useState, type KeyboardEvent } from "react";
import { Check, ChevronsUpDown, Search } from "lucide-react";
import { Popover } from "radix-ui";
import type { TCustomerOption } from "@/shared/schemas/jobs.ts";
import { cn } from "@/client/lib/cn.ts";
import { Input } from "@/client/ui/input.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useCustomerOptions } from "../api/get-customer-options.ts";
import { personName } from "./job-format.ts";
import { useDebouncedValue } from "./use-debounced-value.ts";

const SEARCH_DELAY_MS = 250;

type TCustomerPickerProps = {
  id: string;
  value: string;
  /** The chosen customer's name, shown on the button. */
  label: string | null;
  onChange: (customer: TCustomerOption) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * The job form's customer (staff-side.md §5: required), searched on the server as the admin
 * types: a button opens a search box (role="combobox") over a listbox. Arrow keys move, Enter
 * picks, Esc closes. Rendered inside the form's dialog (no portal), so the dialog's focus trap
 * and scrolling include it.
 */
export function CustomerPicker({ id, value, label, onChange, onBlur, invalid, describedBy }: TCustomerPickerProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const options = useCustomerOptions(q, open);
  // Results of an earlier search stay shown (dimmed) until this one's arrive, but Enter never picks from them.
  const current = q === search.trim() && !options.isPlaceholderData;
  const items = options.data?.items ?? [];
  const activeIndex = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (customer: TCustomerOption) => {
    onChange(customer);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = { ArrowDown: Math.min(activeIndex + 1, last), ArrowUp: Math.max(activeIndex - 1, 0), Home: 0, End: last };
    if (event.key in moves && items.length > 0) {
      event.preventDefault();
      setActive(moves[event.key]);
      document.getElementById(optionId(moves[event.key]))?.scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter") {
      // Enter picks, and never submits the job form behind.
      event.preventDefault();
      const customer = current ? items[activeIndex] : undefined;
      if (customer) choose(customer);
    }
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setSearch("");
          setActive(0);
        } else onBlur?.();
      }}
    >
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="flex h-11 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-left text-base shadow-xs transition-colors hover:border-slate-400 focus-visible:border-brand-600 aria-invalid:border-red-600 sm:text-sm"
        >
          <span className={cn("truncate", label ? "text-slate-900" : "text-slate-500")}>{label ?? "Select a customer"}</span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        </button>
      </Popover.Trigger>
      <Popover.Content
        aria-label="Choose a customer"
        align="start"
        sideOffset={6}
        collisionPadding={8}
        className="z-50 w-[var(--radix-popover-trigger-width)] max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg focus:outline-none"
      >
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <Input
            role="combobox"
            aria-label="Search customers"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={items.length > 0 ? optionId(activeIndex) : undefined}
            placeholder="Search by name or email"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="pl-9"
            autoComplete="off"
          />
        </div>
        <ul role="listbox" id={listId} aria-label="Customers" aria-busy={!current} className={cn("mt-2 max-h-60 overflow-y-auto", !current && "opacity-60")}>
          {items.map((customer, index) => (
            <li
              key={customer.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(customer)}
              className={cn("flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm", index === activeIndex && "bg-brand-50 text-brand-900")}
            >
              <Check aria-hidden="true" className={cn("size-4 shrink-0 text-brand-700", customer.id === value ? "opacity-100" : "opacity-0")} />
              <span className="min-w-0">
                <span className="block truncate font-medium">{personName(customer)}</span>
                <span className="block truncate text-xs text-slate-600">{customer.email ?? customer.phone}</span>
              </span>
            </li>
          ))}
        </ul>
        <p role="status" className="px-3 py-1.5 text-xs text-slate-600">
          {options.isFetching ? (
            <span className="inline-flex items-center gap-1.5">
              <Spinner className="size-3.5" /> Searching…
            </span>
          ) : options.isError ? (
            "Customers could not be loaded"
          ) : items.length === 0 ? (
            "No customers found"
          ) : options.data?.next_cursor ? (
            "Showing the first matches: keep typing to narrow them"
          ) : null}
        </p>
      </Popover.Content>
    </Popover.Root>
  );
}
