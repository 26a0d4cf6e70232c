import { businessToday } from "../../../shared/rules/dates.ts";
import { promiseDueAt } from "../../../shared/rules/emergency-promise.ts";
import type { TJobPriority } from "../../../shared/rules/job-status.ts";
import { HOME_LIMITS, type TAdminHome, type THomeEmergency, type TTechnicianDay } from "../../../shared/schemas/admin-home.ts";
import type { TAdminHomeRepository } from "./admin-home.repository.ts";
import type { TPromiseOutcomesRepository } from "../emergency/promise-outcomes.ts";

type TDayRow = Awaited<ReturnType<TAdminHomeRepository["todayByTechnician"]>>[number];

/** Rows in technician order become one group per technician, each with its whole day's count. */
function groupByTechnician(rows: TDayRow[]): TTechnicianDay[] {
  const groups: TTechnicianDay[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (!group || (group.technician?.id ?? null) !== row.technician_id) {
      const technician = row.technician_id
        ? { id: row.technician_id, first_name: row.technician_first, last_name: row.technician_last, is_active: row.technician_active }
        : null;
      group = { technician, total: row.in_group, jobs: [] };
      groups.push(group);
    }
    group.jobs.push({
      id: row.id,
      title: row.title,
      status: row.status,
      priority: row.priority as TJobPriority,
      scheduled_date: row.scheduled_date,
      scheduled_time: row.scheduled_time,
      service_city: row.service_city,
      service_state: row.service_state,
      customer_name: row.customer_name,
    });
  }
  return groups;
}

const withoutTotal = <T extends { total: number }>(rows: T[]) => ({ total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...row }) => row) });

// Admin home: the dispatcher's morning view, read in one round trip.
export function adminHomeService(deps: { repository: TAdminHomeRepository; promises: TPromiseOutcomesRepository; now?: () => Date }) {
  const { repository, promises } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async read(): Promise<TAdminHome> {
      const at = now();
      // "Today" is Central Florida's (dates.ts), whatever the server's own zone.
      const today = businessToday(at);
      const [day, dated, undated, [unassignedCount], awaitingDetails, awaitingDispatch, awaitingStart, quotes, chats, promiseMonth, promiseRecent] =
        await Promise.all([
          repository.todayByTechnician(today, HOME_LIMITS.jobsPerTechnician),
          repository.unassignedDated(today, HOME_LIMITS.unassigned),
          repository.unassignedUndated(HOME_LIMITS.unassigned),
          repository.unassignedCount(today),
          repository.emergenciesAwaitingDetails(HOME_LIMITS.emergencies),
          repository.emergenciesAwaitingDispatch(HOME_LIMITS.emergencies),
          repository.emergenciesAwaitingStart(new Date(at.getTime() - 7 * 24 * 60 * 60_000), HOME_LIMITS.emergencies),
          repository.newQuotes(HOME_LIMITS.quotes),
          repository.unansweredChats(HOME_LIMITS.chats),
          promises.month(at),
          promises.recent(at, HOME_LIMITS.promiseDays, HOME_LIMITS.promiseOutcomes),
        ]);

      const by_technician = groupByTechnician(day);
      // Decision 0049: the oldest payment's promise runs out first, so overdue ones lead.
      const emergencies: THomeEmergency[] = [
        ...awaitingDetails.map((row) => ({ ...row, stage: "awaiting_details" as const, job_id: null, service_city: null, response_time: null })),
        ...awaitingDispatch.map((row) => ({ ...row, stage: "awaiting_dispatch" as const })),
        ...awaitingStart.map((row) => ({ ...row, stage: "awaiting_start" as const })),
      ]
        .sort((a, b) => a.paid_at.getTime() - b.paid_at.getTime() || a.booking_id.localeCompare(b.booking_id))
        .slice(0, HOME_LIMITS.emergencies)
        .map(({ total: _total, paid_at, ...row }) => ({ ...row, paid_at: paid_at.toISOString(), due_at: promiseDueAt(paid_at).toISOString() }));
      // Dated ones first, soonest first; undated ones after them.
      const unassigned = [...dated, ...undated].slice(0, HOME_LIMITS.unassigned);
      const quoteList = withoutTotal(quotes);
      const chatList = withoutTotal(chats);

      return {
        generated_at: at.toISOString(),
        today,
        today_jobs: { total: by_technician.reduce((sum, group) => sum + group.total, 0), by_technician },
        unassigned: { total: unassignedCount.total, items: unassigned.map((job) => ({ ...job, priority: job.priority as TJobPriority })) },
        emergencies: { total: (awaitingDetails[0]?.total ?? 0) + (awaitingDispatch[0]?.total ?? 0) + (awaitingStart[0]?.total ?? 0), items: emergencies },
        quotes: { total: quoteList.total, items: quoteList.items.map((quote) => ({ ...quote, created_at: quote.created_at.toISOString() })) },
        chats: { total: chatList.total, items: chatList.items.map((chat) => ({ ...chat, last_message_at: chat.last_message_at.toISOString() })) },
        promise: {
          month: today.slice(0, 7),
          ...promiseMonth,
          recent: promiseRecent.map((row) => ({
            ...row,
            received_at: row.received_at.toISOString(),
            due_at: row.due_at.toISOString(),
            arrived_at: row.arrived_at?.toISOString() ?? null,
          })),
        },
      };
    },
  };
}

export type TAdminHomeService = ReturnType<typeof adminHomeService>;
