import nodemailer, { type Transporter } from "nodemailer";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { TDb } from "../db/client.ts";
import { mailOutbox, profiles } from "../db/schema.ts";

/** Mail a customer can turn off in Account Settings (issue #4, Email Notifications). */
export type TMailPreference = "bookings" | "jobs" | "marketing";
export type TMail = { to: string; subject: string; text: string; html?: string; kind: string; preference?: TMailPreference };
export type TMailer = { send: (mail: TMail) => Promise<void> };

/**
 * Every message is written to the outbox first. With SMTP_URL set it is then sent and marked
 * 'sent'; without it the outbox plus a log line is the delivery (DESIGN.md, mail), so a new
 * user can read the verification link in the log or the mail_outbox table.
 */
export function createMailer(options: { db: TDb; log: FastifyBaseLogger; smtpUrl?: string; from: string }): TMailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send({ preference, ...mail }) {
      if (preference && !(await wantsMail(options.db, mail.to, preference))) {
        await options.db.insert(mailOutbox).values({ ...mail, status: "suppressed" });
        return;
      }
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ ...mail, status: transport ? "queued" : "logged" })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        options.log.info({ mail: { to: mail.to, subject: mail.subject, kind: mail.kind }, text: mail.text }, "mail written to the outbox");
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await options.db.update(mailOutbox).set({ status: "sent", sent_at: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        options.log.error({ err: error, to: mail.to, kind: mail.kind }, "mail could not be sent");
        await options.db
          .update(mailOutbox)
          .set({ status: "failed", error: String(error) })
          .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}

/** Mail goes out unless the address belongs to an account that turned this kind off. */
async function wantsMail(db: TDb, to: string, preference: TMailPreference) {
  const [profile] = await db
    .select({ notifications: profiles.email_notifications })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${to.toLowerCase()}`);
  return profile ? profile.notifications[preference] !== false : true;
}
