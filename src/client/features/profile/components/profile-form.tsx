import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil, Save, UserRound } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import { ZUpdateProfileRequest, type TProfile } from "@/shared/schemas/account.ts";
import { LOCALE_NAMES, LOCALES } from "@/shared/i18n/locale.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Button } from "@/client/ui/button.tsx";
import { Card, CardContent, CardDescription, CardTitle } from "@/client/ui/card.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Select } from "@/client/ui/select.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useUpdateProfile, type TUpdateProfile } from "../api/update-profile.ts";
import { applyServerFieldErrors, fieldErrorText } from "@/client/lib/form-errors.ts";

type TProfileInput = z.input<typeof ZUpdateProfileRequest>;
type TFieldName = keyof TProfileInput;

// customer-side.md §2 Profile page fields, saved on the server (DESIGN.md Placeholders).
const FIELDS: Array<{ name: TFieldName; label: string; type?: string; autoComplete: string; wide?: boolean; extra?: Record<string, string | number> }> = [
  { name: "first_name", label: "First Name", autoComplete: "given-name" },
  { name: "last_name", label: "Last Name", autoComplete: "family-name" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "address", label: "Address", autoComplete: "street-address", wide: true },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1", extra: { maxLength: 2, autoCapitalize: "characters" } },
  { name: "zip_code", label: "ZIP Code", autoComplete: "postal-code", extra: { inputMode: "numeric", maxLength: 10 } },
];
const NAMES = FIELDS.map((field) => field.name);

const toForm = ({ email: _email, ...rest }: TProfile): TProfileInput => rest;
const inputId = (name: TFieldName) => `profile-${name.replace(/_/g, "-")}`;

/** Edit Profile toggles edit mode; Save Changes saves on the server; Cancel discards. */
export function ProfileForm({ profile }: { profile: TProfile }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const form = useForm<TProfileInput, unknown, TUpdateProfile>({ resolver: zodResolver(ZUpdateProfileRequest), defaultValues: toForm(profile) });
  const { errors } = form.formState;
  const busy = update.isPending;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Keyboard focus follows the mode: into the first field on edit, back to Edit Profile after.
  useEffect(() => {
    if (editing) form.setFocus("first_name");
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      const matched = applyServerFieldErrors(error, NAMES, form.setError);
      toast.error("Could not save your profile", { description: matched ? "Please correct the highlighted fields." : errorMessage(error) });
      return;
    }
    form.reset(values);
    setEditing(false);
    toast.success("Profile updated", { description: "Your details have been saved." });
  });

  const cancel = () => {
    form.reset(toForm(profile));
    setEditing(false);
  };

  return (
    <Card aria-labelledby="personal-info-heading" role="region">
      <form noValidate onSubmit={onSubmit} aria-label="Personal information">
        <div className="flex flex-wrap items-start justify-between gap-3 p-6 pb-0">
          <div className="space-y-1">
            <CardTitle id="personal-info-heading" className="flex items-center gap-2">
              <UserRound aria-hidden="true" className="size-5 text-brand-600" />
              Personal Information
            </CardTitle>
            <CardDescription>{editing ? "Update your details, then save." : "We use these details to reach you about your bookings."}</CardDescription>
          </div>
          {!editing ? (
            <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit Profile
            </Button>
          ) : null}
        </div>

        <CardContent className="grid gap-4 sm:grid-cols-2">
          {FIELDS.slice(0, 2).map((field) => renderField(field))}
          <Field id="profile-email" label="Email" labelAside={<span className="text-xs text-slate-600">Used to sign in; cannot be changed here</span>}>
            <Input id="profile-email" type="email" value={profile.email} disabled />
          </Field>
          {FIELDS.slice(2).map((field) => renderField(field))}
          {/* Decision 0164: the language of the site and of what we send them, each in its own name. */}
          <Field id="profile-preferred-locale" label="Preferred Language">
            <Select id="profile-preferred-locale" disabled={!editing || busy} {...form.register("preferred_locale")}>
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </Select>
          </Field>
        </CardContent>

        {editing ? (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 p-6 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={busy} onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner /> : <Save aria-hidden="true" />}
              {busy ? "Saving…" : "Save Changes"}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );

  function renderField({ name, label, type, autoComplete, wide, extra }: (typeof FIELDS)[number]) {
    const id = inputId(name);
    const error = fieldErrorText(label, errors[name]?.message);
    return (
      <div key={name} className={wide ? "sm:col-span-2" : undefined}>
        <Field id={id} label={label} error={error}>
          <Input
            id={id}
            type={type ?? "text"}
            autoComplete={autoComplete}
            disabled={!editing || busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldMessageId(id) : undefined}
            {...extra}
            {...form.register(name)}
          />
        </Field>
      </div>
    );
  }
}
