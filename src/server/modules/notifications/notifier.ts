import type { TTx } from "../../db/tx.ts";
import type { TMailer, TMailPreference } from "../../mail/mailer.ts";
import { BASE_LOCALE, type TLocale } from "../../../shared/i18n/locale.ts";
import { withLocale } from "../../../shared/i18n/locale-scope.ts";
import { adminAccounts, insertNotices, type TAdminNotice } from "./notifications.repository.ts";

export type TNotice = TAdminNotice & {
  /** Which Account Settings preference decides whether it also goes by e-mail (customer-side.md §2). */
  preference: TMailPreference;
  /**
   * Mail it only to those who have not read the notice this many seconds later: for what a
   * person may be looking at as it happens (the conversation open in their inbox, decision 0124).
   */
  mailUnlessReadWithinSeconds?: number;
};
/**
 * A notice to the admins that goes to the bell only, never by e-mail: a new booking, an
 * emergency, a quote request. They have only ever rung the bell, and mailing them now would be a
 * change the admins did not ask for.
 */
export type TBellOnlyNotice = TAdminNotice & { preference: null };
/**
 * A notice written in each recipient's language (decision 0166): `words` is called with the
 * messages speaking the account's `locale` (its preferred language), or the guest's.
 */
export type TNoticeInLocale = Omit<TNotice, "title" | "body"> & { words: () => Pick<TNotice, "title" | "body"> };
/** A bell-only notice written in each recipient's language: what a mail of its own already told them. */
export type TBellOnlyNoticeInLocale = Omit<TBellOnlyNotice, "title" | "body"> & { words: () => Pick<TNotice, "title" | "body"> };
/** An account a notice goes to; `locale` (its preferred language) for a notice in the recipient's language. */
export type TNoticeAccount = { id: string; email: string; locale?: TLocale };

/** The notice as `locale` says it. */
function said(notice: TNotice | TNoticeInLocale, locale: TLocale): TNotice;
function said(notice: TNotice | TNoticeInLocale | TBellOnlyNotice | TBellOnlyNoticeInLocale, locale: TLocale): TNotice | TBellOnlyNotice;
function said(notice: TNotice | TNoticeInLocale | TBellOnlyNotice | TBellOnlyNoticeInLocale, locale: TLocale): TNotice | TBellOnlyNotice {
  if (!("words" in notice)) return notice;
  const { words, ...rest } = notice;
  return { ...rest, ...withLocale(locale, words) };
}

/** The notice's e-mail, as sent at once or by the notice-mail job. */
export const noticeMail = (publicUrl: string, to: string, notice: TNotice) => ({
  to,
  kind: `notice-${notice.kind}`,
  subject: `${notice.title} · HomeFix`,
  text: `${notice.body}\n\n${new URL(notice.link, publicUrl).toString()}`,
  preference: notice.preference,
});

/** Queues, in the notice's transaction, its mail for later (the notice-mail job). */
export type TMailNoticeLater = (tx: TTx, job: { notification_id: string; preference: TMailPreference }, delaySeconds: number) => Promise<void>;

/**
 * Decision 0076: every notification the product makes goes through here, in the
 * transaction of the change it tells about: the row (the bell), its live event, and, for each
 * account whose e-mail preferences ask for it, a mail queued with the same transaction.
 */
export function createNotifier(deps: { mailer: TMailer; publicUrl: string; mailLater: TMailNoticeLater }) {
  const link = (path: string) => new URL(path, deps.publicUrl).toString();

  async function toAccounts(tx: TTx, accounts: readonly TNoticeAccount[], notice: TNotice) {
    const rows = await insertNotices(
      tx,
      accounts.map((account) => account.id),
      notice,
    );
    const emails = new Set(accounts.map((account) => account.email));
    const wait = notice.mailUnlessReadWithinSeconds;
    if (wait === undefined) {
      // The mailer suppresses (and records) a mail the address's preferences turn off.
      for (const email of emails) await deps.mailer.enqueue(noticeMail(deps.publicUrl, email, notice), tx);
      return;
    }
    // One mail per address, decided by the notice of the account it belongs to.
    for (const email of emails) {
      const account = accounts.find((a) => a.email === email)!;
      const row = rows.find((r) => r.user_id === account.id);
      if (row) await deps.mailLater(tx, { notification_id: row.id, preference: notice.preference }, wait);
    }
  }

  /** The bell of these accounts, and their mail as their preferences ask unless the notice is for the bell only. */
  async function deliver(tx: TTx, accounts: readonly TNoticeAccount[], notice: TNotice | TBellOnlyNotice) {
    if (notice.preference !== null) return toAccounts(tx, accounts, notice);
    const { preference: _preference, ...bell } = notice;
    await insertNotices(
      tx,
      accounts.map((account) => account.id),
      bell,
    );
  }

  return {
    /**
     * Every admin, the one way the product tells them anything: new booking, emergency, quote,
     * chat message, estimate decided, emergency still unassigned. By e-mail too as their
     * preferences ask, unless the notice is for the bell only (`preference: null`).
     */
    async admins(tx: TTx, notice: TNotice | TBellOnlyNotice) {
      await deliver(tx, await adminAccounts(tx), notice);
    },
    /**
     * These accounts (ids and e-mails), e.g. a job's technician or its customer; each in its
     * language when the notice has `words`. By e-mail too as their preferences ask, unless the
     * notice is for the bell only (`preference: null`).
     */
    async accounts(tx: TTx, accounts: readonly TNoticeAccount[], notice: TNotice | TNoticeInLocale | TBellOnlyNotice | TBellOnlyNoticeInLocale) {
      if (!("words" in notice)) return deliver(tx, accounts, notice);
      for (const locale of new Set(accounts.map((account) => account.locale ?? BASE_LOCALE)))
        await deliver(
          tx,
          accounts.filter((account) => (account.locale ?? BASE_LOCALE) === locale),
          said(notice, locale),
        );
    },
    /** Someone with no account (a guest's booking): the e-mail alone, always sent; in `locale`, the language they booked in. */
    async guest(tx: TTx, email: string, notice: TNotice | TNoticeInLocale, locale: TLocale = BASE_LOCALE) {
      const { preference: _preference, ...mail } = noticeMail(deps.publicUrl, email, said(notice, locale));
      await deps.mailer.enqueue(mail, tx);
    },
    /** A link in a mail, from PUBLIC_URL. */
    link,
  };
}

export type TNotifier = ReturnType<typeof createNotifier>;
