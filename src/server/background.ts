import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { TConfig } from "./config.ts";
import type { TDatabase } from "./db/client.ts";
import { createJobQueue } from "./queue/queue.ts";
import { createMailer, MAIL_JOB, type TMailJob } from "./mail/mailer.ts";
import { mailDelivery, type TMailTransport } from "./mail/mail-delivery.ts";
import { mailOutboxRepository } from "./mail/mail-outbox.repository.ts";

// A send that hangs (an SMTP server that accepts and never answers) is retried after this.
const MAIL_JOB_EXPIRES_SECONDS = 5 * 60;

/**
 * The job queue and the jobs it runs, shared by the app (QUEUE_MODE=app runs them in the web
 * process) and `npm run worker`. Started here; the caller stops `queue` on shutdown.
 */
export async function startBackground(
  config: TConfig,
  deps: { database: TDatabase; log: FastifyBaseLogger; runsJobs: boolean; mailTransport?: TMailTransport | null },
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
  await queue.startWhenReachable();
  return { queue, outbox, mailer: createMailer({ db, outbox, queue }) };
}
