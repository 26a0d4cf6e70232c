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

// The sign-up rules (customer-side.md §5), for a new password. better-auth checks the same.
function changePasswordSchema(email: string) {
  return z
    .object({
      currentPassword: z.string().min(1, "Enter your current password"),
      newPassword: z
        .string()
        .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
        .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
      confirmPassword: z.string(),
    })
    .superRefine((value, ctx) => {
      if (value.newPassword !== value.confirmPassword) {
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match" });
        return;
      }
      const weakness = passwordWeakness(value.newPassword, email);
      if (weakness) ctx.addIssue({ code: "custom", path: ["newPassword"], message: weakness });
    });
}
type TChangePasswordForm = z.infer<ReturnType<typeof changePasswordSchema>>;

const FIELDS = [
  { name: "currentPassword", id: "current-password", label: "Current Password", autoComplete: "current-password" },
  { name: "newPassword", id: "new-password", label: "New Password", autoComplete: "new-password" },
  { name: "confirmPassword", id: "confirm-new-password", label: "Confirm New Password", autoComplete: "new-password" },
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
        form.setError("currentPassword", { type: "server", message: "Current password is incorrect" }, { shouldFocus: true });
      } else if (error instanceof ApiError && /PASSWORD/.test(error.code)) {
        form.setError("newPassword", { type: "server", message: error.message }, { shouldFocus: true });
      } else {
        toast.error("Could not change your password", { description: errorMessage(error) });
      }
      return;
    }
    toast.success("Password updated", { description: "You have been signed out on your other devices." });
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>Enter your current password, then choose a new one. Your other devices will be signed out.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Change password">
          {/* Helps password managers tie the new password to this account. */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          {FIELDS.map(({ name, id, label, autoComplete }) => {
            const error = errors[name]?.message;
            const hint = name === "newPassword" ? `At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.` : undefined;
            return (
              <Field key={name} id={id} label={label} error={error} hint={hint}>
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
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner /> : null}
              {busy ? "Updating…" : "Update Password"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
