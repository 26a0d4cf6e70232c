import { useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { TEstimateSetup, TRoom } from "@/shared/schemas/estimates.ts";
import { dollarsToCents, parseMeasure, TECHNICIAN_LIMITS } from "@/shared/rules/estimate.ts";
import { formatMoney } from "@/client/lib/format.ts";
import { Button } from "@/client/ui/button.tsx";
import { Field } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Select } from "@/client/ui/select.tsx";
import type { TDraftItem } from "./estimate-payload.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

const EMPTY = { description: "", quantity: "1", rate: "" };
const big = "h-12 text-base";

/**
 * staff-side.md §5 Estimate item add: description and a rate above 0 ('Please fill in description
 * and rate'), quantity at least 1. A quick-add service fills the line; a room of the job fills
 * the quantity with its floor or wall area.
 */
export function EstimateItemEntry({ services, rooms, onAdd }: { services: TEstimateSetup["services"]; rooms: TRoom[]; onAdd: (item: TDraftItem) => void }) {
  const [values, setValues] = useState(EMPTY);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  function add(item: Omit<TDraftItem, "id">) {
    onAdd({ id: crypto.randomUUID(), ...item });
    toast.success(m.tech_toast_success(), { description: m.tech_item_added() });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const rate = dollarsToCents(values.rate);
    if (!values.description.trim() || rate <= 0) {
      toast.error(m.tech_toast_error(), { description: m.tech_item_required() });
      return;
    }
    add({ description: values.description.trim(), quantity: Math.max(1, parseMeasure(values.quantity)), rate });
    setValues(EMPTY);
  }

  function quickAdd(serviceId: string) {
    const service = services.find((item) => item.id === serviceId);
    if (service) add({ description: service.name, quantity: 1, rate: service.base_price });
  }

  function fillFromRoom(choice: string) {
    const [roomId, kind] = choice.split(":");
    const room = rooms.find((item) => item.id === roomId);
    if (!room) return;
    const value = kind === "wall" ? room.wall_area : room.area;
    setValues((current) => ({
      ...current,
      quantity: String(Math.max(1, value)),
      description: current.description || `${room.name} ${kind === "wall" ? "walls" : "floor"}`,
    }));
  }

  return (
    <div className="space-y-3">
      <Field id="quick-add" label={m.tech_item_quick_add()}>
        <Select id="quick-add" value="" onChange={(event) => quickAdd(event.target.value)} disabled={services.length === 0}>
          <option value="">{services.length === 0 ? m.tech_item_no_services() : m.tech_item_choose_service()}</option>
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name} · {formatMoney(service.base_price)}/{service.unit}
            </option>
          ))}
        </Select>
      </Field>
      <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-slate-200 p-3">
        <Field id="item-description" label={m.tech_item_description()}>
          <Input id="item-description" value={values.description} onChange={set("description")} autoComplete="off" className={big} />
        </Field>
        <div className="grid grid-cols-2 gap-2">
          <Field id="item-quantity" label={m.tech_item_quantity()}>
            <Input id="item-quantity" type="number" inputMode="decimal" min={1} step="any" value={values.quantity} onChange={set("quantity")} className={big} />
          </Field>
          <Field id="item-rate" label={m.tech_item_rate()}>
            <Input
              id="item-rate"
              type="number"
              inputMode="decimal"
              min={0}
              step={TECHNICIAN_LIMITS.rateStep}
              value={values.rate}
              onChange={set("rate")}
              className={big}
            />
          </Field>
        </div>
        {rooms.length > 0 ? (
          <Field id="item-room" label={m.tech_item_from_room()}>
            <Select id="item-room" value="" onChange={(event) => fillFromRoom(event.target.value)}>
              <option value="">{m.tech_item_choose_room()}</option>
              {rooms.map((room) => (
                <optgroup key={room.id} label={room.name}>
                  <option value={`${room.id}:floor`}>
                    {room.name} floor · {room.area} sq ft
                  </option>
                  {room.wall_area > 0 ? (
                    <option value={`${room.id}:wall`}>
                      {room.name} walls · {room.wall_area} sq ft
                    </option>
                  ) : null}
                </optgroup>
              ))}
            </Select>
          </Field>
        ) : null}
        <Button type="submit" variant="outline" size="lg" className="w-full">
          <Plus aria-hidden="true" />
          {m.tech_item_add()}
        </Button>
      </form>
    </div>
  );
}
