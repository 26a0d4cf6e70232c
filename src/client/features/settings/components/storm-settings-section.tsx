import { fieldErrorText } from "@/client/lib/form-errors.ts";
import { STORM_COUNTIES, STORM_PHASE_LABELS, STORM_PHASES, type TStormPhase } from "@/shared/rules/storm.ts";
import { SettingsSection, SettingsSwitchField, SettingsTextField, type TSettingsForm } from "./settings-fields.tsx";
import { StormSuggestions } from "./storm-suggestions.tsx";

/**
 * Storm-season mode (decision 0160): the phase and the counties the storm affects, the share of
 * each slot held back in Prep, and the day a state of emergency was declared, which locks prices
 * (decision 0161). Saved with the rest of the settings, so every change is in the audit log. The
 * weather service's alerts for the service area's zones may suggest a phase (decision 0173).
 */
export function StormSettingsSection({ form, savedPhase }: { form: TSettingsForm; savedPhase: TStormPhase }) {
  const countiesError = fieldErrorText("Counties", form.getFieldState("storm.counties", form.formState).error?.message);
  return (
    <SettingsSection
      title="Storm-season mode"
      description="Prep shows the storm banner, pins the Storm prep services and holds back a share of each slot for emergencies. Landfall pauses bookings and the emergency fee in the counties affected. Recovery pins the Storm recovery services."
    >
      <StormSuggestions form={form} savedPhase={savedPhase} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Phase</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {STORM_PHASES.map((phase) => (
            <label key={phase} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800">
              <input type="radio" value={phase} className="size-4 accent-blue-700" {...form.register("storm.phase")} />
              {STORM_PHASE_LABELS[phase]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2" aria-describedby={countiesError ? "settings-storm-counties-message" : undefined}>
        <legend className="text-sm font-medium text-slate-900">Counties affected</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {STORM_COUNTIES.map((county) => (
            <label key={county} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800">
              <input type="checkbox" value={county} className="size-4 accent-blue-700" {...form.register("storm.counties")} />
              {county}
            </label>
          ))}
        </div>
        {countiesError ? (
          <p id="settings-storm-counties-message" className="text-sm font-medium text-red-700">
            {countiesError}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsTextField
          form={form}
          name="storm.hold_back_percent"
          label="Held back for emergencies in Prep (%)"
          inputMode="numeric"
          hint="The share of each slot's places the website does not offer."
        />
        <SettingsTextField
          form={form}
          name="storm.emergency_declared_on"
          label="State of emergency declared on"
          type="date"
          hint="While set, no price may rise above its average of the 30 days before (Florida's price-gouging law, F.S. 501.160). Clear it when the declaration ends."
        />
      </div>
      <SettingsSwitchField form={form} name="weather_alerts.enabled" label="Suggest storm mode from National Weather Service alerts" />
      <SettingsTextField
        form={form}
        name="weather_alerts.zones"
        label="Weather service zones"
        hint="The NWS zone codes of the service area, comma-separated, e.g. FLZ045, FLZ145 (listed at alerts.weather.gov). The alerts are read every five minutes; a hurricane, tropical storm, flood, tornado or wind warning is suggested here and in the bell. Nothing changes until you save."
      />
    </SettingsSection>
  );
}
