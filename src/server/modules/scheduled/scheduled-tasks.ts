import type { FastifyBaseLogger } from "fastify";
import { formatVisit } from "../../../shared/rules/business-time.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { TMailer } from "../../mail/mailer.ts";
import { invoiceTemplates } from "../../mail/templates.ts";
import { addDaysIso, businessHour, businessToday } from "../../../shared/rules/dates.ts";
import type { TScheduleSettings } from "../../../shared/schemas/settings.ts";
import type { TNotifier } from "../notifications/notifier.ts";
import type { TDocumentLinks } from "../documents/document-links.ts";
import { dueEscalations, ESCALATION_MINUTES, ESCALATION_TITLES, type TEscalationStage } from "../../../shared/rules/emergency-escalation.ts";
import { promiseDueAt, timeLeft } from "../../../shared/rules/emergency-promise.ts";
import { claimOnce, type TScheduledRepository } from "./scheduled.repository.ts";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export type TTaskContext = {
  now: Date;
  schedule: TScheduleSettings;
  repository: TScheduledRepository;
  mailer: TMailer;
  notifier: TNotifier;
  /** The signed links a mailed invoice carries (decision 0144). */
  links: TDocumentLinks;
};

/**
 * One kind of scheduled work (decision 0075). `run` looks for what is due at `now`
 * and does each piece once, claimed with `claimOnce` in the transaction that does it: a sweep
 * that runs twice (two processes, a retry, a restart) sends nothing twice. Returns how many it did.
 */
export type TScheduledTask = { name: string; run: (context: TTaskContext) => Promise<number> };

/** An e-mail to the customer the day before a scheduled job, once (per date: a moved job is reminded again). */
export const appointmentReminder: TScheduledTask = {
  name: "appointment-reminder",
  async run({ now, schedule, repository, mailer, notifier }) {
    if (businessHour(now) < schedule.reminder_hour) return 0;
    const tomorrow = addDaysIso(businessToday(now), 1);
    let sent = 0;
    for (const job of await repository.jobsOn(tomorrow)) {
      // A customer the office added without an e-mail (decision 0153) gets no reminder.
      const to = job.customer_email;
      if (!to) continue;
      await repository.transaction(async (tx) => {
        if (!(await claimOnce(tx, "appointment-reminder", `${job.id}:${tomorrow}`))) return;
        sent += 1;
        // In the customer's language (decision 0166): the account's choice, else the one they booked in.
        await mailer.enqueue(
          {
            to,
            locale: job.locale,
            render: () => ({
              to,
              kind: "appointment-reminder",
              subject: m.mail_reminder_subject({ title: job.title }),
              text: [
                job.customer_name ? m.mail_hi({ name: job.customer_name }) : m.mail_hi_there(),
                m.mail_reminder_text({ title: job.title, when: formatVisit(tomorrow, job.scheduled_time, now), address: job.service_address }),
                `${m.mail_reminder_change()}\n${notifier.link("/dashboard/bookings")}`,
                m.mail_team(),
              ].join("\n\n"),
            }),
          },
          tx,
        );
      });
    }
    return sent;
  },
};

/**
 * The 2-hour promise's escalations (customer-side.md §9): an emergency with nobody assigned after
 * `emergency_unassigned_minutes` (30 by default), nobody on the way after 60, nobody there at 110
 * is raised to every admin, bell and mail by their preference, once each. Each alarm is claimed
 * in the transaction that writes its notice, so two processes, a retried sweep or a restart tell
 * it once. A sweep that finds several due at once (the queue was down) claims them all and tells
 * the furthest only: one notice saying the worst, not three at once.
 */
export const emergencyEscalation: TScheduledTask = {
  name: "emergency-escalation",
  async run({ now, schedule, repository, notifier }) {
    const minutes = { ...ESCALATION_MINUTES, unassigned: schedule.emergency_unassigned_minutes };
    const before = new Date(now.getTime() - Math.min(...Object.values(minutes)) * 60_000);
    let sent = 0;
    for (const emergency of await repository.openEmergencies(new Date(now.getTime() - DAY), before)) {
      const due = dueEscalations(emergency.received_at, emergency.reached, now, minutes);
      if (due.length === 0) continue;
      await repository.transaction(async (tx) => {
        const claimed: TEscalationStage[] = [];
        for (const stage of due) if (await claimOnce(tx, `emergency-${stage}`, emergency.id)) claimed.push(stage);
        const stage = claimed.at(-1);
        if (!stage) return;
        sent += 1;
        const elapsed = Math.floor((now.getTime() - emergency.received_at.getTime()) / 60_000);
        const who = `${emergency.customer_name || "A customer"}${emergency.service_city ? ` in ${emergency.service_city}` : ""}`;
        const call = `Call ${emergency.customer_phone || "them"}.`;
        const left = timeLeft(promiseDueAt(emergency.received_at), now).label.toLowerCase();
        const body = {
          unassigned: `${who} asked for an emergency visit ${elapsed} min ago and has no technician yet. ${call}`,
          "not-on-the-way": `${who} asked for an emergency visit ${elapsed} min ago and nobody is on the way yet (${left}). ${call}`,
          "not-arrived": `${who} asked for an emergency visit ${elapsed} min ago and the technician has not arrived (${left}). ${call}`,
        }[stage];
        await notifier.admins(tx, {
          kind: `emergency-${stage}`,
          preference: "bookings",
          title: ESCALATION_TITLES[stage],
          body,
          link: emergency.job_id ? `/admin/jobs?job=${emergency.job_id}` : "/admin",
        });
      });
    }
    return sent;
  },
};

/** After a job is completed, an e-mail asking for a review, linking to Rate Service; once. */
export const reviewRequest: TScheduledTask = {
  name: "review-request",
  async run({ now, schedule, repository, mailer, notifier }) {
    const before = new Date(now.getTime() - schedule.review_request_hours * HOUR);
    let sent = 0;
    // A week's window: a job completed long ago (or before this feature) is not asked about now.
    for (const job of await repository.completedUnreviewed(new Date(before.getTime() - 7 * DAY), before)) {
      await repository.transaction(async (tx) => {
        if (!(await claimOnce(tx, "review-request", job.job_id))) return;
        sent += 1;
        const link = notifier.link(`/dashboard/bookings?rate=${job.booking_id}`);
        // Decision 0166: in the customer's language, else the one the booking was made in.
        await mailer.enqueue(
          {
            to: job.customer_email,
            locale: job.locale,
            render: () => ({
              to: job.customer_email,
              kind: "review-request",
              subject: m.mail_review_subject({ title: job.title }),
              text: [
                job.customer_name ? m.mail_hi({ name: job.customer_name }) : m.mail_hi_there(),
                "",
                `${m.mail_review_text({ title: job.title })}\n${link}`,
                "",
                m.mail_team(),
              ].join("\n"),
              preference: "jobs",
            }),
          },
          tx,
        );
      });
    }
    return sent;
  },
};

/**
 * An unpaid invoice is followed up every `invoice_followup_days` after it was issued,
 * at most `invoice_followup_max` times. Reminder n is due once n periods have passed; each is
 * claimed as `<invoice id>:<n>`, so a sweep that runs twice, or late, sends it once. A sweep that
 * finds a later reminder due sends that one only (no burst of overdue reminders at once).
 */
export const invoiceFollowup: TScheduledTask = {
  name: "invoice-followup",
  async run({ now, schedule, repository, mailer, links }) {
    const max = schedule.invoice_followup_max;
    if (max < 1) return 0;
    const period = schedule.invoice_followup_days * DAY;
    let sent = 0;
    // Past the last reminder's period nothing is due any more; the window keeps the read small.
    const since = new Date(now.getTime() - (max + 1) * period);
    for (const invoice of await repository.unpaidInvoices(since, new Date(now.getTime() - period))) {
      const due = Math.min(max, Math.floor((now.getTime() - invoice.issued_at.getTime()) / period));
      if (due < 1) continue;
      await repository.transaction(async (tx) => {
        if (!(await claimOnce(tx, "invoice-followup", `${invoice.id}:${due}`))) return;
        sent += 1;
        await mailer.enqueue(
          {
            to: invoice.customer_email,
            locale: invoice.booking_locale ?? undefined,
            render: () => invoiceTemplates.followup(invoice.customer_email, { ...invoice, reminder: due, url: links.url("invoice", invoice.id) }),
          },
          tx,
        );
      });
    }
    return sent;
  },
};

/** Old live events (a day: a stream away longer reads afresh) and expired rate-limit windows. */
export const housekeeping: TScheduledTask = {
  name: "housekeeping",
  async run({ now, repository }) {
    await repository.prune(new Date(now.getTime() - DAY), now);
    return 0;
  },
};

/** Every scheduled task, run in this order by each sweep. */
export const SCHEDULED_TASKS: TScheduledTask[] = [appointmentReminder, emergencyEscalation, reviewRequest, invoiceFollowup, housekeeping];

export function createScheduler(deps: {
  tasks?: TScheduledTask[];
  repository: TScheduledRepository;
  mailer: TMailer;
  notifier: TNotifier;
  links: TDocumentLinks;
  schedule: () => Promise<TScheduleSettings>;
  log: FastifyBaseLogger;
}) {
  const tasks = deps.tasks ?? SCHEDULED_TASKS;
  return {
    /** Runs every task for `now`; one task's failure is logged and leaves the others to run. */
    async runDue(now: Date = new Date()) {
      const schedule = await deps.schedule();
      const done: Record<string, number> = {};
      for (const task of tasks) {
        try {
          done[task.name] = await task.run({ now, schedule, repository: deps.repository, mailer: deps.mailer, notifier: deps.notifier, links: deps.links });
        } catch (error) {
          deps.log.error({ err: error, task: task.name }, "scheduled task failed; the next sweep tries again");
        }
      }
      return done;
    },
  };
}

export type TScheduler = ReturnType<typeof createScheduler>;
