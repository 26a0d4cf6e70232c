import type { TDb } from "../../db/client.ts";
import type { TMailer } from "../../mail/mailer.ts";
import type { TJob } from "../../queue/queue.ts";
import { claimOnce } from "../scheduled/scheduled.ts";
import type { TChatTokens } from "./chat-token.ts";
import type { TInboxRepository } from "./inbox.repository.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";

export const CHAT_REPLY_MAIL_JOB = "chat-reply-mail";
export type TChatReplyMailJob = { message_id: string };
export const CHAT_REPLY_MAIL_JOB_OPTIONS = { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 60 };

/**
 * A staff reply the customer has not seen (their chat dialog was closed, so it never
 * said it read it) goes by e-mail, with a link that reopens the conversation: the dashboard for
 * an account's, a signed link for a guest's (the token in the fragment, which no server logs).
 * Once per reply (scheduled_sends), and not when a newer reply will be mailed instead.
 */
export function chatReplyMail(deps: { db: TDb; inbox: TInboxRepository; mailer: TMailer; tokens: TChatTokens; publicUrl: string }) {
  return async (job: Pick<TJob<TChatReplyMailJob>, "data">) => {
    const reply = await deps.inbox.replyToMail(job.data.message_id);
    if (!reply || reply.newer_reply) return;
    if (reply.customer_read_at && reply.customer_read_at >= reply.created_at) return;
    const link = reply.user_id
      ? new URL(`/dashboard/messages/${reply.conversation_id}`, deps.publicUrl).toString()
      : new URL(`/chat/${reply.conversation_id}#token=${deps.tokens.issue(reply.conversation_id)}`, deps.publicUrl).toString();
    await deps.db.transaction(async (tx) => {
      if (!(await claimOnce(tx, CHAT_REPLY_MAIL_JOB, reply.id))) return;
      await deps.mailer.enqueue(
        {
          to: reply.customer_email,
          // The account's language if the customer has one (decision 0166), else the chat's.
          locale: reply.locale,
          render: () => ({
            to: reply.customer_email,
            kind: "chat-reply",
            subject: m.chat_reply_mail_subject(),
            text: m.chat_reply_mail_text({ name: reply.customer_name, message: reply.message, link }),
          }),
        },
        tx,
      );
    });
  };
}
