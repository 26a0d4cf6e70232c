import { useId, useState, type FormEvent } from "react";
import { toast } from "@/client/lib/toast.ts";
import { ZJobNoteRequest, type TJobNote } from "@/shared/schemas/jobs.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { formatDateTime } from "@/client/lib/format.ts";
import { fieldErrorText } from "@/client/lib/form-errors.ts";
import { Button } from "@/client/ui/button.tsx";
import { fieldMessageId } from "@/client/ui/field.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import { Textarea } from "@/client/ui/textarea.tsx";
import { useAddJobNote } from "../api/add-job-note.ts";
import { DetailSection } from "./job-detail-sections.tsx";

const KINDS = {
  customer: { title: "Customer Notes", label: "New customer note", button: "Add Customer Note", empty: "No customer notes yet.", internal: false },
  internal: { title: "Internal Notes", label: "New internal note", button: "Add Internal Note", empty: "No internal notes yet.", internal: true },
} as const;

/**
 * staff-side.md §2 Job detail Notes: customer notes and internal notes (internal ones are not
 * shown to the customer), each stored with its author and time. This replaces the spec's 'Note
 * functionality requires additional database setup' notice.
 */
export function JobNotes({ jobId, notes }: { jobId: string; notes: TJobNote[] }) {
  return (
    <>
      <NoteThread jobId={jobId} kind="customer" notes={notes.filter((note) => !note.is_internal)} />
      <NoteThread jobId={jobId} kind="internal" notes={notes.filter((note) => note.is_internal)} />
    </>
  );
}

function NoteThread({ jobId, kind, notes }: { jobId: string; kind: keyof typeof KINDS; notes: TJobNote[] }) {
  const copy = KINDS[kind];
  const inputId = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = useAddJobNote(jobId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZJobNoteRequest.shape.body.safeParse(body);
    if (!parsed.success) {
      setError(fieldErrorText("Note", parsed.error.issues[0]?.message) ?? null);
      return;
    }
    setError(null);
    add.mutate(
      { body: parsed.data, is_internal: copy.internal },
      {
        onSuccess: () => {
          setBody("");
          toast.success("Note Added");
        },
        onError: (failure) => toast.error("Error", { description: errorMessage(failure, "Failed to add note") }),
      },
    );
  };

  return (
    <DetailSection title={copy.title}>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">{copy.empty}</p>
      ) : (
        <ul className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className={kind === "internal" ? "rounded-xl bg-amber-50 p-3" : "rounded-xl bg-slate-50 p-3"}>
              <p className="text-sm whitespace-pre-line text-slate-900">{note.body}</p>
              <p className="mt-1 text-xs text-slate-600">
                {note.author_name ?? "Unknown author"}
                {note.author_role ? ` (${note.author_role})` : ""} · <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="mt-3 space-y-2">
        <Label htmlFor={inputId}>{copy.label}</Label>
        <Textarea
          id={inputId}
          rows={2}
          value={body}
          maxLength={2000}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldMessageId(inputId) : undefined}
        />
        {error ? (
          <p id={fieldMessageId(inputId)} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="outline" size="sm" disabled={add.isPending}>
          {add.isPending ? <Spinner /> : null}
          {copy.button}
        </Button>
      </form>
    </DetailSection>
  );
}
