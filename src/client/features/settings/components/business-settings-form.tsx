import { useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { TSettingsDocument } from "@/shared/schemas/settings.ts";
import type { THoliday } from "@/shared/rules/business-hours.ts";
import { ApiError } from "@/client/lib/api-client.ts";
import { Button } from "@/client/ui/button.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useSaveSettings } from "../api/save-settings.ts";
import { AddHoliday } from "./add-holiday.tsx";
import { SettingsSection, SettingsSwitchField, SettingsTextField, type TSettingsForm } from "./settings-fields.tsx";
import { StormSettingsSection } from "./storm-settings-section.tsx";
import { toFormValues, toSettings, ZSettingsForm, type TSettingsFormOutput, type TSettingsFormValues } from "./settings-form.ts";

const GRID = "grid gap-4 sm:grid-cols-2";
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKS: Record<number, string> = { 1: "First", 2: "Second", 3: "Third", 4: "Fourth", [-1]: "Last" };

/** "December 25", "Fourth Thursday of November". */
function holidayRule(holiday: THoliday): string {
  if (holiday.kind === "date") return `${MONTHS[holiday.month - 1]} ${holiday.day}`;
  return `${WEEKS[holiday.week]} ${WEEKDAYS[holiday.weekday]} of ${MONTHS[holiday.month - 1]}`;
}

/** The server names fields `settings.<path>`; the form's fields are the same paths without it. */
function applySettingsErrors(error: unknown, form: TSettingsForm) {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const { field, message } of error.fields) {
    if (!field.startsWith("settings.")) continue;
    form.setError(field.slice("settings.".length) as Parameters<TSettingsForm["setError"]>[0], { type: "server", message });
  }
}

/**
 * Settings: the business settings every page reads. Saved with the version it was read
 * at (decision 0053): a save after someone else's is refused and the newer settings are loaded.
 */
export function BusinessSettingsForm({ document }: { document: TSettingsDocument }) {
  const save = useSaveSettings();
  const form = useForm<TSettingsFormValues, unknown, TSettingsFormOutput>({
    resolver: zodResolver(ZSettingsForm),
    defaultValues: toFormValues(document.settings),
  });
  const holidays = useFieldArray({ control: form.control, name: "opening_hours.holidays" });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ settings: toSettings(document.settings, values), version: document.version });
      toast.success("Success", { description: "Settings saved successfully" });
    } catch (failure) {
      applySettingsErrors(failure, form);
      toast.error("Error", { description: failure instanceof ApiError && failure.message ? failure.message : "Failed to save settings" });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Business settings">
      <SettingsSection title="Business" description="Shown on the website, in the header's call button and on invoices.">
        <div className={GRID}>
          <SettingsTextField form={form} name="name" label="Business name" autoComplete="organization" />
          <SettingsTextField form={form} name="phone" label="Phone" type="tel" autoComplete="tel" />
          <SettingsTextField form={form} name="email" label="Email" type="email" />
          <SettingsTextField form={form} name="emergency_email" label="Emergency email" type="email" />
          <SettingsTextField form={form} name="address" label="Address" />
          <SettingsTextField form={form} name="service_areas" label="Service areas" hint="Comma-separated, e.g. Orlando, Tampa, Kissimmee" />
        </div>
      </SettingsSection>

      <SettingsSection
        title="Hours"
        description="Whole hours, 0-24 (e.g. 7 and 18 for 7AM-6PM). Leave both empty for a day of emergencies only. The website shows these hours and the booking slots follow them."
      >
        <ul className="space-y-3">
          {WEEKDAYS.map((day, index) => (
            <li key={day} className="grid grid-cols-2 gap-3 sm:grid-cols-[8rem_1fr_1fr] sm:items-end">
              <p className="col-span-2 font-medium text-slate-900 sm:col-span-1 sm:pb-2">{day}</p>
              <SettingsTextField form={form} name={`opening_hours.weekly.${index}.open`} label={`${day} opens`} inputMode="numeric" />
              <SettingsTextField form={form} name={`opening_hours.weekly.${index}.close`} label={`${day} closes`} inputMode="numeric" />
            </li>
          ))}
        </ul>
        <h3 className="pt-2 text-base font-semibold text-slate-900">Holidays (closed for booking)</h3>
        <ul className="space-y-2" aria-label="Holidays">
          {holidays.fields.map((holiday, index) => (
            <li key={holiday.id} className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2">
              <span className="min-w-0 text-sm text-slate-800">
                <span className="font-medium">{holiday.name}</span> · {holidayRule(holiday)}
              </span>
              <Button variant="outline" size="icon" aria-label={`Remove ${holiday.name}`} onClick={() => holidays.remove(index)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <AddHoliday onAdd={(holiday) => holidays.append(holiday)} />
        <p className="text-sm text-slate-600">Added and removed holidays take effect when you save the settings.</p>
      </SettingsSection>

      <SettingsSection title="Prices and rates" description="The server charges and bills with these.">
        <div className={GRID}>
          <SettingsTextField form={form} name="emergency_fee_cents" label="Emergency fee ($)" inputMode="decimal" />
          <SettingsTextField form={form} name="tax_rate_percent" label="Tax rate (%)" inputMode="decimal" />
          <SettingsTextField form={form} name="labor_rate_cents" label="Labour rate ($/hr)" inputMode="decimal" />
        </div>
        <SettingsSwitchField form={form} name="emergency_promise_credit" label="Credit the emergency fee when the 2-hour promise is missed" />
      </SettingsSection>

      <SettingsSection title="Bookings">
        <div className={GRID}>
          <SettingsTextField
            form={form}
            name="max_bookings_per_slot"
            label="Slot capacity"
            inputMode="numeric"
            hint="Bookings per time slot; empty means one per active technician."
          />
          <SettingsTextField form={form} name="booking_window_days" label="Booking window (days ahead)" inputMode="numeric" />
          <SettingsTextField form={form} name="refund_policy.full_refund_hours_before" label="Full refund until (hours before)" inputMode="numeric" />
          <SettingsTextField form={form} name="first_booking_discount.percent" label="First-booking discount (%)" inputMode="numeric" />
        </div>
        <SettingsSwitchField form={form} name="first_booking_discount.enabled" label="Offer the first-booking discount" />
      </SettingsSection>

      <SettingsSection title="Scheduled work" description="When reminders, follow-ups and alerts go out by themselves.">
        <div className={GRID}>
          <SettingsTextField form={form} name="schedule.reminder_hour" label="Reminder hour (0-23, the day before)" inputMode="numeric" />
          <SettingsTextField
            form={form}
            name="schedule.emergency_unassigned_minutes"
            label="Re-alert unassigned emergencies after (minutes)"
            inputMode="numeric"
          />
          <SettingsTextField form={form} name="schedule.review_request_hours" label="Review request after completion (hours)" inputMode="numeric" />
          <SettingsTextField form={form} name="schedule.invoice_followup_days" label="Invoice follow-up every (days)" inputMode="numeric" />
          <SettingsTextField form={form} name="schedule.invoice_followup_max" label="Invoice follow-ups at most" inputMode="numeric" />
          <SettingsTextField form={form} name="schedule.chat_reply_email_minutes" label="E-mail unseen chat replies after (minutes)" inputMode="numeric" />
        </div>
      </SettingsSection>

      <StormSettingsSection form={form} savedPhase={document.settings.storm.phase} />

      <SettingsSection title="External platform pages" description="Optional https:// addresses; each is offered as an extra tab on its pane.">
        <div className="grid gap-4">
          <SettingsTextField form={form} name="embeds.invoices_url" label="Invoices page URL" type="url" placeholder="https://" />
          <SettingsTextField form={form} name="embeds.customers_url" label="Customers page URL" type="url" placeholder="https://" />
          <SettingsTextField form={form} name="embeds.billing_settings_url" label="Billing settings page URL" type="url" placeholder="https://" />
        </div>
      </SettingsSection>

      <div className="sticky bottom-0 flex justify-end border-t border-slate-200 bg-white/95 py-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          Save Settings
        </Button>
      </div>
    </form>
  );
}
