import { useId } from "react";
import { Button } from "@/client/ui/button.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Select } from "@/client/ui/select.tsx";
import type { TPaymentListFilters } from "../api/payments-keys.ts";
import { PAYMENT_KIND_OPTIONS, PAYMENT_MODE_OPTIONS } from "./payment-format.ts";

type TProps = {
  filters: TPaymentListFilters;
  /** The shared schema's word on the filter (ZPaymentFilters), by field. */
  errors: Partial<Record<keyof TPaymentListFilters, string>>;
  onChange: (changes: Partial<Record<keyof TPaymentListFilters, string>>) => void;
};

/** Date range (whole days, Central Florida time), kind, and live or test, all kept in the URL. */
export function PaymentsFilters({ filters, errors, onChange }: TProps) {
  const id = useId();
  const filtered = Boolean(filters.from || filters.to) || filters.kind !== "all" || filters.mode !== "all";
  return (
    <form
      role="search"
      aria-label="Filter payments"
      className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
      onSubmit={(event) => event.preventDefault()}
    >
      <Field id={`${id}-from`} label="From" error={errors.from}>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
          aria-invalid={Boolean(errors.from)}
          aria-describedby={errors.from ? fieldMessageId(`${id}-from`) : undefined}
        />
      </Field>
      <Field id={`${id}-to`} label="To" error={errors.to}>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
          aria-invalid={Boolean(errors.to)}
          aria-describedby={errors.to ? fieldMessageId(`${id}-to`) : undefined}
        />
      </Field>
      <Field id={`${id}-kind`} label="Kind">
        <Select id={`${id}-kind`} value={filters.kind} onChange={(event) => onChange({ kind: event.target.value })}>
          {PAYMENT_KIND_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-mode`} label="Mode">
        <Select id={`${id}-mode`} value={filters.mode} onChange={(event) => onChange({ mode: event.target.value })}>
          {PAYMENT_MODE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Button
        variant="ghost"
        className="col-span-2 justify-self-start lg:col-span-1"
        disabled={!filtered}
        onClick={() => onChange({ from: "", to: "", kind: "all", mode: "all" })}
      >
        Clear filters
      </Button>
    </form>
  );
}
