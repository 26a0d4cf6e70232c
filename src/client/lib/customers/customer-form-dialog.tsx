import { useCallback, useState, type ReactNode } from "react";
import { useForm, type FieldPath, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ZCustomerForm, type TCustomerFormParsed, type TCustomerRecord } from "@/shared/schemas/customers.ts";
import { ApiError, errorMessage } from "@/client/lib/api-client.ts";
import { applyServerFieldErrors, fieldErrorText } from "@/client/lib/form-errors.ts";
import { toast } from "@/client/lib/toast.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { useSaveCustomer } from "./save-customer.ts";

// Decision 0153: New Customer and Edit, for phone-in work. The Customers page and the
// job form's "New customer" open this one form; the shared schema checks it on both sides.

type TValues = { [K in keyof TCustomerFormParsed]: string };
type TName = FieldPath<TValues>;

const LABELS: Record<TName, string> = {
  first_name: "First name",
  last_name: "Last name",
  phone: "Phone",
  email: "E-mail",
  address: "Address",
  city: "City",
  state: "State",
  zip_code: "ZIP code",
  notes: "Notes",
};
const REQUIRED: ReadonlySet<TName> = new Set(["first_name", "phone"]);
const FIELDS = Object.keys(LABELS) as TName[];

const valuesOf = (customer: TCustomerRecord | null): TValues => ({
  first_name: customer?.first_name ?? "",
  last_name: customer?.last_name ?? "",
  phone: customer?.phone ?? "",
  email: customer?.email ?? "",
  address: customer?.address ?? "",
  city: customer?.city ?? "",
  // The business works in Central Florida (customer-side.md §9).
  state: customer ? (customer.state ?? "") : "FL",
  zip_code: customer?.zip_code ?? "",
  notes: customer?.notes ?? "",
});

type TCustomerFormDialogProps = {
  /** The customer to edit; null for a new one. */
  customer: TCustomerRecord | null;
  onClose: () => void;
  onSaved: (customer: TCustomerRecord) => void;
  /** What a refused duplicate offers: open that customer's page, or choose them in the job form. */
  existing: { label: string; onChoose: (id: string) => void };
};

export function CustomerFormDialog({ customer, onClose, onSaved, existing }: TCustomerFormDialogProps) {
  const editing = customer !== null;
  const form = useForm<TValues, unknown, TCustomerFormParsed>({
    resolver: zodResolver(ZCustomerForm) as unknown as Resolver<TValues, unknown, TCustomerFormParsed>,
    defaultValues: valuesOf(customer),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const save = useSaveCustomer(customer?.id ?? null);
  const [duplicate, setDuplicate] = useState<{ message: string; id: string } | null>(null);
  // Stable, so it runs when the message appears, not on every keystroke after.
  const reveal = useCallback((node: HTMLDivElement | null) => node?.scrollIntoView({ block: "nearest" }), []);

  // Checked here with the shared schema; sent as typed, for the server to read by the same schema.
  const submit = form.handleSubmit(() => {
    setDuplicate(null);
    save.mutate(form.getValues(), {
      onSuccess: (saved) => {
        toast.success("Success", { description: editing ? "Customer updated successfully" : "Customer added successfully" });
        onSaved(saved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409 && error.existingId) {
          setDuplicate({ message: error.message, id: error.existingId });
          return;
        }
        const matched = error instanceof ApiError && error.status === 400 && applyServerFieldErrors(error, FIELDS, form.setError);
        toast.error("Error", { description: matched ? "Please correct the highlighted fields." : errorMessage(error, "Failed to save customer") });
      },
    });
  });

  const field = (name: TName, control: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode, hint?: string) => {
    const id = `customer-${name.replaceAll("_", "-")}`;
    const error = fieldErrorText(LABELS[name], form.formState.errors[name]?.message);
    return (
      <Field id={id} label={REQUIRED.has(name) ? `${LABELS[name]} *` : LABELS[name]} error={error} hint={hint}>
        {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error || hint ? fieldMessageId(id) : undefined })}
      </Field>
    );
  };
  const { register } = form;

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Customer" : "New Customer"}</DialogTitle>
          <DialogDescription>
            {editing ? "Change the customer's details and notes." : "A customer who called in. Fields marked * are required."}
          </DialogDescription>
        </DialogHeader>
        {/* Opened from inside the job form too: its submit must not reach that form (React events cross portals). */}
        <form
          noValidate
          onSubmit={(event) => {
            event.stopPropagation();
            void submit(event);
          }}
          className="space-y-5"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {field("first_name", (control) => (
              <Input {...control} {...register("first_name")} autoComplete="off" maxLength={100} />
            ))}
            {field("last_name", (control) => (
              <Input {...control} {...register("last_name")} autoComplete="off" maxLength={100} />
            ))}
            {field("phone", (control) => (
              <Input {...control} {...register("phone")} type="tel" autoComplete="off" maxLength={25} />
            ))}
            {field(
              "email",
              (control) => (
                <Input {...control} {...register("email")} type="email" autoComplete="off" maxLength={254} />
              ),
              "Optional. Without it, invoices and reminders cannot be e-mailed.",
            )}
            <div className="sm:col-span-2">
              {field("address", (control) => (
                <Input {...control} {...register("address")} autoComplete="off" maxLength={200} />
              ))}
            </div>
            {field("city", (control) => (
              <Input {...control} {...register("city")} autoComplete="off" maxLength={80} />
            ))}
            <div className="grid grid-cols-2 gap-4">
              {field("state", (control) => (
                <Input {...control} {...register("state")} autoComplete="off" maxLength={2} />
              ))}
              {field("zip_code", (control) => (
                <Input {...control} {...register("zip_code")} inputMode="numeric" autoComplete="off" maxLength={10} />
              ))}
            </div>
            <div className="sm:col-span-2">
              {field("notes", (control) => (
                <Textarea {...control} {...register("notes")} rows={3} maxLength={2000} />
              ))}
            </div>
          </div>
          {duplicate ? (
            // Shown where the admin's eyes are: the dialog may be scrolled to its top on a short screen.
            <div ref={reveal}>
              <Alert variant="destructive" title="Already a customer">
                <p>{duplicate.message}</p>
                <Button variant="outline" size="sm" className="mt-2" onClick={() => existing.onChoose(duplicate.id)}>
                  {existing.label}
                </Button>
              </Alert>
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : null}
              {editing ? "Save Changes" : "Add Customer"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
