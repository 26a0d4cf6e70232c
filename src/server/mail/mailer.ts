import type { TDb } from "../db/client.ts";
import type { TJobQueue } from "../queue/queue.ts";
import type { TExecutor } from "../db/tx.ts";
import type { TMailOutboxRepository } from "./mail-outbox.repository.ts";
import { BASE_LOCALE, type TLocale } from "../../shared/i18n/locale.ts";
import { withLocale } from "../../shared/i18n/locale-scope.ts";

/** Mail a customer can turn off in Account Settings (Email Notifications). */
export type TMailPreference = "bookings" | "jobs" | "marketing";
export type TMail = { to: string; subject: string; text: string; html?: string; kind: string; preference?: TMailPreference };
/**
 * A message written in its recipient's language (decision 0166): `render` is called with the
 * messages speaking the account's `preferred_locale`, or, for an address with no account,
 * `locale` (the language of the page the guest acted from), else English.
 */
export type TMailFor = { to: string; locale?: TLocale; render: () => TMail };
export type TMailer = {
  /**
   * Queues a message. Given the transaction of the change that causes it, the message is
   * written with that change: a rollback sends nothing, a crash after the commit loses nothing.
   */
  enqueue: (mail: TMail | TMailFor, executor?: TExecutor) => Promise<void>;
};

export const MAIL_JOB = "send-mail";
export type TMailJob = { outbox_id: string };

/**
 * Every message is written to the outbox with a job that delivers it (mail-delivery.ts):
 * through SMTP when configured, else the outbox plus a log line is the delivery (DESIGN.md, mail).
 */
export function createMailer(deps: { db: TDb; outbox: TMailOutboxRepository; queue: TJobQueue }): TMailer {
  return {
    async enqueue(given, executor = deps.db) {
      // A savepoint inside the caller's transaction, or a transaction of its own: the row and
      // its job are written together or not at all.
      await executor.transaction(async (tx) => {
        const { preference, ...mail } =
          "render" in given ? withLocale((await deps.outbox.locale(tx, given.to)) ?? given.locale ?? BASE_LOCALE, given.render) : given;
        if (preference && !(await deps.outbox.wants(tx, mail.to, preference))) {
          await deps.outbox.add(tx, mail, "suppressed");
          return;
        }
        const outboxId = await deps.outbox.add(tx, mail, "queued");
        await deps.queue.send<TMailJob>(tx, MAIL_JOB, { outbox_id: outboxId });
      });
    },
  };
}
