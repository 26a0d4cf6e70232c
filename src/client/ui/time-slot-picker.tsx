import { useId } from "react";
import { TIME_SLOTS } from "@/shared/constants.ts";
import { BUSINESS_ZONE_LABEL, slotTime } from "@/shared/rules/business-time.ts";
import type { TAvailability } from "@/shared/schemas/bookings.ts";
import { RadioGroup, RadioGroupTile } from "@/client/ui/radio-group.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

export type TTimeSlot = (typeof TIME_SLOTS)[number];

export function isTimeSlot(value: string): value is TTimeSlot {
  return (TIME_SLOTS as readonly string[]).includes(value);
}

type TTimeSlotPickerProps = {
  /** "Time" when booking, "New time" when rescheduling. */
  label: string;
  value: TTimeSlot | null;
  onChange: (time: TTimeSlot) => void;
  availability: TAvailability | undefined;
  loading: boolean;
  /** Today's slots that have already started. */
  started?: readonly string[];
  /** Slots outside the business's hours that day (decision 0150): not offered. */
  closed?: readonly string[];
  /** A booking's own slot when it is moved: never "full" for the booking that holds it. */
  current?: string | null;
  disabled?: boolean;
};

/**
 * The 10 fixed slots (customer-side.md §9), on the business's clock (the label says ET); passed and
 * full ones (capacity) cannot be picked.
 */
export function TimeSlotPicker({
  label,
  value,
  onChange,
  availability,
  loading,
  started = [],
  closed = [],
  current = null,
  disabled = false,
}: TTimeSlotPickerProps) {
  const labelId = useId();
  const isFull = (time: string) => time !== current && (availability?.slots.some((slot) => slot.time === time && !slot.available) ?? false);

  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-2">
        <p id={labelId} className="text-sm font-medium text-slate-800">
          {label} <span className="font-normal text-slate-600">({BUSINESS_ZONE_LABEL})</span>
        </p>
        {loading ? (
          <span role="status" className="flex items-center gap-1.5 text-xs text-slate-600">
            <Spinner className="size-3.5" />
            {m.slot_checking()}
          </span>
        ) : null}
      </div>
      <RadioGroup
        aria-labelledby={labelId}
        value={value ?? ""}
        onValueChange={(next) => isTimeSlot(next) && onChange(next)}
        disabled={disabled}
        className="grid-cols-2 sm:grid-cols-3 md:grid-cols-2"
      >
        {TIME_SLOTS.filter((time) => !closed.includes(time)).map((time) => {
          const state = started.includes(time) ? "passed" : isFull(time) ? "full" : time === current ? "current" : null;
          const note = state === "passed" ? m.slot_passed() : state === "full" ? m.slot_full() : state === "current" ? m.slot_current() : null;
          const spoken = state === "current" ? m.slot_current_spoken() : note;
          // The slot's stored label is the value; the page's language words it ("10:00 a.m.").
          const label = slotTime(time);
          return (
            <RadioGroupTile key={time} value={time} disabled={state === "passed" || state === "full"} aria-label={spoken ? `${label}, ${spoken}` : label}>
              <span>{label}</span>
              {note ? <span className="text-xs font-medium">{note}</span> : null}
            </RadioGroupTile>
          );
        })}
      </RadioGroup>
    </div>
  );
}
