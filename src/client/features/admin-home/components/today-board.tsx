import { Link } from "react-router";
import { CalendarClock, UserRound } from "lucide-react";
import type { TTechnicianDay } from "@/shared/schemas/admin-home.ts";
import { formatBookingDate } from "@/client/lib/calendar-day.ts";
import { cn } from "@/client/lib/cn.ts";
import { adminDaySheetHref, paths } from "@/client/lib/paths.ts";
import { HomeEmpty, HomeSection } from "./home-section.tsx";
import { HomeJobLink } from "./home-job-link.tsx";

function initials(first: string, last: string) {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || "?";
}

function TechnicianDay({ day, today }: { day: TTechnicianDay; today: string }) {
  const technician = day.technician;
  const name = technician ? `${technician.first_name} ${technician.last_name}`.trim() || "Technician" : "Not assigned yet";
  const headingId = `day-${technician?.id ?? "unassigned"}`;
  return (
    <section aria-labelledby={headingId} className={cn("rounded-xl border", technician ? "border-slate-200" : "border-amber-300 bg-amber-50/40")}>
      <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <span
          aria-hidden="true"
          className={cn(
            "grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold",
            technician ? "bg-brand-100 text-brand-800" : "bg-amber-100 text-amber-900",
          )}
        >
          {technician ? initials(technician.first_name, technician.last_name) : <UserRound className="size-4" />}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate font-semibold text-slate-900">
            {name}
          </h3>
          <p className="text-xs text-slate-600">
            {day.total} {day.total === 1 ? "job" : "jobs"} today
            {technician && !technician.is_active ? " · former technician" : ""}
          </p>
        </div>
      </div>
      <ol className="divide-y divide-slate-100 py-1">
        {day.jobs.map((job) => (
          <li key={job.id}>
            <HomeJobLink job={job} time={job.scheduled_time ?? "Any time"} />
          </li>
        ))}
      </ol>
      {/* The technician's day in route order, printable. */}
      {technician ? (
        <p className="border-t border-slate-100 px-4 py-2 text-sm sm:px-5">
          <Link to={adminDaySheetHref(technician.id, today)} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Day sheet<span className="sr-only"> of {name}</span>
          </Link>
        </p>
      ) : null}
      {day.total > day.jobs.length ? (
        <p className="border-t border-slate-100 px-4 py-2 text-sm text-slate-600 sm:px-5">
          and {day.total - day.jobs.length} more today ·{" "}
          <Link to={paths.adminJobs} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            all jobs
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** Today's jobs (in Central Florida) by technician, each in slot order; nobody's last. */
export function TodayBoard({ today, days, total }: { today: string; days: TTechnicianDay[]; total: number }) {
  return (
    <HomeSection
      id="today-heading"
      title="Today's jobs"
      icon={CalendarClock}
      count={total}
      aside={<p className="text-sm text-slate-600">{formatBookingDate(today)}</p>}
    >
      {days.length === 0 ? (
        <HomeEmpty>No jobs are scheduled for today.</HomeEmpty>
      ) : (
        <div className="grid grid-cols-1 gap-3 p-3 sm:p-4 xl:grid-cols-2">
          {days.map((day) => (
            <TechnicianDay key={day.technician?.id ?? "unassigned"} day={day} today={today} />
          ))}
        </div>
      )}
    </HomeSection>
  );
}
