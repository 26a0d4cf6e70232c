import { KNOWN_SERVICE_BADGES } from "@/shared/schemas/services-admin.ts";
import { SERVICE_AREA_CITIES } from "@/shared/constants.ts";
import { SwitchField, TextField, type TServiceForm } from "./form-fields.tsx";

/** staff-side.md §3 Service display fields; §5: lists entered comma-separated, custom rating 0 to 5 in steps of 0.1. */
export function DisplaySettingsTab({ form }: { form: TServiceForm }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="display_price_text" label="Price Text" autoComplete="off" hint="Shown instead of the price, e.g. From $99" />
        <TextField
          form={form}
          name="display_rating_override"
          label="Custom Rating"
          type="number"
          min={0}
          max={5}
          step={0.1}
          hint="0 to 5; leave empty to show the average of the reviews"
        />
      </div>
      <SwitchField form={form} name="show_price_as_starting" label="Show Price as Starting At" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          form={form}
          name="display_jobs_completed_override"
          label="Jobs Completed"
          inputMode="numeric"
          autoComplete="off"
          hint="Empty: counted from jobs"
        />
        <TextField form={form} name="display_satisfaction_rate" label="Satisfaction Rate (%)" inputMode="numeric" autoComplete="off" />
        <TextField form={form} name="display_trust_score" label="Trust Score" inputMode="numeric" autoComplete="off" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="display_availability_text" label="Availability Text" autoComplete="off" />
        <SwitchField form={form} name="availability_today" label="Available Today" hint="Same-day badge in the catalogue" />
      </div>
      <TextField
        form={form}
        name="service_areas"
        label="Service Areas"
        autoComplete="off"
        hint={`Comma-separated, e.g. ${SERVICE_AREA_CITIES.slice(0, 3).join(", ")}`}
      />
      <TextField form={form} name="tags" label="Tags" autoComplete="off" hint="Comma-separated" />
      <TextField form={form} name="badges" label="Badges" autoComplete="off" hint={`Comma-separated: ${KNOWN_SERVICE_BADGES.join(", ")}`} />
      <TextField form={form} name="promo_message" label="Promo Message" autoComplete="off" />
    </div>
  );
}
