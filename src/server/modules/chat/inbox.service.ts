import { AppError, notFound } from "../../errors.ts";
import type { TExecutor } from "../../db/tx.ts";
import type { TInboxQuery, TStaffReplyRequest } from "../../../shared/schemas/inbox.ts";
import type { TNotifier } from "../notifications/notifier.ts";
import type { TInboxRepository } from "./inbox.repository.ts";
import { present } from "./chat.service.ts";

type TRow = NonNullable<Awaited<ReturnType<TInboxRepository["find"]>>>;

const presentConversation = (row: Omit<TRow, "resolved_by_name">) => ({
  id: row.id,
  customer_name: row.customer_name,
  customer_email: row.customer_email,
  locale: row.locale,
  service_name: row.service_name,
  status: row.status === "resolved" ? ("resolved" as const) : ("open" as const),
  unread: row.unread && row.status === "open",
  last_message: row.last_message,
  last_sender: row.last_sender === "customer" ? ("customer" as const) : row.last_sender === "support" ? ("support" as const) : null,
  last_message_at: row.last_message_at.toISOString(),
  account_id: row.account_id,
});

export type TMailReplyLater = (executor: TExecutor, messageId: string, delaySeconds: number) => Promise<void>;

// Support inbox: staff read, answer and resolve the customers' conversations.
export function inboxService(deps: {
  repository: TInboxRepository;
  /** Queues, with the reply's transaction, its e-mail for a customer who did not see it (decision 0074). */
  mailReplyLater: TMailReplyLater;
  replyMailDelaySeconds: () => Promise<number>;
  notifier: TNotifier;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function thread(id: string) {
    const row = await repository.find(id);
    if (!row) throw notFound("Conversation");
    const messages = await repository.messages(id);
    return {
      ...presentConversation(row),
      resolved_at: row.resolved_at?.toISOString() ?? null,
      resolved_by_name: row.resolved_by_name,
      messages: present(messages).map((message, index) => ({ ...message, automated: messages[index].automated, author_name: messages[index].author_name })),
    };
  }

  return {
    async list(query: TInboxQuery) {
      const page = await repository.page(query);
      return { ...page, items: page.items.map(presentConversation) };
    },

    async unread() {
      return { unread: await repository.unreadCount() };
    },

    thread,

    async markRead(readerId: string, id: string) {
      if (!(await repository.markRead(id, readerId)) && !(await repository.find(id))) throw notFound("Conversation");
    },

    /**
     * A staff reply, once per idempotency key: it reaches the customer's open dialog live; the
     * e-mail is queued with it and sent only if they have not seen it by then.
     */
    async reply(actorId: string, id: string, request: TStaffReplyRequest) {
      const delay = await deps.replyMailDelaySeconds();
      await repository.transaction(async (tx) => {
        const conversation = await repository.lock(tx, id);
        if (!conversation) throw notFound("Conversation");
        const earlier = await repository.replyByKey(tx, request.idempotency_key);
        if (earlier) {
          if (earlier.conversation_id !== id) throw new AppError("CONFLICT", "This reply key was used in another conversation.");
          return;
        }
        if (conversation.status === "closed") throw new AppError("CONFLICT", "This conversation is closed.");
        const message = await repository.reply(tx, conversation, { message: request.message, authorId: actorId, key: request.idempotency_key, at: now() });
        await deps.mailReplyLater(tx, message.id, delay);
        if (conversation.user_id) {
          // A signed-in customer also finds it under the bell.
          await deps.notifier.accounts(tx, [{ id: conversation.user_id, email: conversation.customer_email }], {
            kind: "chat-reply",
            preference: "bookings",
            title: "New reply from HomeFix support",
            body: request.message.length > 140 ? `${request.message.slice(0, 139)}…` : request.message,
            link: `/dashboard/messages/${id}`,
          });
        }
      });
      return thread(id);
    },

    async setStatus(actorId: string, id: string, to: "open" | "resolved") {
      const from = to === "resolved" ? "open" : "resolved";
      if (!(await repository.setStatus(id, { from, to, actorId }))) {
        const row = await repository.find(id);
        if (!row) throw notFound("Conversation");
        throw new AppError("CONFLICT", to === "resolved" ? "This conversation is already resolved." : "This conversation is already open.");
      }
      return thread(id);
    },
  };
}

export type TInboxService = ReturnType<typeof inboxService>;
