import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
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
import { rememberedLocale, rememberLocale, useLocale } from "@/client/lib/i18n.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TProfileInput = z.input<typeof ZUpdateProfileRequest>;
type TFieldName = keyof TProfileInput;

// customer-side.md §2 Profile page fields, saved on the server (DESIGN.md Placeholders).
// Labels are messages, said when drawn, in the customer's language.
const FIELDS: Array<{
  name: TFieldName;
  label: () => string;
  type?: string;
  autoComplete: string;
  wide?: boolean;
  extra?: Record<string, string | number>;
}> = [
  { name: "first_name", label: m.profile_first_name, autoComplete: "given-name" },
  { name: "last_name", label: m.profile_last_name, autoComplete: "family-name" },
  { name: "phone", label: m.profile_phone, type: "tel", autoComplete: "tel" },
  { name: "address", label: m.profile_address, autoComplete: "street-address", wide: true },
  { name: "city", label: m.profile_city, autoComplete: "address-level2" },
  { name: "state", label: m.profile_state, autoComplete: "address-level1", extra: { maxLength: 2, autoCapitalize: "characters" } },
  { name: "zip_code", label: m.profile_zip, autoComplete: "postal-code", extra: { inputMode: "numeric", maxLength: 10 } },
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
  const location = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();

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
      toast.error(m.profile_save_failed(), { description: matched ? m.profile_correct_fields() : errorMessage(error) });
      return;
    }
    form.reset(values);
    setEditing(false);
    // The dashboard speaks the language the customer chose (lib/i18n.ts): the choice is
    // remembered, and a new language draws the page again in it, at the same place.
    const chosen = values.preferred_locale;
    if (chosen && chosen !== rememberedLocale()) rememberLocale(chosen);
    if (chosen && chosen !== locale) void navigate(location, { replace: true, preventScrollReset: true });
    toast.success(m.profile_updated(), { description: m.profile_updated_text() });
  });

  const cancel = () => {
    form.reset(toForm(profile));
    setEditing(false);
  };

  return (
    <Card aria-labelledby="personal-info-heading" role="region">
      <form noValidate onSubmit={onSubmit} aria-label={m.profile_form_label()}>
        <div className="flex flex-wrap items-start justify-between gap-3 p-6 pb-0">
          <div className="space-y-1">
            <CardTitle id="personal-info-heading" className="flex items-center gap-2">
              <UserRound aria-hidden="true" className="size-5 text-brand-600" />
              {m.profile_personal_info()}
            </CardTitle>
            <CardDescription>{editing ? m.profile_editing_hint() : m.profile_reach_hint()}</CardDescription>
          </div>
          {!editing ? (
            <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {m.profile_edit()}
            </Button>
          ) : null}
        </div>

        <CardContent className="grid gap-4 sm:grid-cols-2">
          {FIELDS.slice(0, 2).map((field) => renderField(field))}
          <Field id="profile-email" label={m.profile_email()} labelAside={<span className="text-xs text-slate-600">{m.profile_email_aside()}</span>}>
            <Input id="profile-email" type="email" value={profile.email} disabled />
          </Field>
          {FIELDS.slice(2).map((field) => renderField(field))}
          {/* Decision 0164: the language of the site and of what we send them, each in its own name. */}
          <Field id="profile-preferred-locale" label={m.profile_language()}>
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
              {m.profile_cancel()}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner /> : <Save aria-hidden="true" />}
              {busy ? m.profile_saving() : m.profile_save()}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );

  function renderField({ name, label, type, autoComplete, wide, extra }: (typeof FIELDS)[number]) {
    const id = inputId(name);
    const error = fieldErrorText(label(), errors[name]?.message);
    return (
      <div key={name} className={wide ? "sm:col-span-2" : undefined}>
        <Field id={id} label={label()} error={error}>
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
