import { useEffect, useId, useState } from "react";
import { Search, X } from "lucide-react";
import { cn } from "@/client/lib/cn.ts";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

const DEBOUNCE_MS = 300;

type TSearchFieldProps = {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
  /** The box's width where the default (full on a phone, 24rem from `sm`) does not fit. */
  className?: string;
};

/**
 * A labelled search box that reports its text after a pause in typing (or at once on Enter),
 * and shows the address's search when that changes under it (back button, a shared link). Every
 * list's search is this one box; the list's state lives in the address (use-url-state.ts).
 */
export function SearchField({ label, placeholder, value, onSearch, className }: TSearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = setTimeout(() => onSearch(next), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div role="search" className={cn("space-y-1.5", className ?? "w-full sm:w-96")}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") onSearch(text.trim());
          }}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={100}
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {text ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText("");
              onSearch("");
            }}
            className="absolute top-1/2 right-1.5 grid size-8 -translate-y-1/2 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
