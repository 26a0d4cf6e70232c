import type { TDb } from "../../db/client.ts";
import type { TMailer, TMailPreference } from "../../mail/mailer.ts";
import type { TJob } from "../../queue/queue.ts";
import { claimOnce } from "../scheduled/scheduled.ts";
import { noticeMail } from "./notifier.ts";
import { unreadNotice } from "./notifications.repository.ts";

export const NOTICE_MAIL_JOB = "notice-mail";
export type TNoticeMailJob = { notification_id: string; preference: TMailPreference };
export const NOTICE_MAIL_JOB_OPTIONS = { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 60 };

/**
 * Decision 0124: a notice's e-mail that waited to see whether its account read the notice (an
 * admin with the conversation open reads it as it arrives). Still unread: mailed as any notice
 * is, under the account's preferences; read: nothing. Once per notice, however often it runs.
 */
export function noticeMailJob(deps: { db: TDb; mailer: TMailer; publicUrl: string }) {
  return async (job: Pick<TJob<TNoticeMailJob>, "data">) => {
    await deps.db.transaction(async (tx) => {
      if (!(await claimOnce(tx, NOTICE_MAIL_JOB, job.data.notification_id))) return;
      const notice = await unreadNotice(tx, job.data.notification_id);
      if (!notice) return;
      await deps.mailer.enqueue(
        noticeMail(deps.publicUrl, notice.email, { ...notice, body: notice.body ?? "", link: notice.link ?? "/", preference: job.data.preference }),
        tx,
      );
    });
  };
}
