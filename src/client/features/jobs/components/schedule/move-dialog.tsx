import { useId, useState, type FormEvent } from "react";
import { TIME_SLOTS } from "@/shared/constants.ts";
import type { TScheduleJob, TScheduleMoveResult, TScheduleTechnician } from "@/shared/schemas/schedule.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Field } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Select } from "@/client/ui/select.tsx";
import { dayLabel, spanText } from "./schedule-format.ts";

export type TMoveTarget = { date: string; time: string; technicianId: string };

/**
 * The keyboard and screen-reader way to move a job (and where a drag that runs into
 * something is confirmed): date, time and technician, then Move; warnings before saving, and
 * "Move anyway" to save regardless.
 */
export function MoveDialog({
  job,
  technicians,
  initial,
  initialWarnings,
  pending,
  onSubmit,
  onClose,
}: {
  job: TScheduleJob;
  technicians: TScheduleTechnician[];
  initial: TMoveTarget;
  initialWarnings: TScheduleMoveResult["warnings"];
  pending: boolean;
  onSubmit: (target: TMoveTarget, confirm: boolean) => Promise<TScheduleMoveResult["warnings"] | null>;
  onClose: () => void;
}) {
  const id = useId();
  const [target, setTarget] = useState(initial);
  const [warnings, setWarnings] = useState(initialWarnings);
  const change = (next: Partial<TMoveTarget>) => {
    setTarget((current) => ({ ...current, ...next }));
    setWarnings([]); // warnings belong to the target they were given for
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await onSubmit(target, warnings.length > 0);
    if (result) setWarnings(result);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Move job</DialogTitle>
          <DialogDescription>
            {job.title} · now {job.scheduled_date ? dayLabel(job.scheduled_date) : "no date"}, {spanText(job)},{" "}
            {technicians.find((technician) => technician.id === job.technician_id)?.name ?? "no technician"}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4">
          <Field id={`${id}-date`} label="Date">
            <Input id={`${id}-date`} type="date" required value={target.date} onChange={(event) => change({ date: event.target.value })} />
          </Field>
          <Field id={`${id}-time`} label="Time">
            <Select id={`${id}-time`} value={target.time} onChange={(event) => change({ time: event.target.value })}>
              {TIME_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-technician`} label="Technician">
            <Select id={`${id}-technician`} value={target.technicianId} onChange={(event) => change({ technicianId: event.target.value })}>
              {technicians.map((technician) => (
                <option key={technician.id} value={technician.id}>
                  {technician.name}
                </option>
              ))}
            </Select>
          </Field>
          {warnings.length > 0 ? (
            <Alert variant="warning" role="alert" title="Before you move it">
              <ul className="list-disc pl-4">
                {warnings.map((warning) => (
                  <li key={warning.message}>{warning.message}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || !target.date || !target.technicianId}>
              {warnings.length > 0 ? "Move anyway" : "Move"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
