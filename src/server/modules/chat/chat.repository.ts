import { ZLiveEvents } from "../../../shared/schemas/live.ts";
import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { chatConversations, chatMessages, profiles, services } from "../../db/schema.ts";
import type { TExecutor, TTx } from "../../db/tx.ts";
import { publish } from "../../realtime/publish.ts";
import { audience } from "../../../shared/rules/live-audience.ts";
import type { TLocale } from "../../../shared/i18n/locale.ts";

const MESSAGE_COLUMNS = { id: chatMessages.id, sender_type: chatMessages.sender_type, message: chatMessages.message, created_at: chatMessages.created_at };

export type TConversation = {
  id: string;
  user_id: string | null;
  service_id: string | null;
  customer_name: string;
  customer_email: string;
  locale: TLocale;
  status: string;
  unread_by_staff: boolean;
};
export type TStoredMessage = { id: string; sender_type: string; message: string; created_at: Date };

/**
 * Who hears of a conversation's messages (decision 0072): admins, a stream opened with its
 * token, the account that started it and the account with its e-mail.
 */
export async function conversationAudience(executor: TExecutor, conversation: Pick<TConversation, "id" | "user_id" | "customer_email">) {
  const accounts = await executor
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${conversation.customer_email.toLowerCase()}`);
  const users = new Set([...(conversation.user_id ? [conversation.user_id] : []), ...accounts.map((account) => account.id)]);
  return [audience.admins, audience.conversation(conversation.id), ...[...users].map(audience.user)];
}

/** Tells the conversation's streams about its new messages, in the writing transaction. */
export async function publishMessages(
  tx: TTx,
  conversation: Pick<TConversation, "id" | "user_id" | "customer_email">,
  messages: { id: string; sender_type: string }[],
) {
  const to = await conversationAudience(tx, conversation);
  for (const message of messages) {
    await publish(tx, {
      type: "chat.message",
      payload: {
        conversation_id: conversation.id,
        message_id: message.id,
        sender_type: ZLiveEvents["chat.message"].shape.sender_type.parse(message.sender_type),
      },
      audience: to,
    });
  }
}

const CONVERSATION_COLUMNS = {
  id: chatConversations.id,
  user_id: chatConversations.user_id,
  service_id: chatConversations.service_id,
  customer_name: chatConversations.customer_name,
  customer_email: chatConversations.customer_email,
  locale: chatConversations.locale,
  status: chatConversations.status,
  unread_by_staff: chatConversations.unread_by_staff,
};

export function chatRepository(db: TDb) {
  return {
    start(conversation: typeof chatConversations.$inferInsert, greeting: string) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(chatConversations).values(conversation).returning({ id: chatConversations.id });
        const messages = await tx
          .insert(chatMessages)
          .values({ conversation_id: created.id, service_id: conversation.service_id, sender_type: "support", message: greeting, automated: true })
          .returning(MESSAGE_COLUMNS);
        return { id: created.id, messages };
      });
    },
    async find(id: string, executor: TExecutor = db): Promise<TConversation | null> {
      const [row] = await executor.select(CONVERSATION_COLUMNS).from(chatConversations).where(eq(chatConversations.id, id));
      return row ?? null;
    },
    /** Every message of a conversation, oldest first (the id breaks ties within a transaction). */
    messages(conversationId: string): Promise<TStoredMessage[]> {
      return db
        .select(MESSAGE_COLUMNS)
        .from(chatMessages)
        .where(eq(chatMessages.conversation_id, conversationId))
        .orderBy(asc(chatMessages.created_at), asc(chatMessages.sender_type));
    },
    /** The signed-in customer's most recent open conversation. */
    async latestOpenOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(and(eq(chatConversations.user_id, userId), eq(chatConversations.status, "open")))
        .orderBy(desc(chatConversations.updated_at))
        .limit(1);
      return row?.id ?? null;
    },
    /** When staff last replied in person (null: never); the acknowledgement waits while they are there. */
    async lastStaffReplyAt(conversationId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | null>`max(${chatMessages.created_at})`.mapWith(chatMessages.created_at) })
        .from(chatMessages)
        .where(and(eq(chatMessages.conversation_id, conversationId), eq(chatMessages.sender_type, "support"), eq(chatMessages.automated, false)));
      return row?.at ?? null;
    },
    /**
     * The customer's message and, when there is one, the acknowledgement, stored together, in
     * order, with the inbox's marks: the conversation is open again and unread by staff. `then`
     * runs in the same transaction with whether staff had read everything before (a new unread).
     */
    exchange(conversation: TConversation, message: string, reply: string | null, then?: (tx: TTx, newlyUnread: boolean) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ unread: chatConversations.unread_by_staff, status: chatConversations.status })
          .from(chatConversations)
          .where(eq(chatConversations.id, conversation.id))
          .for("update");
        const now = Date.now();
        const common = {
          conversation_id: conversation.id,
          service_id: conversation.service_id,
          customer_name: conversation.customer_name,
          customer_email: conversation.customer_email,
        };
        const messages = await tx
          .insert(chatMessages)
          .values([
            { ...common, sender_type: "customer", message, created_at: new Date(now) },
            ...(reply ? [{ ...common, sender_type: "support", message: reply, automated: true, created_at: new Date(now + 1) }] : []),
          ])
          .returning(MESSAGE_COLUMNS);
        await tx
          .update(chatConversations)
          .set({
            updated_at: new Date(now),
            last_message_at: new Date(reply ? now + 1 : now),
            last_customer_message_at: new Date(now),
            // The customer's own message shows they have read everything so far.
            customer_read_at: new Date(now),
            status: "open",
            resolved_at: null,
            resolved_by: null,
          })
          .where(eq(chatConversations.id, conversation.id));
        await publishMessages(tx, conversation, messages);
        await then?.(tx, !before.unread || before.status !== "open");
        return messages;
      });
    },
    /** The customer has seen every message so far (their open dialog, or their dashboard). */
    async markCustomerRead(id: string) {
      await db.update(chatConversations).set({ customer_read_at: new Date() }).where(eq(chatConversations.id, id));
    },
    /**
     * A signed-in customer's conversations, newest activity first: started while signed in, or
     * with their (verified) e-mail as a guest. Only those where someone said something.
     */
    mine(owner: { userId: string; email: string }, limit: number) {
      const last = db
        .select({ sender_type: chatMessages.sender_type, message: chatMessages.message })
        .from(chatMessages)
        .where(eq(chatMessages.conversation_id, chatConversations.id))
        .orderBy(desc(chatMessages.created_at), desc(chatMessages.sender_type))
        .limit(1)
        .as("last");
      return db
        .select({
          id: chatConversations.id,
          service_name: services.name,
          status: chatConversations.status,
          last_message: last.message,
          last_sender: last.sender_type,
          last_message_at: chatConversations.last_message_at,
          customer_read_at: chatConversations.customer_read_at,
          last_staff_reply_at:
            sql<Date | null>`(select max(m.created_at) from ${chatMessages} m where m.conversation_id = ${chatConversations.id} and m.sender_type = 'support' and not m.automated)`.mapWith(
              chatConversations.last_message_at,
            ),
        })
        .from(chatConversations)
        .leftJoinLateral(last, sql`true`)
        .leftJoin(services, eq(services.id, chatConversations.service_id))
        .where(
          and(
            or(
              eq(chatConversations.user_id, owner.userId),
              and(isNull(chatConversations.user_id), sql`lower(${chatConversations.customer_email}) = ${owner.email.toLowerCase()}`),
            ),
            sql`${chatConversations.last_customer_message_at} is not null`,
          ),
        )
        .orderBy(desc(chatConversations.last_message_at), desc(chatConversations.id))
        .limit(limit);
    },
  };
}

export type TChatRepository = ReturnType<typeof chatRepository>;
