import { useState } from "react";
import { SERVICE_AREA_CITIES } from "@/shared/constants.ts";
import { CONTACT_METHODS, type TPreferences } from "@/shared/schemas/account.ts";
import { Checkbox } from "@/client/ui/checkbox.tsx";
import { Label } from "@/client/ui/label.tsx";
import { RadioGroup, RadioGroupItem } from "@/client/ui/radio-group.tsx";
import { PreferencesDialog } from "./preferences-dialog.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TArea = TPreferences["preferred_areas"][number];
type TContact = (typeof CONTACT_METHODS)[number];

export const CONTACT_LABELS: Record<TContact, () => string> = { email: m.profile_contact_email, phone: m.profile_contact_phone, text: m.profile_contact_text };

const isContact = (value: string): value is TContact => (CONTACT_METHODS as readonly string[]).includes(value);

/** Account Settings → Service Preferences: preferred service areas and contact method, saved. */
export function ServicePreferencesDialog({ preferences, onClose }: { preferences: TPreferences; onClose: () => void }) {
  const [areas, setAreas] = useState<TArea[]>(preferences.preferred_areas);
  const [contact, setContact] = useState<TContact | null>(preferences.preferred_contact);

  const toggle = (city: TArea, on: boolean) =>
    // Kept in the catalogue's order of cities, whatever order they were ticked in.
    setAreas((previous) => SERVICE_AREA_CITIES.filter((candidate) => (candidate === city ? on : previous.includes(candidate))));

  return (
    <PreferencesDialog
      title={m.profile_service_prefs()}
      description={m.profile_service_prefs_description()}
      savedMessage={m.profile_service_prefs_saved()}
      preferences={preferences}
      changes={() => ({ preferred_areas: areas, preferred_contact: contact })}
      onClose={onClose}
    >
      {(saving) => (
        <>
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900">{m.profile_preferred_areas()}</legend>
            <div className="grid grid-cols-2 gap-3">
              {SERVICE_AREA_CITIES.map((city) => {
                const id = `area-${city.toLowerCase().replace(/\s+/g, "-")}`;
                return (
                  <div key={city} className="flex items-center gap-2">
                    <Checkbox id={id} checked={areas.includes(city)} onCheckedChange={(checked) => toggle(city, checked === true)} disabled={saving} />
                    <Label htmlFor={id} className="font-normal">
                      {city}
                    </Label>
                  </div>
                );
              })}
            </div>
          </fieldset>

          <div className="mt-6 space-y-3">
            <p id="contact-method-label" className="text-sm font-semibold text-slate-900">
              {m.profile_preferred_contact()}
            </p>
            <RadioGroup
              aria-labelledby="contact-method-label"
              value={contact ?? ""}
              onValueChange={(next) => isContact(next) && setContact(next)}
              disabled={saving}
              className="sm:grid-cols-3"
            >
              {CONTACT_METHODS.map((method) => (
                <div key={method} className="flex items-center gap-2">
                  <RadioGroupItem id={`contact-${method}`} value={method} />
                  <Label htmlFor={`contact-${method}`} className="font-normal">
                    {CONTACT_LABELS[method]()}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </div>
        </>
      )}
    </PreferencesDialog>
  );
}
