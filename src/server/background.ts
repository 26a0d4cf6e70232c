import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { TConfig } from "./config.ts";
import type { TDatabase } from "./db/client.ts";
import { createJobQueue } from "./queue/queue.ts";
import type { TExecutor } from "./db/tx.ts";
import { createMailer, MAIL_JOB, type TMailJob } from "./mail/mailer.ts";
import { mailDelivery, type TMailTransport } from "./mail/mail-delivery.ts";
import { mailOutboxRepository } from "./mail/mail-outbox.repository.ts";
import { bookingsRepository } from "./modules/bookings/bookings.repository.ts";
import {
  DEPOSIT_REFUND_JOB,
  DEPOSIT_RELEASE_JOB,
  depositRefund,
  depositRelease,
  type TDepositRefundJob,
  type TDepositReleaseJob,
} from "./modules/bookings/deposit-jobs.ts";
import { idempotencyRepository } from "./modules/idempotency/idempotency.repository.ts";
import { testPaymentProvider, type TPaymentProvider } from "./modules/payments/payment-provider.ts";
import { createStorage } from "./storage/storage.ts";
import { uploadsRepository } from "./modules/uploads/uploads.repository.ts";
import { MEDIA_RELEASE_JOB, MEDIA_RELEASE_JOB_OPTIONS, mediaRelease, type TMediaReleaseJob } from "./modules/uploads/media-release-job.ts";
import type { TReleaseMedia } from "./modules/uploads/uploads.service.ts";
import { createNotifier } from "./modules/notifications/notifier.ts";
import { documentLinks } from "./modules/documents/document-links.ts";
import { NOTICE_MAIL_JOB, NOTICE_MAIL_JOB_OPTIONS, noticeMailJob, type TNoticeMailJob } from "./modules/notifications/notice-mail-job.ts";
import { settingsRepository } from "./modules/settings/settings.repository.ts";
import { createScheduler, SCHEDULED_TASKS } from "./modules/scheduled/scheduled-tasks.ts";
import { scheduledRepository } from "./modules/scheduled/scheduled.repository.ts";
import { inboxRepository } from "./modules/chat/inbox.repository.ts";
import { chatTokens } from "./modules/chat/chat-token.ts";
import { pendingPaymentsSweep } from "./pending-payments-sweep.ts";
import { pruneBackups, writeBackup } from "./ops/backup.ts";
import { backupSource } from "./ops/backup-source.ts";
import { stormSuggestionsRepository } from "./modules/storm/storm-suggestions.repository.ts";
import { nwsAlerts, weatherAlertCheck, type TFetchAlerts } from "./modules/storm/weather-alerts.ts";
import { CHAT_REPLY_MAIL_JOB, CHAT_REPLY_MAIL_JOB_OPTIONS, chatReplyMail, type TChatReplyMailJob } from "./modules/chat/reply-mail-job.ts";

/** Decision 0163: the nightly backup, sent by the cron when BACKUP_DIR is set. */
export const BACKUP_JOB = "nightly-backup";
// A dump of a large database takes minutes; one that fails is tried again twice, an hour apart.
const BACKUP_JOB_OPTIONS = { retryLimit: 2, retryDelaySeconds: 60 * 60, expireInSeconds: 2 * 60 * 60 };

/** Decision 0075: the scheduled work's sweep, sent by pg-boss's cron once a minute for all processes. */
export const SCHEDULED_SWEEP_JOB = "scheduled-sweep";
const SCHEDULED_SWEEP_OPTIONS = { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 5 * 60 };

/**
 * Decision 0173: the weather service's alerts read every five minutes (they change by the hour) to
 * suggest storm-season mode. Not retried: a failed read is logged and the next tick reads again.
 */
export const WEATHER_ALERTS_JOB = "weather-alerts";
const WEATHER_ALERTS_OPTIONS = { retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 2 * 60 };

// A send that hangs (an SMTP server that accepts and never answers) is retried after this.
const MAIL_JOB_EXPIRES_SECONDS = 5 * 60;
// A release or refund that fails (the provider unreachable) is tried again for about a day.
const DEPOSIT_JOB_OPTIONS = { retryLimit: 10, retryDelaySeconds: 60, expireInSeconds: 5 * 60 };

/**
 * The job queue and the jobs it runs, shared by the app (QUEUE_MODE=app runs them in the web
 * process) and `npm run worker`. Started here; the caller stops `queue` on shutdown.
 */
export async function startBackground(
  config: TConfig,
  deps: {
    database: TDatabase;
    log: FastifyBaseLogger;
    runsJobs: boolean;
    mailTransport?: TMailTransport | null;
    payments?: TPaymentProvider;
    /** The weather service's alerts feed; tests pass recorded documents. */
    fetchAlerts?: TFetchAlerts;
  },
) {
  const { db, pool } = deps.database;
  const queue = createJobQueue({ pool, log: deps.log, runsJobs: deps.runsJobs, pollSeconds: config.QUEUE_POLL_SECONDS });
  const outbox = mailOutboxRepository(db);
  const transport = deps.mailTransport !== undefined ? deps.mailTransport : config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  queue.define<TMailJob>(
    MAIL_JOB,
    { retryLimit: config.MAIL_RETRY_LIMIT, retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS, expireInSeconds: MAIL_JOB_EXPIRES_SECONDS },
    mailDelivery({ outbox, transport, from: config.MAIL_FROM, log: deps.log }),
  );
  const depositJobs = {
    provider: deps.payments ?? testPaymentProvider,
    transaction: bookingsRepository(db).transaction,
    idempotency: idempotencyRepository(db),
    log: deps.log,
  };
  queue.define<TDepositReleaseJob>(DEPOSIT_RELEASE_JOB, DEPOSIT_JOB_OPTIONS, depositRelease(depositJobs));
  const refundNow = depositRefund(depositJobs);
  queue.define<TDepositRefundJob>(DEPOSIT_REFUND_JOB, DEPOSIT_JOB_OPTIONS, refundNow);
  const storage = createStorage(config);
  queue.define<TMediaReleaseJob>(MEDIA_RELEASE_JOB, MEDIA_RELEASE_JOB_OPTIONS, mediaRelease({ repository: uploadsRepository(db), storage, log: deps.log }));
  const releaseMedia: TReleaseMedia = async (executor, uploadIds, delaySeconds) => {
    for (const id of uploadIds) {
      await queue.send<TMediaReleaseJob>(executor, MEDIA_RELEASE_JOB, { upload_id: id }, delaySeconds ? { startAfterSeconds: delaySeconds } : {});
    }
  };
  const mailer = createMailer({ db, outbox, queue });
  queue.define<TNoticeMailJob>(NOTICE_MAIL_JOB, NOTICE_MAIL_JOB_OPTIONS, noticeMailJob({ db, mailer, publicUrl: config.PUBLIC_URL }));
  const notifier = createNotifier({
    mailer,
    publicUrl: config.PUBLIC_URL,
    mailLater: (tx, job, delaySeconds) => queue.send<TNoticeMailJob>(tx, NOTICE_MAIL_JOB, job, { startAfterSeconds: delaySeconds }),
  });
  // Decision 0144: the signed links the invoice and estimate mails carry.
  const links = documentLinks({ secret: config.authSecret, link: notifier.link });
  const settings = settingsRepository(db);
  const scheduler = createScheduler({
    tasks: [...SCHEDULED_TASKS, pendingPaymentsSweep({ config, db, log: deps.log, provider: depositJobs.provider, mailer, notifier, settings })],
    repository: scheduledRepository(db),
    mailer,
    notifier,
    links,
    schedule: async () => (await settings.business()).schedule,
    log: deps.log,
  });
  queue.define(SCHEDULED_SWEEP_JOB, SCHEDULED_SWEEP_OPTIONS, async () => {
    await scheduler.runDue(new Date());
  });
  queue.every(SCHEDULED_SWEEP_JOB, "* * * * *");
  const weatherAlerts = weatherAlertCheck({
    repository: stormSuggestionsRepository(db),
    notifier,
    settings: () => settings.business(),
    fetchAlerts: deps.fetchAlerts ?? nwsAlerts({ userAgent: `HomeFix storm-mode check (${config.PUBLIC_URL})` }),
    log: deps.log,
  });
  queue.define(WEATHER_ALERTS_JOB, WEATHER_ALERTS_OPTIONS, async () => {
    await weatherAlerts.run(new Date());
  });
  queue.every(WEATHER_ALERTS_JOB, "*/5 * * * *");
  const backupDir = config.BACKUP_DIR;
  if (backupDir) {
    queue.define(BACKUP_JOB, BACKUP_JOB_OPTIONS, async () => {
      const file = await writeBackup(backupSource(config), backupDir);
      const removed = pruneBackups(backupDir, config.BACKUP_KEEP);
      deps.log.info({ file, removed }, "nightly backup written");
    });
    queue.every(BACKUP_JOB, config.BACKUP_CRON);
  }
  queue.define<TChatReplyMailJob>(
    CHAT_REPLY_MAIL_JOB,
    CHAT_REPLY_MAIL_JOB_OPTIONS,
    chatReplyMail({ db, inbox: inboxRepository(db), mailer, tokens: chatTokens(config.authSecret), publicUrl: config.PUBLIC_URL }),
  );
  await queue.startWhenReachable();
  return {
    queue,
    outbox,
    storage,
    /** Queues, in the caller's transaction, the deletion of uploads nothing references (decision 0051). */
    releaseMedia,
    mailer,
    notifier,
    links,
    scheduler,
    /** Queues, with a staff reply's transaction, its e-mail for when the customer does not see it. */
    mailReplyLater: (executor: TExecutor, messageId: string, delaySeconds: number) =>
      queue.send<TChatReplyMailJob>(executor, CHAT_REPLY_MAIL_JOB, { message_id: messageId }, { startAfterSeconds: delaySeconds }),
    replyMailDelaySeconds: async () => (await settings.business()).schedule.chat_reply_email_minutes * 60,
    /** Queues, with the deposit's transaction, its release once the hold is over (decision 0029). */
    releaseDepositLater: (executor: TExecutor, paymentId: string) =>
      queue.send<TDepositReleaseJob>(executor, DEPOSIT_RELEASE_JOB, { payment_id: paymentId }, { startAfterSeconds: config.DEPOSIT_HOLD_SECONDS }),
    /** Queues, with the transaction that decides it, a refund of (part of) a booking's deposit. */
    refundDeposit: (executor: TExecutor, refund: TDepositRefundJob) => queue.send<TDepositRefundJob>(executor, DEPOSIT_REFUND_JOB, refund),
    /** The same refund, now, after that transaction committed; the queued one then finds it done. */
    refundDepositNow: (refund: TDepositRefundJob) => refundNow({ data: refund }),
  };
}
