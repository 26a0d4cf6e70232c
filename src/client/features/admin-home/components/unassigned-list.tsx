import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { UserRoundX } from "lucide-react";
import { addDaysIso } from "@/shared/rules/dates.ts";
import type { THomeJob } from "@/shared/schemas/admin-home.ts";
import { isoToLocalDate } from "@/client/lib/calendar-day.ts";
import { paths } from "@/client/lib/paths.ts";
import { HomeEmpty, HomeSection } from "./home-section.tsx";
import { HomeJobLink } from "./home-job-link.tsx";
import { lazy } from "@/client/lib/lazy.ts";
import { AssignTechnicianButton } from "@/client/lib/assignment/assign-technician-button.tsx";
import { adminHomeKeys } from "../api/get-admin-home.ts";

const shortDay = lazy(() => new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric" }));

/** "Today", "Tomorrow", "Thu, Mar 12" or "No date": when an unassigned job is due. */
function dayLabel(date: string | null, today: string) {
  if (!date) return "No date";
  if (date === today) return "Today";
  if (date === addDaysIso(today, 1)) return "Tomorrow";
  return shortDay().format(isoToLocalDate(date));
}

/** Jobs nobody is assigned to yet, from today on (undated last): the dispatcher's to-do. */
export function UnassignedList({ today, unassigned }: { today: string; unassigned: { total: number; items: THomeJob[] } }) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminHomeKeys.all });
  return (
    <HomeSection
      id="unassigned-heading"
      title="Not yet assigned"
      icon={UserRoundX}
      count={unassigned.total}
      footer={
        <Link to={paths.adminJobs} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {unassigned.total > unassigned.items.length ? `Showing ${unassigned.items.length} of ${unassigned.total} · Open Jobs` : "Open Jobs"}
        </Link>
      }
    >
      {unassigned.items.length === 0 ? (
        <HomeEmpty>Every upcoming job has a technician.</HomeEmpty>
      ) : (
        <ol className="divide-y divide-slate-100 py-1">
          {unassigned.items.map((job) => (
            <li key={job.id} className="flex items-center gap-2 pr-4 sm:pr-5">
              <div className="min-w-0 flex-1">
                <HomeJobLink
                  job={job}
                  when={[dayLabel(job.scheduled_date, today), job.scheduled_time].filter(Boolean).join(" · ")}
                  soon={job.scheduled_date !== null && job.scheduled_date <= addDaysIso(today, 1)}
                />
              </div>
              {/* Assign in one tap, suggested technicians first. */}
              <AssignTechnicianButton jobId={job.id} jobTitle={job.title} onAssigned={refresh} />
            </li>
          ))}
        </ol>
      )}
    </HomeSection>
  );
}
