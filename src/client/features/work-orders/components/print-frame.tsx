import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft, Printer } from "lucide-react";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";

// One printed page: narrow margins, and the screen's controls left out of the printout.
const PRINT_CSS = "@page { size: auto; margin: 10mm; }";

/** A printable page outside the dashboards' layouts, as the printable invoice is: Back and Print on screen only. */
export function PrintFrame<T>({
  query,
  back,
  failed,
  controls,
  children,
}: {
  query: UseQueryResult<T>;
  back: { to: string; label: string };
  /** The alert's title when the page could not be loaded. */
  failed: string;
  /** More on-screen controls (the day sheet's date). */
  controls?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="min-h-svh bg-slate-100 px-3 py-6 sm:px-4 sm:py-10 print:bg-white print:p-0">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto mb-4 flex max-w-3xl flex-wrap items-end justify-between gap-3 print:hidden">
        <Button asChild variant="ghost">
          <Link to={back.to}>
            <ArrowLeft aria-hidden="true" />
            {back.label}
          </Link>
        </Button>
        <div className="flex flex-wrap items-end gap-3">
          {controls}
          <Button onClick={() => window.print()} disabled={!query.data}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </div>
      <main className="mx-auto max-w-3xl rounded-2xl bg-white p-4 text-slate-900 shadow-sm sm:p-8 print:max-w-none print:rounded-none print:p-0 print:text-[11px] print:shadow-none">
        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <Alert variant="destructive" title={failed}>
            {errorMessage(query.error)}
          </Alert>
        ) : (
          children(query.data)
        )}
      </main>
    </div>
  );
}
