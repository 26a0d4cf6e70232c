import type { TDb } from "../db/client.ts";
import type { TJobQueue } from "../queue/queue.ts";
import type { TExecutor } from "../db/tx.ts";
import type { TMailOutboxRepository } from "./mail-outbox.repository.ts";

/** Mail a customer can turn off in Account Settings (Email Notifications). */
export type TMailPreference = "bookings" | "jobs" | "marketing";
export type TMail = { to: string; subject: string; text: string; html?: string; kind: string; preference?: TMailPreference };
export type TMailer = {
  /**
   * Queues a message. Given the transaction of the change that causes it, the message is
   * written with that change: a rollback sends nothing, a crash after the commit loses nothing.
   */
  enqueue: (mail: TMail, executor?: TExecutor) => Promise<void>;
};

export const MAIL_JOB = "send-mail";
export type TMailJob = { outbox_id: string };

/**
 * Every message is written to the outbox with a job that delivers it (mail-delivery.ts):
 * through SMTP when configured, else the outbox plus a log line is the delivery (DESIGN.md, mail).
 */
export function createMailer(deps: { db: TDb; outbox: TMailOutboxRepository; queue: TJobQueue }): TMailer {
  return {
    async enqueue({ preference, ...mail }, executor = deps.db) {
      // A savepoint inside the caller's transaction, or a transaction of its own: the row and
      // its job are written together or not at all.
      await executor.transaction(async (tx) => {
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
