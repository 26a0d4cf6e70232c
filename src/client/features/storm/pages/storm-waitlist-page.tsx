import { useState } from "react";
import { useSearchParams } from "react-router";
import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { ZStormWaitlistRequest } from "@/shared/schemas/storm.ts";
import { STORM_NEEDS, type TStormNeed } from "@/shared/rules/storm.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { errorMessage } from "@/client/lib/api-client.ts";
import { applyServerFieldErrors, fieldErrorText } from "@/client/lib/form-errors.ts";
import { toast } from "@/client/lib/toast.ts";
import { usePageMeta } from "@/client/lib/use-page-meta.ts";
import { Button } from "@/client/ui/button.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Select } from "@/client/ui/select.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { useJoinStormWaitlist, useStormPlace } from "../api/storm-waitlist.ts";
import { waitlistWindowText } from "../components/waitlist-window.ts";

type TInput = z.input<typeof ZStormWaitlistRequest>;
type TOutput = z.output<typeof ZStormWaitlistRequest>;
type TName = Exclude<FieldPath<TInput>, "idempotency_key">;

const LABELS: Record<TName, () => string> = {
  customer_name: m.storm_field_name,
  customer_phone: m.storm_field_phone,
  customer_email: m.storm_field_email,
  service_address: m.storm_field_address,
  service_city: m.storm_field_city,
  need: m.storm_field_need,
  details: m.storm_field_details,
};
const FIELDS = Object.keys(LABELS) as TName[];
const NEED_LABELS: Record<TStormNeed, () => string> = {
  water: m.storm_need_water,
  tree_on_house: m.storm_need_tree_on_house,
  blocked_exit: m.storm_need_blocked_exit,
  debris: m.storm_need_debris,
  cosmetic: m.storm_need_cosmetic,
};

/**
 * The storm waitlist (decision 0160): a homeowner says what the storm did and gets their place;
 * the office calls from the top, the most urgent need first. The request's id in the address
 * keeps the place on screen after a reload. In English, and in Spanish under /es.
 */
export function StormWaitlistPage() {
  usePageMeta({ title: m.storm_waitlist_title(), description: m.storm_waitlist_description() });
  const [params, setParams] = useSearchParams();
  const id = params.get("request");
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{m.storm_waitlist_title()}</h1>
      <p className="mt-2 text-slate-600">{m.storm_waitlist_intro()}</p>
      {id ? <YourPlace id={id} /> : <JoinForm onJoined={(joined) => setParams({ request: joined })} />}
    </div>
  );
}

function YourPlace({ id }: { id: string }) {
  const place = useStormPlace(id);
  if (place.isPending) return <Spinner className="mt-8" />;
  if (place.isError) return <p className="mt-8 text-red-700">{errorMessage(place.error)}</p>;
  const { data } = place;
  return (
    <section aria-label={m.storm_place_label()} aria-live="polite" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {data.place !== null ? (
        <>
          <p className="text-lg text-slate-900">
            {m.storm_place_before()}
            <strong>{m.storm_place_number({ place: data.place })}</strong>
            {m.storm_place_after()}
          </p>
          <p className="mt-2 text-slate-900">
            {data.expected
              ? m.storm_place_expected({ window: waitlistWindowText(data.expected), booked: data.expected.booked_last_day })
              : m.storm_place_no_pace()}
          </p>
          <p className="mt-2 text-sm text-slate-600">{m.storm_place_need({ need: NEED_LABELS[data.need]() })}</p>
        </>
      ) : (
        <p className="text-lg text-slate-900">{data.status === "booked" ? m.storm_place_booked() : m.storm_place_gone()}</p>
      )}
    </section>
  );
}

function JoinForm({ onJoined }: { onJoined: (id: string) => void }) {
  const join = useJoinStormWaitlist();
  const [key] = useState(() => crypto.randomUUID());
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(ZStormWaitlistRequest),
    defaultValues: {
      idempotency_key: key,
      customer_name: "",
      customer_phone: "",
      customer_email: "",
      service_address: "",
      service_city: "",
      need: "" as never,
      details: "",
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const joined = await join.mutateAsync(values);
      onJoined(joined.id);
    } catch (error) {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) toast.error(m.storm_join_failed(), { description: errorMessage(error) });
    }
  });
  const control = (name: TName) => ({
    id: `storm-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? fieldMessageId(`storm-${name}`) : undefined,
  });
  const error = (name: TName) => fieldErrorText(LABELS[name](), errors[name]?.message);
  return (
    <form noValidate onSubmit={onSubmit} aria-label={m.storm_join_waitlist()} className="mt-8 space-y-4">
      <Field id="storm-need" label={LABELS.need()} error={error("need")}>
        <Select {...control("need")} aria-required="true" {...form.register("need")}>
          <option value="">{m.storm_need_choose()}</option>
          {STORM_NEEDS.map((need) => (
            <option key={need} value={need}>
              {NEED_LABELS[need]()}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="storm-customer_name" label={LABELS.customer_name()} error={error("customer_name")}>
          <Input {...control("customer_name")} autoComplete="name" aria-required="true" {...form.register("customer_name")} />
        </Field>
        <Field id="storm-customer_phone" label={LABELS.customer_phone()} error={error("customer_phone")}>
          <Input {...control("customer_phone")} type="tel" autoComplete="tel" aria-required="true" {...form.register("customer_phone")} />
        </Field>
        <Field id="storm-customer_email" label={LABELS.customer_email()} error={error("customer_email")}>
          <Input {...control("customer_email")} type="email" autoComplete="email" aria-required="true" {...form.register("customer_email")} />
        </Field>
        <Field id="storm-service_city" label={LABELS.service_city()} error={error("service_city")}>
          <Input {...control("service_city")} autoComplete="address-level2" aria-required="true" {...form.register("service_city")} />
        </Field>
      </div>
      <Field id="storm-service_address" label={LABELS.service_address()} error={error("service_address")}>
        <Input {...control("service_address")} autoComplete="street-address" aria-required="true" {...form.register("service_address")} />
      </Field>
      <Field id="storm-details" label={LABELS.details()} error={error("details")}>
        <Textarea {...control("details")} rows={4} maxLength={2000} {...form.register("details")} />
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={join.isPending}>
        {join.isPending ? <Spinner /> : null}
        {m.storm_join_submit()}
      </Button>
    </form>
  );
}
