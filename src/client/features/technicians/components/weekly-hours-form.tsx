import { useState } from "react";
import { toast } from "@/client/lib/toast.ts";
import { ApiError, errorMessage } from "@/client/lib/api-client.ts";
import { Button } from "@/client/ui/button.tsx";
import { Checkbox } from "@/client/ui/checkbox.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Select } from "@/client/ui/select.tsx";
import { minutesLabel, WEEK_ORDER, WEEKDAY_NAMES, type TWeeklyHours } from "@/shared/rules/technician-availability.ts";
import type { TAdminTechnicianHours } from "@/shared/schemas/technicians.ts";
import { useSaveTechnicianHours } from "../api/technician-hours.ts";

/** Every half hour of the day, 0:00 to 24:00. */
const HALF_HOURS = Array.from({ length: 49 }, (_, i) => i * 30);
const timeLabel = (minutes: number) => (minutes === 1440 ? "12:00 AM (midnight)" : minutesLabel(minutes));
/** What "Set working hours" starts from: Monday to Friday, 8 AM to 5 PM. */
const WEEKDAYS_8_TO_5: TWeeklyHours = [null, ...Array.from({ length: 5 }, () => ({ start: 480, end: 1020 })), null];

/** Decision 0152: the technician's week (or the business's hours), and the kinds of work they do. */
export function WeeklyHoursForm({ hours }: { hours: TAdminTechnicianHours }) {
  const [week, setWeek] = useState<TWeeklyHours | null>(hours.weekly_hours);
  const [skills, setSkills] = useState<string[]>(hours.skills);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTechnicianHours(hours.id);
  const setDay = (day: number, value: TWeeklyHours[number]) => setWeek((current) => (current ?? WEEKDAYS_8_TO_5).map((d, i) => (i === day ? value : d)));
  const prefix = `hours-${hours.id}`;

  const submit = () => {
    setErrors({});
    save.mutate(
      { weekly_hours: week, skills },
      {
        onSuccess: () => toast.success("Working hours saved", { description: hours.name }),
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
          toast.error("Could not save the working hours", { description: errorMessage(error) });
        },
      },
    );
  };

  return (
    <form
      aria-label="Working hours and skills"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">Working hours</legend>
        <div className="flex items-center gap-2">
          <Checkbox id={`${prefix}-set`} checked={week !== null} onCheckedChange={(checked) => setWeek(checked === true ? WEEKDAYS_8_TO_5 : null)} />
          <Label htmlFor={`${prefix}-set`}>Set working hours</Label>
        </div>
        {week === null ? (
          <p className="text-sm text-slate-600">Not set up: works the business's opening hours.</p>
        ) : (
          <ul className="space-y-2">
            {WEEK_ORDER.map((day) => {
              const hoursOfDay = week[day];
              const name = WEEKDAY_NAMES[day];
              const error = errors[`weekly_hours.${day}.end`] ?? errors[`weekly_hours.${day}.start`];
              return (
                <li key={day} className="grid grid-cols-2 items-center gap-x-3 gap-y-1 sm:grid-cols-[6.5rem_1fr_1fr]">
                  <div className="col-span-2 flex items-center gap-2 sm:col-span-1">
                    <Checkbox
                      id={`${prefix}-works-${day}`}
                      checked={hoursOfDay !== null}
                      onCheckedChange={(checked) => setDay(day, checked === true ? { start: 480, end: 1020 } : null)}
                    />
                    <Label htmlFor={`${prefix}-works-${day}`}>{name}</Label>
                  </div>
                  {hoursOfDay ? (
                    <>
                      <Select
                        aria-label={`${name} start`}
                        value={hoursOfDay.start}
                        onChange={(event) => setDay(day, { ...hoursOfDay, start: Number(event.target.value) })}
                      >
                        {HALF_HOURS.slice(0, -1).map((m) => (
                          <option key={m} value={m}>
                            {timeLabel(m)}
                          </option>
                        ))}
                      </Select>
                      <Select
                        aria-label={`${name} end`}
                        aria-invalid={error ? true : undefined}
                        value={hoursOfDay.end}
                        onChange={(event) => setDay(day, { ...hoursOfDay, end: Number(event.target.value) })}
                      >
                        {HALF_HOURS.slice(1).map((m) => (
                          <option key={m} value={m}>
                            {timeLabel(m)}
                          </option>
                        ))}
                      </Select>
                    </>
                  ) : (
                    <span className="col-span-2 text-sm text-slate-600">Day off</span>
                  )}
                  {error ? <p className="col-span-full text-sm font-medium text-red-700">{`${name}: ${error}`}</p> : null}
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="font-semibold text-slate-900">Skills</legend>
        <p className="text-sm text-slate-600">The kinds of work they do. None checked: all work.</p>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {hours.categories.map((category) => (
            <li key={category} className="flex items-center gap-2">
              <Checkbox
                id={`${prefix}-skill-${category}`}
                checked={skills.includes(category)}
                onCheckedChange={(checked) => setSkills((current) => (checked === true ? [...current, category] : current.filter((s) => s !== category)))}
              />
              <Label htmlFor={`${prefix}-skill-${category}`}>{category}</Label>
            </li>
          ))}
        </ul>
        {errors.skills ? <p className="text-sm font-medium text-red-700">{`Skills: ${errors.skills}`}</p> : null}
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save hours"}
      </Button>
    </form>
  );
}
