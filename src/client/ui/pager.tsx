import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./button.tsx";

type TPagerProps = { label: string; page: number; pageCount: number; total: number; onPage: (page: number) => void };

/** Numbered pages the server counted: Previous, "Page 2 of 5", Next. */
export function Pager({ label, page, pageCount, total, onPage }: TPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {page} of {pageCount} <span className="text-slate-500">({total.toLocaleString("en-US")} in all)</span>
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
