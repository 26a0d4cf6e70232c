import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import { DUPLICATE_REVIEW, ZReviewRequest, type TAdminReview } from "@/shared/schemas/services-admin.ts";
import { ApiError } from "@/client/lib/api-client.ts";
import { applyServerFieldErrors, fieldErrorText } from "@/client/lib/form-errors.ts";
import { Button } from "@/client/ui/button.tsx";
import { Checkbox } from "@/client/ui/checkbox.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Select } from "@/client/ui/select.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { useSaveReview } from "../api/save-review.ts";

type TReviewInput = z.input<typeof ZReviewRequest>;
type TReviewOutput = z.output<typeof ZReviewRequest>;

const FIELDS = ["customer_name", "customer_email", "rating", "review_text"] as const;

/** staff-side.md §5 Review: name required, rating 1 to 5 (default 5, §9), e-mail optional and unique per service. */
export function ReviewForm({ serviceId, review, onDone }: { serviceId: string; review?: TAdminReview; onDone: () => void }) {
  const save = useSaveReview();
  const form = useForm<TReviewInput, unknown, TReviewOutput>({
    resolver: zodResolver(ZReviewRequest),
    defaultValues: {
      customer_name: review?.customer_name ?? "",
      customer_email: review?.customer_email ?? "",
      rating: review?.rating ?? 5,
      review_text: review?.review_text ?? "",
      is_verified: review?.is_verified ?? false,
      is_featured: review?.is_featured ?? false,
    },
  });
  const { errors } = form.formState;
  const id = (field: string) => `review-${review?.id ?? "new"}-${field}`;
  const invalid = (field: (typeof FIELDS)[number]) => (errors[field] ? { "aria-invalid": true as const, "aria-describedby": fieldMessageId(id(field)) } : {});

  // Editing, this form sits in the reviews list, which is read again before mutate's own callbacks
  // would run and is replaced by its error when that read fails: what follows is awaited here.
  const onSubmit = form.handleSubmit(async (body) => {
    if (save.isPending) return;
    try {
      await save.mutateAsync({ serviceId, reviewId: review?.id, body });
      toast.success("Success", { description: review ? "Review updated successfully" : "Review added successfully" });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === "CONFLICT") {
        form.setError("customer_email", { type: "server", message: DUPLICATE_REVIEW.message });
        toast.error(DUPLICATE_REVIEW.title, { description: DUPLICATE_REVIEW.message });
        return;
      }
      applyServerFieldErrors(error, FIELDS, form.setError);
      toast.error("Error", { description: "Failed to save review" });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={review ? `Edit review by ${review.customer_name}` : "Add review"}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id("customer_name")} label="Customer Name" error={fieldErrorText("Customer name", errors.customer_name?.message)}>
          <Input id={id("customer_name")} autoComplete="off" required {...invalid("customer_name")} {...form.register("customer_name")} />
        </Field>
        <Field id={id("customer_email")} label="Email (optional)" error={fieldErrorText("Email", errors.customer_email?.message)}>
          <Input id={id("customer_email")} type="email" autoComplete="off" {...invalid("customer_email")} {...form.register("customer_email")} />
        </Field>
      </div>
      <Field id={id("rating")} label="Rating" error={fieldErrorText("Rating", errors.rating?.message)}>
        <Select id={id("rating")} {...invalid("rating")} {...form.register("rating", { valueAsNumber: true })}>
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {stars} {stars === 1 ? "star" : "stars"}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={id("review_text")} label="Review" error={fieldErrorText("Review", errors.review_text?.message)}>
        <Textarea id={id("review_text")} rows={3} maxLength={2000} {...invalid("review_text")} {...form.register("review_text")} />
      </Field>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {(["is_verified", "is_featured"] as const).map((flag) => (
          <div key={flag} className="flex items-center gap-2">
            <Controller
              control={form.control}
              name={flag}
              render={({ field }) => <Checkbox id={id(flag)} checked={field.value ?? false} onCheckedChange={(checked) => field.onChange(checked === true)} />}
            />
            <Label htmlFor={id(flag)}>{flag === "is_verified" ? "Verified" : "Featured"}</Label>
          </div>
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={save.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          Save Review
        </Button>
      </div>
    </form>
  );
}
