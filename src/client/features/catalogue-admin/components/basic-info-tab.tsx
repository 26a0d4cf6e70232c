import { SelectField, SwitchField, TextAreaField, TextField, type TServiceForm } from "./form-fields.tsx";

const PRICING = [
  { value: "hourly", label: "Hourly" },
  { value: "flat", label: "Flat rate" },
] as const;
const UNITS = [
  { value: "hour", label: "Per hour" },
  { value: "job", label: "Per job" },
  { value: "sqft", label: "Per square foot" },
  { value: "linear_ft", label: "Per linear foot" },
] as const;

/** Decisions 0160, 0172: a storm collection offers work that needs no licensed trade, or a licensed partner's. */
const TRADES = [
  { value: "", label: "None (no license needed)" },
  { value: "electrical", label: "Electrical" },
  { value: "roofing", label: "Roofing" },
  { value: "plumbing", label: "Plumbing" },
  { value: "building", label: "Building" },
] as const;
const COLLECTIONS = [
  { value: "", label: "None" },
  { value: "prep", label: "Storm prep" },
  { value: "recovery", label: "Storm recovery" },
  { value: "prep,recovery", label: "Storm prep and storm recovery" },
] as const;

/** staff-side.md §3 Service: what it is and what it costs (§5: decimal price, whole minutes and hours). */
export function BasicInfoTab({ form, categories }: { form: TServiceForm; categories: string[] }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="name" label="Service Name" required autoComplete="off" />
        <TextField form={form} name="category" label="Category" required autoComplete="off" list="service-categories" hint="e.g. Plumbing, Handyman, Outdoor" />
        <datalist id="service-categories">
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </div>
      <TextField form={form} name="subtitle" label="Subtitle" autoComplete="off" />
      <TextAreaField form={form} name="description" label="Description" rows={4} maxLength={5000} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField form={form} name="base_price" label="Base Price ($)" inputMode="decimal" autoComplete="off" placeholder="85.00" />
        <SelectField form={form} name="pricing_type" label="Pricing Type" options={PRICING} />
        <SelectField form={form} name="unit" label="Unit" options={UNITS} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="estimated_duration_minutes" label="Duration (minutes)" inputMode="numeric" autoComplete="off" />
        <TextField form={form} name="min_hours" label="Minimum Hours" inputMode="numeric" autoComplete="off" hint="Leave empty for no minimum" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={form} name="licensed_trade" label="Licensed trade needed" options={TRADES} />
        <SelectField form={form} name="storm_collections" label="Storm collections" options={COLLECTIONS} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="licensed_partner"
          label="Licensed partner"
          autoComplete="off"
          hint="Licensed work is offered in a storm collection only when a licensed partner does it"
        />
        <TextField form={form} name="partner_license_number" label="Partner's license number" autoComplete="off" placeholder="CCC1331234" />
      </div>
      <TextAreaField form={form} name="features" label="Features" hint="One per line" rows={4} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SwitchField form={form} name="is_active" label="Active" hint="Shown in the public catalogue" />
        <SwitchField form={form} name="emergency_available" label="Emergency Available" />
      </div>
    </div>
  );
}
