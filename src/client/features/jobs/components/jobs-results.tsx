import { useEffect, useRef, type ReactNode } from "react";
import { Plus, SearchX } from "lucide-react";
import { errorMessage } from "@/client/lib/api-client.ts";
import { cn } from "@/client/lib/cn.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { Spinner } from "@/client/ui/spinner.tsx";
import type { useJobs } from "../api/get-jobs.ts";

type TJobsQuery = ReturnType<typeof useJobs>;

/** staff-side.md §2: a loading skeleton while fetching. */
export function JobsSkeleton({ view }: { view: "grid" | "list" }) {
  return (
    <div role="status" aria-label="Loading jobs" className={cn("grid gap-4", view === "grid" ? "md:grid-cols-2 xl:grid-cols-3" : "")}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className={view === "grid" ? "h-56 rounded-2xl" : "h-16 rounded-xl"} />
      ))}
    </div>
  );
}

/** staff-side.md §2 empty state, worded exactly as the spec: with filters, a hint; without, a way to start. */
export function JobsEmpty({ filtered, onCreate }: { filtered: boolean; onCreate: () => void }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">No jobs found</h2>
      <p className="mt-1 text-slate-600">{filtered ? "Try adjusting your filters" : "Get started by creating your first job"}</p>
      {filtered ? null : (
        <Button className="mt-5" onClick={onCreate}>
          <Plus aria-hidden="true" />
          Create Job
        </Button>
      )}
    </div>
  );
}

export function JobsError({ query }: { query: TJobsQuery }) {
  return (
    <Alert variant="destructive" title="Failed to fetch jobs">
      <p>{errorMessage(query.error)}</p>
      <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </Alert>
  );
}

/**
 * Lists load page by page: the next page comes when the end of the list scrolls
 * into view, and the 'Load more' button does the same for keyboards and screen readers.
 */
export function JobsPager({ query, shown, total }: { query: TJobsQuery; shown: number; total: number | undefined }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div ref={sentinel} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {shown}
        {total !== undefined ? ` of ${total}` : ""} {(total ?? shown) === 1 ? "job" : "jobs"}
      </p>
      {hasNextPage ? (
        <Button variant="outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? <Spinner /> : null}
          Load more
        </Button>
      ) : null}
    </div>
  );
}

/** The loaded jobs, or the skeleton, the error or the empty state in their place. */
export function JobsResults({
  query,
  view,
  filtered,
  total,
  onCreate,
  children,
}: {
  query: TJobsQuery;
  view: "grid" | "list";
  filtered: boolean;
  total: number | undefined;
  onCreate: () => void;
  children: (jobs: NonNullable<TJobsQuery["data"]>["pages"][number]["items"]) => ReactNode;
}) {
  if (query.isPending) return <JobsSkeleton view={view} />;
  if (query.isError && !query.data) return <JobsError query={query} />;
  const jobs = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (jobs.length === 0) return <JobsEmpty filtered={filtered} onCreate={onCreate} />;
  return (
    <div aria-busy={query.isPlaceholderData} className={cn(query.isPlaceholderData && "opacity-60 transition-opacity")}>
      {children(jobs)}
      <JobsPager query={query} shown={jobs.length} total={total} />
    </div>
  );
}
