import type { FastifyBaseLogger } from "fastify";
import type { TJob } from "../queue/queue.ts";
import type { TMailOutboxRepository } from "./mail-outbox.repository.ts";
import type { TMailJob } from "./mailer.ts";

/** The SMTP edge: nodemailer's transporter, or a fake one in tests. */
export type TMailTransport = { sendMail: (mail: { from: string; to: string; subject: string; text: string; html?: string }) => Promise<unknown> };

/**
 * Runs one send-mail job. A failed send throws, so the queue retries it with backoff; the
 * last failure marks the outbox row 'failed' with its error. A row no longer 'queued' was
 * delivered by an earlier run whose process died before the job was marked done.
 */
export function mailDelivery(deps: { outbox: TMailOutboxRepository; transport: TMailTransport | null; from: string; log: FastifyBaseLogger }) {
  return async function deliver(job: TJob<TMailJob>) {
    const mail = await deps.outbox.find(job.data.outbox_id);
    if (!mail || mail.status !== "queued") return;
    if (!deps.transport) {
      deps.log.info({ mail: { to: mail.to, subject: mail.subject, kind: mail.kind }, text: mail.text }, "mail written to the outbox");
      await deps.outbox.delivered(mail.id, "logged");
      return;
    }
    try {
      await deps.transport.sendMail({ from: deps.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined });
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
    await deps.outbox.delivered(mail.id, "sent");
  };
}
