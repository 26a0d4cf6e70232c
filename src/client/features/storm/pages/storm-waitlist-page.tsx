import { useState } from "react";
import { useSearchParams } from "react-router";
import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { ZStormWaitlistRequest } from "@/shared/schemas/storm.ts";
import { STORM_NEED_LABELS, STORM_NEEDS, waitlistWindowText } from "@/shared/rules/storm.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { applyServerFieldErrors } from "@/client/lib/form-errors.ts";
import { toast } from "@/client/lib/toast.ts";
import { usePageMeta } from "@/client/lib/use-page-meta.ts";
import { Button } from "@/client/ui/button.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Select } from "@/client/ui/select.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { useJoinStormWaitlist, useStormPlace } from "../api/storm-waitlist.ts";

type TInput = z.input<typeof ZStormWaitlistRequest>;
type TOutput = z.output<typeof ZStormWaitlistRequest>;
type TName = Exclude<FieldPath<TInput>, "idempotency_key">;

const LABELS: Record<TName, string> = {
  customer_name: "Name",
  customer_phone: "Phone",
  customer_email: "Email",
  service_address: "Street address",
  service_city: "City",
  need: "What did the storm do?",
  details: "Anything else we should know (optional)",
};
const FIELDS = Object.keys(LABELS) as TName[];

/**
 * The storm waitlist (decision 0160): a homeowner says what the storm did and gets their place;
 * the office calls from the top, the most urgent need first. The request's id in the address
 * keeps the place on screen after a reload.
 */
export function StormWaitlistPage() {
  usePageMeta({ title: "Storm waitlist", description: "Join the storm waitlist: we come to the most urgent damage first." });
  const [params, setParams] = useSearchParams();
  const id = params.get("request");
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Storm waitlist</h1>
      <p className="mt-2 text-slate-600">
        For life safety call 911. Tell us what the storm did: water coming in or an open roof comes first, then a tree on the house, a blocked exit, debris, and
        cosmetic damage.
      </p>
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
    <section aria-label="Your place" aria-live="polite" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {data.place !== null ? (
        <>
          <p className="text-lg text-slate-900">
            You are <strong>number {data.place}</strong> on the storm waitlist.
          </p>
          <p className="mt-2 text-slate-900">
            {data.expected
              ? `Expected call: ${waitlistWindowText(data.expected)} (the office booked ${data.expected.booked_last_day} ${data.expected.booked_last_day === 1 ? "request" : "requests"} from the waitlist in the last day).`
              : "An expected time shows here once the office starts booking from the waitlist."}
          </p>
          <p className="mt-2 text-sm text-slate-600">Need: {STORM_NEED_LABELS[data.need]}. We call from the top; this page updates as the waitlist moves.</p>
        </>
      ) : (
        <p className="text-lg text-slate-900">
          {data.status === "booked" ? "Your visit is booked: we will call you to confirm the time." : "This request is no longer on the waitlist."}
        </p>
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
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) toast.error("Could not join the waitlist", { description: errorMessage(error) });
    }
  });
  const control = (name: TName) => ({
    id: `storm-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? fieldMessageId(`storm-${name}`) : undefined,
  });
  const error = (name: TName) => {
    const message = errors[name]?.message;
    return message && /^[a-z]/.test(message) ? `${LABELS[name]} ${message}` : message;
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Join the storm waitlist" className="mt-8 space-y-4">
      <Field id="storm-need" label={LABELS.need} error={error("need")}>
        <Select {...control("need")} aria-required="true" {...form.register("need")}>
          <option value="">Choose one</option>
          {STORM_NEEDS.map((need) => (
            <option key={need} value={need}>
              {STORM_NEED_LABELS[need]}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="storm-customer_name" label={LABELS.customer_name} error={error("customer_name")}>
          <Input {...control("customer_name")} autoComplete="name" aria-required="true" {...form.register("customer_name")} />
        </Field>
        <Field id="storm-customer_phone" label={LABELS.customer_phone} error={error("customer_phone")}>
          <Input {...control("customer_phone")} type="tel" autoComplete="tel" aria-required="true" {...form.register("customer_phone")} />
        </Field>
        <Field id="storm-customer_email" label={LABELS.customer_email} error={error("customer_email")}>
          <Input {...control("customer_email")} type="email" autoComplete="email" aria-required="true" {...form.register("customer_email")} />
        </Field>
        <Field id="storm-service_city" label={LABELS.service_city} error={error("service_city")}>
          <Input {...control("service_city")} autoComplete="address-level2" aria-required="true" {...form.register("service_city")} />
        </Field>
      </div>
      <Field id="storm-service_address" label={LABELS.service_address} error={error("service_address")}>
        <Input {...control("service_address")} autoComplete="street-address" aria-required="true" {...form.register("service_address")} />
      </Field>
      <Field id="storm-details" label={LABELS.details} error={error("details")}>
        <Textarea {...control("details")} rows={4} maxLength={2000} {...form.register("details")} />
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={join.isPending}>
        {join.isPending ? <Spinner /> : null}
        Join the waitlist
      </Button>
    </form>
  );
}
