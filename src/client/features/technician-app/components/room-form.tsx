import { useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { TMeasurementLine } from "@/shared/schemas/estimates.ts";
import { parseMeasure, roomArea, TECHNICIAN_LIMITS } from "@/shared/rules/estimate.ts";
import { Button } from "@/client/ui/button.tsx";
import { Field } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

export type TLocalRoom = { id: string; name: string; length: number; width: number; height: number | null; area: number; notes: string | null };
/** A room in the list: what the form gave, and the lines on the canvas when it was added (its sketch). */
export type TListedRoom = TLocalRoom & { lines: TMeasurementLine[] };

const EMPTY = { name: "", height: "", length: "", width: "", notes: "" };

/** staff-side.md §2/§5: Room Name, Height, Length, Width (ft), Notes; name, length and width required. */
export function RoomForm({ onAdd }: { onAdd: (room: TLocalRoom) => void }) {
  const [values, setValues] = useState(EMPTY);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim() || !values.length.trim() || !values.width.trim()) {
      toast.error(m.tech_toast_error(), { description: m.tech_room_required() });
      return;
    }
    // §5: an unparsable number becomes 0.
    const length = parseMeasure(values.length);
    const width = parseMeasure(values.width);
    const height = values.height.trim() ? parseMeasure(values.height) : null;
    onAdd({ id: crypto.randomUUID(), name: values.name.trim(), length, width, height, area: roomArea(length, width), notes: values.notes.trim() || null });
    setValues(EMPTY);
    toast.success(m.tech_toast_success(), { description: m.tech_room_added() });
  }

  const number = { type: "number", inputMode: "decimal", min: 0, step: TECHNICIAN_LIMITS.measureStep, className: "h-12 text-base" } as const;
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field id="room-name" label={m.tech_room_name()}>
        <Input id="room-name" value={values.name} onChange={set("name")} autoComplete="off" className="h-12 text-base" required />
      </Field>
      <div className="grid grid-cols-3 gap-2">
        <Field id="room-height" label={m.tech_room_height()}>
          <Input id="room-height" value={values.height} onChange={set("height")} {...number} />
        </Field>
        <Field id="room-length" label={m.tech_room_length()}>
          <Input id="room-length" value={values.length} onChange={set("length")} required {...number} />
        </Field>
        <Field id="room-width" label={m.tech_room_width()}>
          <Input id="room-width" value={values.width} onChange={set("width")} required {...number} />
        </Field>
      </div>
      <Field id="room-notes" label={m.tech_room_notes()}>
        <Textarea id="room-notes" value={values.notes} onChange={set("notes")} rows={2} />
      </Field>
      <Button type="submit" size="lg" className="w-full">
        <Plus aria-hidden="true" />
        {m.tech_add_room()}
      </Button>
    </form>
  );
}
