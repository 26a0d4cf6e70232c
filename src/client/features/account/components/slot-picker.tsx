import { TIME_SLOTS } from "@/shared/constants.ts";
import type { TAvailability } from "@/shared/schemas/bookings.ts";
import { RadioGroup, RadioGroupTile } from "@/client/ui/radio-group.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";

export type TTimeSlot = (typeof TIME_SLOTS)[number];

type TSlotPickerProps = {
  value: TTimeSlot | null;
  onChange: (time: TTimeSlot) => void;
  availability: TAvailability | undefined;
  loading: boolean;
  /** The booking's own slot: it is never "full" for the booking that holds it. */
  current?: string | null;
  disabled?: boolean;
};

export function isTimeSlot(value: string): value is TTimeSlot {
  return (TIME_SLOTS as readonly string[]).includes(value);
}

/** The 10 fixed slots (customer-side.md §9); full ones cannot be picked. */
export function SlotPicker({ value, onChange, availability, loading, current = null, disabled = false }: TSlotPickerProps) {
  const isFull = (time: string) => time !== current && (availability?.slots.some((slot) => slot.time === time && !slot.available) ?? false);

  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-2">
        <p id="reschedule-time-label" className="text-sm font-medium text-slate-800">
          New time
        </p>
        {loading ? (
          <span role="status" className="flex items-center gap-1.5 text-xs text-slate-600">
            <Spinner className="size-3.5" />
            Checking availability…
          </span>
        ) : null}
      </div>
      <RadioGroup
        aria-labelledby="reschedule-time-label"
        value={value ?? ""}
        onValueChange={(next) => isTimeSlot(next) && onChange(next)}
        disabled={disabled}
        className="grid-cols-2 sm:grid-cols-3 md:grid-cols-2"
      >
        {TIME_SLOTS.map((time) => {
          const full = isFull(time);
          const mine = time === current;
          return (
            <RadioGroupTile key={time} value={time} disabled={full} aria-label={full ? `${time}, Full` : mine ? `${time}, current time` : time}>
              <span>{time}</span>
              {full ? <span className="text-xs font-medium">Full</span> : mine ? <span className="text-xs font-medium">Current</span> : null}
            </RadioGroupTile>
          );
        })}
      </RadioGroup>
    </div>
  );
}
