import type { TTx } from "../../db/tx.ts";
import { jobChanges, jobNotices, jobWhen, type TJobNoticeKind } from "../../../shared/rules/job-notices.ts";
import { jobSnapshots, technicianAccounts, type TJobSnapshot } from "./job-notices.repository.ts";
import type { TNoticeInLocale, TNotifier } from "./notifier.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";

const when = (job: TJobSnapshot) => jobWhen(job);

/**
 * The words of each notice (Notifications); links go to where the person sees the job.
 * `before` is the job before the change (null for a new one): a change says what changed.
 */
function noticeFor(kind: TJobNoticeKind, job: TJobSnapshot, before: TJobSnapshot | null, technicianName: string | null): TNoticeInLocale {
  switch (kind) {
    // Every job notice speaks its reader's language (decision 0166): the technician's preferred
    // one for theirs, the customer's for theirs. The job's own words (title, address) stay as written.
    case "job-assigned":
      return {
        kind,
        preference: "jobs",
        words: () => ({ title: m.tech_notice_job_assigned(), body: `${job.title} · ${when(job)} · ${job.service_address}` }),
        link: "/technician",
      };
    case "job-changed":
      return {
        kind,
        preference: "jobs",
        words: () => ({
          title: m.tech_notice_job_changed(),
          body: before ? `${job.title}: ${jobChanges(before, job).join("; ")}` : `${job.title} · ${when(job)} · ${job.service_address}`,
        }),
        link: "/technician",
      };
    case "job-unassigned":
      return {
        kind,
        preference: "jobs",
        words: () => ({ title: m.tech_notice_job_unassigned(), body: m.tech_notice_job_unassigned_body({ title: job.title }) }),
        link: "/technician",
      };
    case "booking-confirmed":
      return {
        kind,
        preference: "bookings",
        words: () => ({ title: m.notice_booking_confirmed(), body: m.notice_booking_confirmed_body({ title: job.title, when: when(job) }) }),
        link: "/dashboard/bookings",
      };
    case "technician-assigned":
      return {
        kind,
        preference: "jobs",
        words: () => ({
          title: m.notice_technician_assigned(),
          body: m.notice_technician_assigned_body({ technician: technicianName || m.notice_your_technician(), title: job.title }),
        }),
        link: "/dashboard/bookings",
      };
    case "job-started":
      return {
        kind,
        preference: "jobs",
        words: () => ({
          title: m.notice_job_started(),
          body: m.notice_job_started_body({ technician: technicianName || m.notice_your_technician(), title: job.title }),
        }),
        link: "/dashboard/bookings",
      };
    case "job-completed":
      return {
        kind,
        preference: "jobs",
        words: () => ({ title: m.notice_job_completed(), body: m.notice_job_completed_body({ title: job.title }) }),
        link: "/dashboard/bookings",
      };
  }
}

/**
 * Notifications about jobs, made in the transaction of the change. A writer takes a
 * `snapshot` of the jobs before it changes them and calls `changed` after; the shared rule
 * (rules/job-notices.ts) decides who hears what.
 */
export function jobNoticesService(deps: { notifier: TNotifier }) {
  return {
    snapshot: (tx: TTx, ids: readonly string[]) => jobSnapshots(tx, ids),

    async changed(tx: TTx, before: Map<string, TJobSnapshot>) {
      const after = await jobSnapshots(tx, [...before.keys()]);
      await this.record(tx, before, after);
    },

    /** `before` empty for a created job; a job missing from `after` was deleted. */
    async record(tx: TTx, before: Map<string, TJobSnapshot>, after: Map<string, TJobSnapshot>) {
      const ids = new Set([...before.keys(), ...after.keys()]);
      const all = [...before.values(), ...after.values()];
      const technicians = await technicianAccounts(tx, [...new Set(all.map((job) => job.technician_id).filter((id): id is string => id !== null))]);
      for (const id of ids) {
        const was = before.get(id) ?? null;
        const now = after.get(id) ?? null;
        const job = now ?? was!;
        const name = now?.technician_id ? (technicians.get(now.technician_id)?.name ?? null) : null;
        for (const notice of jobNotices(was, now)) {
          const words = noticeFor(notice.kind, job, was, name);
          if (notice.to === "technician") {
            const account = technicians.get(notice.technicianId);
            if (account) await deps.notifier.accounts(tx, [account], words);
          } else if (job.customer_accounts.length > 0) {
            await deps.notifier.accounts(tx, job.customer_accounts, words);
          } else if (job.customer_email) {
            await deps.notifier.guest(tx, job.customer_email, words, job.booking_locale ?? undefined);
          }
        }
      }
    },
  };
}

export type TJobNotices = ReturnType<typeof jobNoticesService>;
