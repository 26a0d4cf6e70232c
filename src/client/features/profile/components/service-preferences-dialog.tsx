import { useState } from "react";
import { toast } from "sonner";
import { SERVICE_AREA_CITIES } from "@/shared/constants.ts";
import { CONTACT_METHODS, type TPreferences } from "@/shared/schemas/account.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Button } from "@/client/ui/button.tsx";
import { Checkbox } from "@/client/ui/checkbox.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Label } from "@/client/ui/label.tsx";
import { RadioGroup, RadioGroupItem } from "@/client/ui/radio-group.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useUpdatePreferences } from "../api/update-preferences.ts";

type TArea = TPreferences["preferred_areas"][number];
type TContact = (typeof CONTACT_METHODS)[number];

export const CONTACT_LABELS: Record<TContact, string> = { email: "Email", phone: "Phone call", text: "Text message" };

const isContact = (value: string): value is TContact => (CONTACT_METHODS as readonly string[]).includes(value);

/** Account Settings → Service Preferences: preferred service areas and contact method, saved. */
export function ServicePreferencesDialog({ preferences, onClose }: { preferences: TPreferences; onClose: () => void }) {
  const [areas, setAreas] = useState<TArea[]>(preferences.preferred_areas);
  const [contact, setContact] = useState<TContact | null>(preferences.preferred_contact);
  const save = useUpdatePreferences();

  const toggle = (city: TArea, on: boolean) =>
    // Kept in the catalogue's order of cities, whatever order they were ticked in.
    setAreas((previous) => SERVICE_AREA_CITIES.filter((candidate) => (candidate === city ? on : previous.includes(candidate))));

  const submit = () => {
    if (save.isPending) return;
    save.mutate(
      { ...preferences, preferred_areas: areas, preferred_contact: contact },
      {
        onSuccess: () => {
          toast.success("Service preferences saved");
          onClose();
        },
        onError: (error) => toast.error("Could not save your preferences", { description: errorMessage(error) }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Service Preferences</DialogTitle>
          <DialogDescription>Where you need service and how you would like us to reach you.</DialogDescription>
        </DialogHeader>

        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Preferred service areas</legend>
          <div className="grid grid-cols-2 gap-3">
            {SERVICE_AREA_CITIES.map((city) => {
              const id = `area-${city.toLowerCase().replace(/\s+/g, "-")}`;
              return (
                <div key={city} className="flex items-center gap-2">
                  <Checkbox id={id} checked={areas.includes(city)} onCheckedChange={(checked) => toggle(city, checked === true)} disabled={save.isPending} />
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
            Preferred contact method
          </p>
          <RadioGroup
            aria-labelledby="contact-method-label"
            value={contact ?? ""}
            onValueChange={(next) => isContact(next) && setContact(next)}
            disabled={save.isPending}
            className="sm:grid-cols-3"
          >
            {CONTACT_METHODS.map((method) => (
              <div key={method} className="flex items-center gap-2">
                <RadioGroupItem id={`contact-${method}`} value={method} />
                <Label htmlFor={`contact-${method}`} className="font-normal">
                  {CONTACT_LABELS[method]}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </div>

        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={save.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={save.isPending} onClick={submit}>
            {save.isPending ? <Spinner /> : null}
            {save.isPending ? "Saving…" : "Save Preferences"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
