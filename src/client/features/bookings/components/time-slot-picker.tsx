import { TIME_SLOTS } from "@/shared/constants.ts";
import type { TAvailability } from "@/shared/schemas/bookings.ts";
import { RadioGroup, RadioGroupTile } from "@/client/ui/radio-group.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";

export type TTimeSlot = (typeof TIME_SLOTS)[number];

type TTimeSlotPickerProps = {
  value: TTimeSlot | null;
  onChange: (time: TTimeSlot) => void;
  availability: TAvailability | undefined;
  /** Today's slots that have already started. */
  started: string[];
  loading: boolean;
  disabled?: boolean;
};

/** The 10 fixed slots (customer-side.md §9); full ones (issue #3: capacity) cannot be picked. */
export function TimeSlotPicker({ value, onChange, availability, started, loading, disabled = false }: TTimeSlotPickerProps) {
  const isFull = (time: string) => availability?.slots.some((slot) => slot.time === time && !slot.available) ?? false;

  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-2">
        <p id="booking-time-label" className="text-sm font-medium text-slate-800">
          Time
        </p>
        {loading ? (
          <span role="status" className="flex items-center gap-1.5 text-xs text-slate-600">
            <Spinner className="size-3.5" />
            Checking availability…
          </span>
        ) : null}
      </div>
      <RadioGroup
        aria-labelledby="booking-time-label"
        value={value ?? ""}
        onValueChange={(next) => {
          const slot = TIME_SLOTS.find((time) => time === next);
          if (slot) onChange(slot);
        }}
        disabled={disabled}
        className="grid-cols-2 sm:grid-cols-3 md:grid-cols-2"
      >
        {TIME_SLOTS.map((time) => {
          const note = started.includes(time) ? "Passed" : isFull(time) ? "Full" : null;
          return (
            <RadioGroupTile key={time} value={time} disabled={note !== null} aria-label={note ? `${time}, ${note}` : time}>
              <span>{time}</span>
              {note ? <span className="text-xs font-medium">{note}</span> : null}
            </RadioGroupTile>
          );
        })}
      </RadioGroup>
    </div>
  );
}
