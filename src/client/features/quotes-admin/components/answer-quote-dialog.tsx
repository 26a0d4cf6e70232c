import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/client/lib/toast.ts";
import type { z } from "zod";
import { ZAnswerQuoteRequest, type TAdminQuote } from "@/shared/schemas/quotes-admin.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { applyServerFieldErrors, fieldErrorText } from "@/client/lib/form-errors.ts";
import { Button } from "@/client/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { Field, fieldMessageId } from "@/client/ui/field.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { useAnswerQuote } from "../api/answer-quote.ts";

type TInput = z.input<typeof ZAnswerQuoteRequest>;
type TOutput = z.output<typeof ZAnswerQuoteRequest>;

/** Quotes: mark one answered, with a note saying how (a call, an e-mail, a price). */
export function AnswerQuoteDialog({ quote, onClose }: { quote: TAdminQuote; onClose: () => void }) {
  const answer = useAnswerQuote();
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(ZAnswerQuoteRequest), defaultValues: { note: "" } });
  const error = fieldErrorText("Note", form.formState.errors.note?.message);

  const onSubmit = form.handleSubmit(async ({ note }) => {
    try {
      await answer.mutateAsync({ id: quote.id, note });
    } catch (failure) {
      if (!applyServerFieldErrors(failure, ["note"], form.setError)) toast.error("Failed to update the quote", { description: errorMessage(failure) });
      return;
    }
    toast.success("Quote marked as answered", { description: `${quote.name}: ${quote.service}` });
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !answer.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark Answered</DialogTitle>
          <DialogDescription>
            {quote.name} asked about {quote.service}. Say how you answered, for whoever reads it next.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <Field id="answer-note" label="Note" error={error}>
            <Textarea
              id="answer-note"
              rows={4}
              maxLength={2000}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldMessageId("answer-note") : undefined}
              placeholder="Called back; sent a price of $1,200 by e-mail."
              {...form.register("note")}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={answer.isPending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={answer.isPending}>
              {answer.isPending ? <Spinner /> : null}
              Mark Answered
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
