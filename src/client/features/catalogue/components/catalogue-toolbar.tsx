import { useEffect, useId, useState } from "react";
import { Search, X } from "lucide-react";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Select } from "@/client/ui/select.tsx";
import type { TCatalogueSort } from "./use-catalogue-params.ts";
import { currentLocale } from "@/shared/i18n/locale.ts";
import { englishOnlyLang } from "@/shared/rules/content-language.ts";

const SORT_LABELS: Record<TCatalogueSort, () => string> = {
  recommended: m.catalogue_sort_recommended,
  priceLow: m.catalogue_sort_price_low,
  priceHigh: m.catalogue_sort_price_high,
  rating: m.catalogue_sort_rating,
};

const DEBOUNCE_MS = 300;

type TCatalogueToolbarProps = {
  q: string;
  category: string;
  sort: TCatalogueSort;
  categories: string[];
  onChange: (changes: Partial<Record<"q" | "category" | "sort", string>>) => void;
};

/** customer-side.md §2 Services page: search, category filter (All + distinct) and sort. */
export function CatalogueToolbar({ q, category, sort, categories, onChange }: TCatalogueToolbarProps) {
  const id = useId();
  const [text, setText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  // The address changed under us (back button, a shared link): show its search.
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

  // A category that is not (or no longer) offered still shows, so the select tells the truth.
  const options = category && !categories.includes(category) ? [...categories, category] : categories;

  return (
    <div role="search" className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="col-span-2 space-y-1.5 sm:col-span-1">
        <Label htmlFor={`${id}-q`}>{m.catalogue_search_label()}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") onChange({ q: text.trim() });
            }}
            placeholder={m.catalogue_search_placeholder()}
            autoComplete="off"
            maxLength={100}
            className="pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
          />
          {text ? (
            <button
              type="button"
              aria-label={m.catalogue_clear_search()}
              onClick={() => {
                setText("");
                onChange({ q: "" });
              }}
              className="absolute top-1/2 right-1.5 grid size-8 -translate-y-1/2 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      </div>
      <div className="min-w-0 space-y-1.5">
        <Label htmlFor={`${id}-category`}>{m.catalogue_category()}</Label>
        <Select id={`${id}-category`} value={category} onChange={(event) => onChange({ category: event.target.value })}>
          <option value="">{m.catalogue_all()}</option>
          {options.map((name) => (
            <option key={name} value={name} lang={englishOnlyLang(currentLocale())}>
              {name}
            </option>
          ))}
        </Select>
      </div>
      <div className="min-w-0 space-y-1.5">
        <Label htmlFor={`${id}-sort`}>{m.catalogue_sort_by()}</Label>
        <Select id={`${id}-sort`} value={sort} onChange={(event) => onChange({ sort: event.target.value })}>
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label()}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
