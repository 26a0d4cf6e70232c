import { useState } from "react";
import { toast } from "@/client/lib/toast.ts";
import { ApiError, errorMessage } from "@/client/lib/api-client.ts";
import { Button } from "@/client/ui/button.tsx";
import { Checkbox } from "@/client/ui/checkbox.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";
import { timeOffText } from "@/shared/rules/technician-availability.ts";
import type { TAdminTechnicianHours } from "@/shared/schemas/technicians.ts";
import { useAddTimeOff, useRemoveTimeOff } from "../api/technician-hours.ts";

/** "13:30" → 810; "" → null. */
const toMinutes = (value: string) => (value ? Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5)) : null);

/** Decision 0152: the technician's current and coming time off, each with its reason; add and remove. */
export function TimeOffSection({ hours }: { hours: TAdminTechnicianHours }) {
  const [draft, setDraft] = useState({ starts_on: "", ends_on: "", whole: true, start: "", end: "", reason: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddTimeOff(hours.id);
  const remove = useRemoveTimeOff(hours.id);
  const id = (name: string) => `time-off-${hours.id}-${name}`;
  const described = (field: string) => (errors[field] ? { "aria-invalid": true, "aria-describedby": fieldMessageId(id(field)) } : {});

  const submit = () => {
    setErrors({});
    add.mutate(
      {
        starts_on: draft.starts_on,
        ends_on: draft.ends_on || draft.starts_on,
        start_minutes: draft.whole ? null : toMinutes(draft.start),
        end_minutes: draft.whole ? null : toMinutes(draft.end),
        reason: draft.reason,
      },
      {
        onSuccess: () => {
          toast.success("Time off added", { description: hours.name });
          setDraft({ starts_on: "", ends_on: "", whole: true, start: "", end: "", reason: "" });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
          toast.error("Could not add the time off", { description: errorMessage(error) });
        },
      },
    );
  };

  return (
    <section aria-labelledby={id("heading")} className="space-y-3">
      <h3 id={id("heading")} className="font-semibold text-slate-900">
        Time off
      </h3>
      {hours.time_off.length === 0 ? (
        <p className="text-sm text-slate-600">No time off planned.</p>
      ) : (
        <ul aria-label="Time off" className="space-y-2">
          {hours.time_off.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{timeOffText(entry)}</p>
                <p className="break-words text-slate-600">{entry.reason}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Remove time off ${timeOffText(entry)}: ${entry.reason}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(entry.id, {
                    onSuccess: () => toast.success("Time off removed", { description: entry.reason }),
                    onError: (error) => toast.error("Could not remove the time off", { description: errorMessage(error) }),
                  })
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label="Add time off"
        className="space-y-3 rounded-xl bg-slate-50 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id={id("starts_on")} label="From" error={errors.starts_on}>
            <Input
              id={id("starts_on")}
              type="date"
              required
              value={draft.starts_on}
              onChange={(e) => setDraft({ ...draft, starts_on: e.target.value })}
              {...described("starts_on")}
            />
          </Field>
          <Field id={id("ends_on")} label="To" error={errors.ends_on} hint="Empty: the same day">
            <Input
              id={id("ends_on")}
              type="date"
              value={draft.ends_on}
              onChange={(e) => setDraft({ ...draft, ends_on: e.target.value })}
              {...described("ends_on")}
            />
          </Field>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox id={id("whole")} checked={draft.whole} onCheckedChange={(checked) => setDraft({ ...draft, whole: checked === true })} />
          <Label htmlFor={id("whole")}>Whole days</Label>
        </div>
        {draft.whole ? null : (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id={id("start_minutes")} label="Start time" error={errors.start_minutes}>
              <Input
                id={id("start_minutes")}
                type="time"
                step={1800}
                required
                value={draft.start}
                onChange={(e) => setDraft({ ...draft, start: e.target.value })}
                {...described("start_minutes")}
              />
            </Field>
            <Field id={id("end_minutes")} label="End time" error={errors.end_minutes}>
              <Input
                id={id("end_minutes")}
                type="time"
                step={1800}
                required
                value={draft.end}
                onChange={(e) => setDraft({ ...draft, end: e.target.value })}
                {...described("end_minutes")}
              />
            </Field>
          </div>
        )}
        <Field id={id("reason")} label="Reason" error={errors.reason}>
          <Input
            id={id("reason")}
            required
            maxLength={200}
            value={draft.reason}
            onChange={(e) => setDraft({ ...draft, reason: e.target.value })}
            {...described("reason")}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={add.isPending}>
          {add.isPending ? "Adding…" : "Add time off"}
        </Button>
      </form>
    </section>
  );
}
