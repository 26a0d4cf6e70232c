import { useId, useState } from "react";
import { Plus } from "lucide-react";
import { isIsoDate } from "@/shared/rules/dates.ts";
import { ZOpeningHours } from "@/shared/schemas/settings.ts";
import { Button } from "@/client/ui/button.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";

// One holiday as the shared settings schema takes it, so the form refuses what the server would.
const ZNewHoliday = ZOpeningHours.shape.holidays.element;

/**
 * Adds a holiday (a date and its name) to the settings' list; the list is saved with the rest of
 * the settings. A date holiday recurs every year on that month and day (decision 0150).
 */
export function AddHoliday({ onAdd }: { onAdd: (holiday: { name: string; kind: "date"; month: number; day: number }) => void }) {
  const [name, setName] = useState("");
  const [date, setDate] = useState("");
  const [errors, setErrors] = useState<{ name?: string; date?: string }>({});
  const nameId = useId();
  const dateId = useId();

  const add = () => {
    const [, month, day] = date.split("-").map(Number);
    const parsed = ZNewHoliday.safeParse({ name, kind: "date", month, day });
    const next = {
      name: parsed.success || name.trim() !== "" ? undefined : "Enter the holiday's name",
      date: isIsoDate(date) ? undefined : "Choose the holiday's date",
    };
    if (next.name || next.date || !parsed.success) {
      setErrors(next.name || next.date ? next : { name: "Enter a shorter name" });
      return;
    }
    onAdd({ name: name.trim(), kind: "date", month, day });
    setName("");
    setDate("");
    setErrors({});
  };

  return (
    <div
      role="group"
      aria-labelledby={`${nameId}-title`}
      className="grid gap-3 rounded-lg border border-dashed border-slate-300 p-3 sm:grid-cols-[1fr_11rem_auto] sm:items-start"
    >
      <p id={`${nameId}-title`} className="text-sm font-medium text-slate-900 sm:col-span-3">
        Add a holiday (every year on that day)
      </p>
      <div className="grid gap-1">
        <Label htmlFor={nameId}>Holiday name</Label>
        <Input
          id={nameId}
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${nameId}-error` : undefined}
        />
        {errors.name ? (
          <p id={`${nameId}-error`} className="text-sm text-red-700">
            {errors.name}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={dateId}>Holiday date</Label>
        <Input
          id={dateId}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errors.date ? `${dateId}-error` : undefined}
        />
        {errors.date ? (
          <p id={`${dateId}-error`} className="text-sm text-red-700">
            {errors.date}
          </p>
        ) : null}
      </div>
      <Button type="button" variant="outline" className="sm:mt-6" onClick={add}>
        <Plus aria-hidden="true" />
        Add Holiday
      </Button>
    </div>
  );
}
