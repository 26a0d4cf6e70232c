import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import { ROLES } from "@/shared/roles.ts";
import { ZAssignRoleRequest } from "@/shared/schemas/users.ts";
import { ApiError } from "@/client/lib/api-client.ts";
import { applyServerFieldErrors, fieldErrorText } from "@/client/lib/form-errors.ts";
import { Button } from "@/client/ui/button.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Select } from "@/client/ui/select.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { useAssignRole } from "../api/assign-role.ts";
import { ROLE_LABELS } from "./role-badge.tsx";

type TInput = z.input<typeof ZAssignRoleRequest>;
type TOutput = z.output<typeof ZAssignRoleRequest>;

/** staff-side.md §2 Assign User Role; §5: e-mail required and valid; §9: role default customer. */
export function AssignRoleForm() {
  const assign = useAssignRole();
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(ZAssignRoleRequest), defaultValues: { email: "", role: "customer" } });
  const emailError = fieldErrorText("Email", form.formState.errors.email?.message);
  const roleError = fieldErrorText("Role", form.formState.errors.role?.message);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await assign.mutateAsync(values);
      toast.success("Success", { description: result.message });
      form.reset({ email: "", role: values.role });
    } catch (failure) {
      applyServerFieldErrors(failure, ["email", "role"], form.setError);
      // §8: the server's message, or 'Failed to update user role'.
      toast.error("Error", { description: failure instanceof ApiError && failure.message ? failure.message : "Failed to update user role" });
    }
  });

  return (
    <section aria-labelledby="assign-role-heading" className="space-y-3">
      <h3 id="assign-role-heading" className="text-base font-semibold text-slate-900">
        Assign User Role
      </h3>
      <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
        <Field id="assign-email" label="Email" error={emailError}>
          <Input
            id="assign-email"
            type="email"
            autoComplete="off"
            placeholder="user@example.com"
            aria-required="true"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? fieldMessageId("assign-email") : undefined}
            {...form.register("email")}
          />
        </Field>
        <Field id="assign-role" label="Role" error={roleError}>
          <Select id="assign-role" aria-invalid={roleError ? true : undefined} {...form.register("role")}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" className="sm:mt-7" disabled={assign.isPending}>
          {assign.isPending ? <Spinner /> : null}
          Assign Role
        </Button>
      </form>
    </section>
  );
}
