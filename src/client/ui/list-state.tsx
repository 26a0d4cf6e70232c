import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { errorMessage } from "@/client/lib/api-client.ts";
import { cn } from "@/client/lib/cn.ts";
import { Alert } from "./alert.tsx";
import { Button } from "./button.tsx";
import { Skeleton } from "./skeleton.tsx";
import { Spinner } from "./spinner.tsx";

/** What a list needs of its query (TanStack Query's result, paged or not). */
type TListQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

type TListStateProps = {
  query: TListQuery;
  /** Whether the loaded list has no rows. */
  empty: boolean;
  /** Names the list while it loads, for screen readers ("Loading invoices"). */
  loadingLabel: string;
  /** The skeleton rows' height, the list's own row height so nothing shifts when it arrives. */
  rowClassName?: string;
  /** The failure's title ("Failed to fetch invoices"). */
  errorTitle: string;
  /** Shown when the list is empty: an `EmptyState` that says why (no rows yet, or none match). */
  emptyState: ReactNode;
  children: ReactNode;
};

/**
 * Every list's three states before its rows, written once: skeleton rows while it loads, the
 * failure with "Try again", the empty state; then the rows.
 */
export function ListState({ query, empty, loadingLabel, rowClassName = "h-14 rounded-2xl", errorTitle, emptyState, children }: TListStateProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel} className="space-y-3">
        <Skeleton className={rowClassName} />
        <Skeleton className={rowClassName} />
        <Skeleton className={rowClassName} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive" title={errorTitle}>
        <p>{errorMessage(query.error)}</p>
        <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return empty ? emptyState : children;
}

type TEmptyStateProps = { icon: LucideIcon; title: string; description: ReactNode; compact?: boolean; children?: ReactNode };

/** A list with nothing to show: an icon, what is missing, and what to do about it. */
export function EmptyState({ icon: Icon, title, description, compact = false, children }: TEmptyStateProps) {
  return (
    <div className={cn("rounded-2xl border border-dashed border-slate-300 bg-white px-6 text-center", compact ? "py-10" : "py-12")}>
      <Icon aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className={cn("mt-3 font-semibold text-slate-900", !compact && "text-lg")}>{title}</p>
      <p className={cn("mt-1 text-slate-600", compact && "text-sm")}>{description}</p>
      {children}
    </div>
  );
}

type TLoadMoreProps = {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** The space above it, where the list's own differs ("mt-3"). */
  className?: string;
};

/** The next page of a server-paged list, under its rows. */
export function LoadMore({ query, className }: TLoadMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <div className={cn("flex justify-center", className ?? "mt-4")}>
      <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {query.isFetchingNextPage ? <Spinner /> : null}
        Load more
      </Button>
    </div>
  );
}
