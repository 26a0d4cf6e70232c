import { useState } from "react";
import { Save } from "lucide-react";
import { ZTechnicianNotesRequest } from "@/shared/schemas/technician-jobs.ts";
import { Button } from "@/client/ui/button.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { useSaveNotes } from "../api/job-writes.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

/**
 * Customer Notes and Internal Notes with Save Notes ('Notes saved'). Each save adds to the job's
 * notes (decision 0063); offline it waits in the queue and the boxes clear, as it is kept.
 */
export function JobNotesForm({ jobId, title, autoFocus = false }: { jobId: string; title: string; autoFocus?: boolean }) {
  const save = useSaveNotes();
  const [customer, setCustomer] = useState("");
  const [internal, setInternal] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit() {
    const parsed = ZTechnicianNotesRequest.safeParse({ customer_notes: customer, internal_notes: internal });
    if (!parsed.success) {
      setError(m.tech_notes_empty_error());
      return;
    }
    setError(null);
    save.mutate({ jobId, title, ...parsed.data, idempotencyKey: crypto.randomUUID() });
    setCustomer("");
    setInternal("");
  }

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`customer-notes-${jobId}`}>{m.tech_customer_notes()}</Label>
        <Textarea
          id={`customer-notes-${jobId}`}
          rows={3}
          value={customer}
          onChange={(event) => setCustomer(event.target.value)}
          autoFocus={autoFocus}
          aria-describedby={`customer-notes-hint-${jobId}`}
        />
        <p id={`customer-notes-hint-${jobId}`} className="text-xs text-slate-600">
          {m.tech_customer_notes_hint()}
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`internal-notes-${jobId}`}>{m.tech_internal_notes()}</Label>
        <Textarea
          id={`internal-notes-${jobId}`}
          rows={3}
          value={internal}
          onChange={(event) => setInternal(event.target.value)}
          aria-describedby={`internal-notes-hint-${jobId}`}
        />
        <p id={`internal-notes-hint-${jobId}`} className="text-xs text-slate-600">
          {m.tech_internal_notes_hint()}
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full">
        <Save aria-hidden="true" />
        {m.tech_save_notes()}
      </Button>
    </form>
  );
}
