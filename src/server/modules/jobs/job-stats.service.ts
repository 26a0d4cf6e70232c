import { countMatching, JOB_COUNT_CAP, summarizeJobs, summaryWindows } from "../../../shared/rules/job-stats.ts";
import type { TJobCount, TJobFilters, TJobSummary } from "../../../shared/schemas/jobs.ts";
import type { TJobStatsRepository } from "./job-stats.repository.ts";

/** Past this many delta rows beyond one per key, a read folds them back (decision 0046). */
const COMPACT_AFTER_ROWS = 256;

// staff-side.md §9 summary cards and §2 Jobs Management counters, over every job.
export function jobStatsService(deps: { repository: TJobStatsRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  // Keeps the counters' reads a few hundred rows long however many writes came since.
  const compactIfGrown = async (excessRows: number) => {
    if (excessRows > COMPACT_AFTER_ROWS) await repository.compact();
  };

  return {
    async summary(): Promise<TJobSummary> {
      const [counts, money] = await Promise.all([repository.summaryCounts(summaryWindows(now())), repository.money()]);
      await compactIfGrown(counts.excessRows);
      return summarizeJobs({ ...counts, ...money });
    },

    /** §2 title counters: total always from the counters; filtered too unless there is a search. */
    async count(filters: TJobFilters): Promise<TJobCount> {
      const { counters, excessRows } = await repository.counters();
      await compactIfGrown(excessRows);
      const total = countMatching(counters, {});
      // The counters know status and priority; a search or a technician is counted from the jobs.
      if (!filters.q && !filters.technician) return { total, filtered: countMatching(counters, filters), filtered_capped: false };
      const matched = await repository.countUpTo(filters, JOB_COUNT_CAP);
      return { total, filtered: Math.min(matched, JOB_COUNT_CAP), filtered_capped: matched > JOB_COUNT_CAP };
    },
  };
}

export type TJobStatsService = ReturnType<typeof jobStatsService>;
