import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { TDb } from "../db/client.ts";
import { mailOutbox, profiles } from "../db/schema.ts";
import type { TExecutor } from "../db/tx.ts";
import type { TMailOutboxStatus } from "../../shared/schemas/mail.ts";
import type { TLocale } from "../../shared/i18n/locale.ts";

type TNewMail = { to: string; subject: string; text: string; html?: string; kind: string };

// The mail_outbox table: every message the product sends, with its delivery status.
export function mailOutboxRepository(db: TDb) {
  return {
    async add(executor: TExecutor, mail: TNewMail, status: "queued" | "suppressed") {
      const [row] = await executor
        .insert(mailOutbox)
        .values({ ...mail, status })
        .returning({ id: mailOutbox.id });
      return row.id;
    },

    /** Mail goes out unless the address belongs to an account that turned this kind off. */
    async wants(executor: TExecutor, to: string, preference: "bookings" | "jobs" | "marketing") {
      const [profile] = await executor
        .select({ notifications: profiles.email_notifications })
        .from(profiles)
        .where(sql`lower(${profiles.email}) = ${to.toLowerCase()}`);
      return profile ? profile.notifications[preference] !== false : true;
    },

    /** The language an account chose for its mail (decision 0166); null for an address with no account. */
    async locale(executor: TExecutor, to: string): Promise<TLocale | null> {
      const [profile] = await executor
        .select({ locale: profiles.preferred_locale })
        .from(profiles)
        .where(sql`lower(${profiles.email}) = ${to.toLowerCase()}`);
      return profile?.locale ?? null;
    },

    async find(id: string) {
      const [row] = await db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          html: mailOutbox.html,
          kind: mailOutbox.kind,
          status: mailOutbox.status,
          attempts: mailOutbox.attempts,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      return row ?? null;
    },

    /** Marks a mail handed to SMTP now, counting the try; false when it is no longer to be sent. */
    async sending(id: string) {
      const rows = await db
        .update(mailOutbox)
        .set({ status: "sending", attempts: sql`${mailOutbox.attempts} + 1` })
        .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ["queued", "sending"])))
        .returning({ attempts: mailOutbox.attempts });
      return rows.length > 0;
    },

    async delivered(id: string, status: "sent" | "logged") {
      await db.update(mailOutbox).set({ status, sent_at: new Date(), error: null }).where(eq(mailOutbox.id, id));
    },

    /** Keeps the latest error; the mail waits for its next try, and after the last is 'failed' (admins see it). */
    async failedTry(id: string, error: string, final: boolean) {
      await db
        .update(mailOutbox)
        .set({ status: final ? "failed" : "queued", error })
        .where(eq(mailOutbox.id, id));
    },

    list(status: TMailOutboxStatus | undefined, limit: number) {
      return db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          kind: mailOutbox.kind,
          status: mailOutbox.status,
          error: mailOutbox.error,
          created_at: mailOutbox.created_at,
          sent_at: mailOutbox.sent_at,
        })
        .from(mailOutbox)
        .where(status ? eq(mailOutbox.status, status) : undefined)
        .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
        .limit(limit);
    },
  };
}

export type TMailOutboxRepository = ReturnType<typeof mailOutboxRepository>;
