import fp from "fastify-plugin";
import type { TConfig } from "../config.ts";
import type { TDatabase } from "../db/client.ts";
import { startBackground } from "../background.ts";
import type { TMailTransport } from "../mail/mail-delivery.ts";
import type { TPaymentProvider } from "../modules/payments/payment-provider.ts";
import { settingsRepository } from "../modules/settings/settings.repository.ts";
import { idempotencyRepository } from "../modules/idempotency/idempotency.repository.ts";
import { idempotencyService } from "../modules/idempotency/idempotency.service.ts";
import type { TScheduler } from "../modules/scheduled/scheduled-tasks.ts";

type TBackground = Awaited<ReturnType<typeof startBackground>>;

declare module "fastify" {
  interface FastifyInstance {
    config: TConfig;
    db: TDatabase["db"];
    /** The pool itself, for what streams rows (the jobs' CSV export). */
    pool: TDatabase["pool"];
    queue: TBackground["queue"];
    mailer: TBackground["mailer"];
    notifier: TBackground["notifier"];
    /** The signed links to a customer's documents (invoices, estimates). */
    links: TBackground["links"];
    storage: TBackground["storage"];
    outbox: TBackground["outbox"];
    /** Work queued in the caller's transaction (or run now), by the jobs `background.ts` defines. */
    queued: Pick<TBackground, "releaseMedia" | "releaseDepositLater" | "refundDeposit" | "refundDepositNow" | "mailReplyLater" | "replyMailDelaySeconds">;
    /** The card provider; one that takes live-mode payments is a live one (decision 0011). */
    payments: TPaymentProvider;
    /** The business's saved settings (hours, fees, tax rate, storm mode), read when used. */
    settings: ReturnType<typeof settingsRepository>;
    idempotency: ReturnType<typeof idempotencyService>;
    /** The records behind `idempotency`, which the payment collector writes in its own transaction. */
    idempotencyRecords: ReturnType<typeof idempotencyRepository>;
    /** The scheduled work's sweep, run by the queue's cron; tests run it under their own clock. */
    scheduler: TScheduler;
  }
}

type TInfrastructureOptions = {
  config: TConfig;
  database: TDatabase;
  payments: TPaymentProvider;
  /** The SMTP edge (a fake one in tests); by default SMTP_URL's, or none (the outbox and the log). */
  mailTransport?: TMailTransport | null;
};

/**
 * What every module builds its services from, decorated once at the root (fastify-plugin, so
 * every module's plugin sees it): configuration, the database, the queue and what it sends.
 */
export const infrastructure = fp<TInfrastructureOptions>(
  async (app, { config, database, payments, mailTransport }) => {
    // QUEUE_MODE=worker leaves the jobs to `npm run worker`; this process only queues them.
    const background = await startBackground(config, { database, log: app.log, runsJobs: config.QUEUE_MODE === "app", mailTransport, payments });
    const { queue, releaseMedia, releaseDepositLater, refundDeposit, refundDepositNow, mailReplyLater, replyMailDelaySeconds } = background;
    app.addHook("onClose", () => queue.stop());
    app.decorate("config", config);
    app.decorate("db", database.db);
    app.decorate("pool", database.pool);
    app.decorate("queue", queue);
    app.decorate("mailer", background.mailer);
    app.decorate("notifier", background.notifier);
    app.decorate("links", background.links);
    app.decorate("storage", background.storage);
    app.decorate("outbox", background.outbox);
    app.decorate("queued", { releaseMedia, releaseDepositLater, refundDeposit, refundDepositNow, mailReplyLater, replyMailDelaySeconds });
    app.decorate("scheduler", background.scheduler);
    app.decorate("payments", payments);
    app.decorate("settings", settingsRepository(database.db));
    const idempotencyRecords = idempotencyRepository(database.db);
    app.decorate("idempotencyRecords", idempotencyRecords);
    app.decorate("idempotency", idempotencyService(idempotencyRecords));
  },
  { name: "infrastructure" },
);
