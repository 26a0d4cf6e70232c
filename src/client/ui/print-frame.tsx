import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft, Printer } from "lucide-react";
import { errorMessage } from "@/client/lib/api-client.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";

/**
 * A printable page outside the dashboards' layouts (an invoice, a work order, a day sheet): Back
 * and Print, and whatever else is for the screen, are left out of the printout. The browser's own
 * header and footer are the reader's choice.
 */
export function PrintFrame<T>({
  query,
  back,
  failed,
  printLabel = "Print",
  controls,
  actions,
  margin = "10mm",
  className = "p-4 sm:p-8 print:text-[11px]",
  children,
}: {
  query: UseQueryResult<T>;
  back: { to: string; label: string };
  /** The alert's title when the page could not be loaded. */
  failed: string;
  /** The Print button's words, in the page's language (the customer's invoice); the staff's sheets keep "Print". */
  printLabel?: string;
  /** More on-screen controls beside Print (the day sheet's date). */
  controls?: ReactNode;
  /** What the reader can do with the document on screen, above it (the customer's Pay your balance). */
  actions?: (data: T) => ReactNode;
  /** The printed page's margins. */
  margin?: string;
  /** The document's padding on screen and its type size in print (a sheet's small type fits one page). */
  className?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="min-h-svh bg-slate-100 px-3 py-6 sm:px-4 sm:py-10 print:bg-white print:p-0">
      <style>{`@page { size: auto; margin: ${margin}; }`}</style>
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
            {printLabel}
          </Button>
        </div>
      </div>
      {query.data && actions ? <div className="mx-auto mb-4 max-w-3xl print:hidden">{actions(query.data)}</div> : null}
      <main
        className={`mx-auto max-w-3xl rounded-2xl bg-white text-slate-900 shadow-sm print:max-w-none print:rounded-none print:p-0 print:shadow-none ${className}`}
      >
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
