import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useAdminHome } from "@/client/features/admin-home/api/get-admin-home.ts";
import { ChatsCard } from "@/client/features/admin-home/components/chats-card.tsx";
import { EmergenciesPanel } from "@/client/features/admin-home/components/emergencies-panel.tsx";
import { PromiseCard } from "@/client/features/admin-home/components/promise-card.tsx";
import { QuotesCard } from "@/client/features/admin-home/components/quotes-card.tsx";
import { TodayBoard } from "@/client/features/admin-home/components/today-board.tsx";
import { UnassignedList } from "@/client/features/admin-home/components/unassigned-list.tsx";
import { useServerClock } from "@/client/features/admin-home/components/use-server-clock.ts";
import { jobSummaryKey } from "@/client/features/jobs/api/get-job-summary.ts";
import { useLiveJobs } from "@/client/features/jobs/api/use-live-jobs.ts";
import { JobSummaryCards } from "@/client/features/jobs/components/job-summary-cards.tsx";
import { errorMessage } from "@/client/lib/api-client.ts";
import { formatRelativeTime } from "@/client/lib/format.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";

function HomeSkeleton() {
  return (
    <div role="status" aria-label="Loading the dashboard" className="space-y-6">
      <Skeleton className="h-14 rounded-2xl" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-96 rounded-2xl lg:col-span-2" />
        <div className="space-y-6">
          <Skeleton className="h-44 rounded-2xl" />
          <Skeleton className="h-44 rounded-2xl" />
        </div>
      </div>
    </div>
  );
}

/**
 * Admin home: the dispatcher's morning view. What is most urgent comes first (the
 * emergencies and their 2-hour promise), then the eight summary cards, the day's board by
 * technician and what waits for someone: unassigned jobs, new quotes, unanswered chats. Every
 * item is a link into the screen that handles it.
 */
export function AdminHomePage() {
  usePageTitle("Dashboard");
  const home = useAdminHome();
  // The eight cards are the jobs' summary: they follow the same live job and booking events as
  // the lists beside them, and Refresh reads them again with the rest of the page.
  useLiveJobs();
  const queryClient = useQueryClient();
  const refresh = () => void Promise.all([home.refetch(), queryClient.refetchQueries({ queryKey: jobSummaryKey() })]);
  const now = useServerClock(home.data?.generated_at, home.dataUpdatedAt);

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={home.data ? `Updated ${formatRelativeTime(home.data.generated_at, now)}` : "Today's jobs, emergencies and what is waiting for you."}
        actions={
          <Button variant="outline" onClick={refresh} disabled={home.isFetching}>
            <RefreshCw aria-hidden="true" className={home.isFetching ? "motion-safe:animate-spin" : undefined} />
            Refresh
          </Button>
        }
      />
      {home.isPending ? (
        <HomeSkeleton />
      ) : home.isError ? (
        <Alert variant="destructive" title="The dashboard could not be loaded">
          <p>{errorMessage(home.error)}</p>
          <Button variant="link" className="h-auto p-0" onClick={() => void home.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <div className="space-y-6">
          <EmergenciesPanel emergencies={home.data.emergencies} now={now} />
          <JobSummaryCards />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 space-y-6 lg:col-span-2">
              <TodayBoard today={home.data.today} days={home.data.today_jobs.by_technician} total={home.data.today_jobs.total} />
              <UnassignedList today={home.data.today} unassigned={home.data.unassigned} />
            </div>
            <div className="min-w-0 space-y-6">
              <PromiseCard promise={home.data.promise} now={now} />
              <QuotesCard quotes={home.data.quotes} now={now} />
              <ChatsCard chats={home.data.chats} now={now} />
            </div>
          </div>
        </div>
      )}
    </>
  );
}
