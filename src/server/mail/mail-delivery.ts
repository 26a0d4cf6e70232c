import type { FastifyBaseLogger } from "fastify";
import type { TJob } from "../queue/queue.ts";
import { retryWhileUnavailable } from "../db/unavailable.ts";
import type { TMailOutboxRepository } from "./mail-outbox.repository.ts";
import type { TMailJob } from "./mailer.ts";

/** The SMTP edge: nodemailer's transporter, or a fake one in tests. */
export type TMailTransport = {
  sendMail: (mail: { from: string; to: string; subject: string; text: string; html?: string; messageId: string }) => Promise<unknown>;
};

/** One outbox row's Message-ID, the same on every try, so a repeat can be told from a new mail (decision 0102). */
export function messageIdFor(outboxId: string, from: string) {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "homefix.invalid";
  return `<${outboxId}@${domain}>`;
}

/**
 * Runs one send-mail job, at most once per outbox row as far as our side can tell (decision
 * 0102). The row is marked 'sending' with its attempt before SMTP is called; once SMTP took it,
 * 'sent' is written, tried again while the database is away, so a lost write does not send it
 * again. A failed send throws, so the queue retries it with backoff (the row back to 'queued');
 * the last failure marks the row 'failed' with its error. A row still 'sending' when a job runs
 * lost its try's outcome (the process died, or the database stayed away): it is sent again with
 * the same Message-ID, for the receiving side to drop if the first one did arrive.
 */
export function mailDelivery(deps: { outbox: TMailOutboxRepository; transport: TMailTransport | null; from: string; log: FastifyBaseLogger }) {
  return async function deliver(job: TJob<TMailJob>) {
    const mail = await deps.outbox.find(job.data.outbox_id);
    if (!mail || (mail.status !== "queued" && mail.status !== "sending")) return;
    if (!deps.transport) {
      deps.log.info({ mail: { to: mail.to, subject: mail.subject, kind: mail.kind }, text: mail.text }, "mail written to the outbox");
      await deps.outbox.delivered(mail.id, "logged");
      return;
    }
    if (mail.status === "sending") {
      deps.log.warn({ mail: mail.id, attempt: mail.attempts }, "mail's last try ended unrecorded; sending it again with the same Message-ID");
    }
    if (!(await deps.outbox.sending(mail.id))) return;
    try {
      await deps.transport.sendMail({
        from: deps.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: messageIdFor(mail.id, deps.from),
      });
    } catch (error) {
      const final = job.retryCount >= job.retryLimit;
      const message = error instanceof Error ? error.message : String(error);
      await deps.outbox.failedTry(mail.id, message, final);
      deps.log[final ? "error" : "warn"](
        { err: error, kind: mail.kind, try: job.retryCount + 1 },
        final ? "mail failed after its last try" : "mail could not be sent; will retry",
      );
      throw error;
    }
    await retryWhileUnavailable(() => deps.outbox.delivered(mail.id, "sent"));
  };
}
