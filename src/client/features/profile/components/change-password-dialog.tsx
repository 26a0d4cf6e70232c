import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/client/lib/toast.ts";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordWeakness } from "@/shared/rules/password.ts";
import { ApiError, errorMessage } from "@/client/lib/api-client.ts";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useChangePassword } from "../api/change-password.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

// The sign-up rules (customer-side.md §5), for a new password. better-auth checks the same.
function changePasswordSchema(email: string) {
  return z
    .object({
      currentPassword: z.string().min(1, m.profile_password_enter_current()),
      newPassword: z
        .string()
        .min(PASSWORD_MIN_LENGTH, m.profile_password_min({ min: PASSWORD_MIN_LENGTH }))
        .max(PASSWORD_MAX_LENGTH, m.profile_password_max({ max: PASSWORD_MAX_LENGTH })),
      confirmPassword: z.string(),
    })
    .superRefine((value, ctx) => {
      if (value.newPassword !== value.confirmPassword) {
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: m.profile_password_mismatch() });
        return;
      }
      const weakness = passwordWeakness(value.newPassword, email);
      if (weakness) ctx.addIssue({ code: "custom", path: ["newPassword"], message: weaknessText(weakness) });
    });
}
type TChangePasswordForm = z.infer<ReturnType<typeof changePasswordSchema>>;

// The shared rule's reasons (and the server's, which are the same) in the page's language; an
// unknown one as it came.
const WEAKNESS: Record<string, () => string> = {
  [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`]: () => m.profile_password_min({ min: PASSWORD_MIN_LENGTH }),
  [`Password must be at most ${PASSWORD_MAX_LENGTH} characters`]: () => m.profile_password_max({ max: PASSWORD_MAX_LENGTH }),
  "This password is too common. Choose one that is harder to guess": m.profile_password_common,
  "Password cannot be a single repeated character": m.profile_password_repeated,
  "Password cannot be a simple sequence such as 123456 or abcdef": m.profile_password_sequence,
  "Password cannot contain your e-mail name": m.profile_password_email_name,
};
const weaknessText = (reason: string) => WEAKNESS[reason]?.() ?? reason;

// Labels are messages, said when drawn.
const FIELDS = [
  { name: "currentPassword", id: "current-password", label: m.profile_password_current, autoComplete: "current-password" },
  { name: "newPassword", id: "new-password", label: m.profile_password_new, autoComplete: "new-password" },
  { name: "confirmPassword", id: "confirm-new-password", label: m.profile_password_confirm, autoComplete: "new-password" },
] as const;

/** Account Settings → Change Password: the current password is required; other sessions are signed out. */
export function ChangePasswordDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const change = useChangePassword();
  const form = useForm<TChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema(email)),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const busy = change.isPending;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_PASSWORD") {
        form.setError("currentPassword", { type: "server", message: m.profile_password_incorrect() }, { shouldFocus: true });
      } else if (error instanceof ApiError && /PASSWORD/.test(error.code)) {
        form.setError("newPassword", { type: "server", message: weaknessText(error.message) }, { shouldFocus: true });
      } else {
        toast.error(m.profile_password_failed(), { description: errorMessage(error) });
      }
      return;
    }
    toast.success(m.profile_password_updated(), { description: m.profile_password_updated_text() });
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.profile_password_title()}</DialogTitle>
          <DialogDescription>{m.profile_password_description()}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={m.profile_password_form_label()}>
          {/* Helps password managers tie the new password to this account. */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          {FIELDS.map(({ name, id, label, autoComplete }) => {
            const error = errors[name]?.message;
            const hint = name === "newPassword" ? m.profile_password_hint({ min: PASSWORD_MIN_LENGTH }) : undefined;
            return (
              <Field key={name} id={id} label={label()} error={error} hint={hint}>
                <Input
                  id={id}
                  type="password"
                  autoComplete={autoComplete}
                  disabled={busy}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error || hint ? fieldMessageId(id) : undefined}
                  {...form.register(name)}
                />
              </Field>
            );
          })}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={busy} onClick={onClose}>
              {m.profile_cancel()}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner /> : null}
              {busy ? m.profile_password_updating() : m.profile_password_update()}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
