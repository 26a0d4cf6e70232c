import { useEffect, useId, useState } from "react";
import { Search } from "lucide-react";
import { INBOX_FILTERS, type TInboxFilter } from "@/shared/schemas/inbox.ts";
import { cn } from "@/client/lib/cn.ts";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";

const DEBOUNCE_MS = 300;
const LABELS: Record<TInboxFilter, string> = { all: "All", unread: "Unread", open: "Open", resolved: "Resolved" };

/** Search by name or e-mail, and the filter, both kept in the URL. */
export function InboxToolbar({ q, filter, onChange }: { q: string; filter: TInboxFilter; onChange: (changes: { q?: string; filter?: string }) => void }) {
  const id = useId();
  const [text, setText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== text.trim()) setText(q);
  }
  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(() => onChange({ q: next }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, onChange]);

  return (
    <div className="space-y-3">
      <div role="search" className="space-y-1.5">
        <Label htmlFor={`${id}-q`}>Search conversations</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Name or e-mail"
            autoComplete="off"
            maxLength={100}
            className="pl-9"
          />
        </div>
      </div>
      <div role="group" aria-label="Show" className="flex flex-wrap gap-1.5">
        {INBOX_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => onChange({ filter: value })}
            className={cn(
              "rounded-full border px-3 py-1.5 text-sm font-medium transition-colors",
              filter === value ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
            )}
          >
            {LABELS[value]}
          </button>
        ))}
      </div>
    </div>
  );
}
