import type { TJobListItem } from "@/shared/schemas/jobs.ts";
import { cn } from "@/client/lib/cn.ts";
import { JobCard } from "./job-card.tsx";
import type { TJobSelection } from "./job-selection.ts";

/** staff-side.md §2 Grid View. The wide layout fits as many compact cards in a row as the width allows (four on a laptop). */
export function JobGrid({ jobs, wide, selection, onOpen }: { jobs: TJobListItem[]; wide: boolean; selection: TJobSelection; onOpen: (id: string) => void }) {
  return (
    <ul aria-label="Jobs" className={cn("grid gap-4", wide ? "grid-cols-[repeat(auto-fill,minmax(14rem,1fr))]" : "md:grid-cols-2 xl:grid-cols-3")}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} selected={selection.selectedIds.has(job.id)} compact={wide} onToggle={selection.onToggle} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
