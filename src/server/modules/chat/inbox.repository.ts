import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { afterCursor, cursorKey, keysetOrder, toPage, type TKeyset } from "../../db/keyset.ts";
import { containsPattern } from "../../db/like.ts";
import { chatConversations, chatMessages, profiles, services, user } from "../../db/schema.ts";
import type { TTx } from "../../db/tx.ts";
import { publish } from "../../realtime/publish.ts";
import { conversationLink, type TInboxFilter } from "../../../shared/schemas/inbox.ts";
import { conversationAudience, publishMessages } from "./chat.repository.ts";
import { readNoticesAt } from "../notifications/notifications.ts";

// Support inbox: the staff's side of the conversations (decision 0074).

const NEWEST_ACTIVITY: TKeyset = { sort: chatConversations.last_message_at, id: chatConversations.id, direction: "desc" };

const lastMessage = sql<
  string | null
>`(select m.message from ${chatMessages} m where m.conversation_id = ${chatConversations.id} order by m.created_at desc, m.sender_type desc limit 1)`;
const lastSender = sql<
  string | null
>`(select m.sender_type from ${chatMessages} m where m.conversation_id = ${chatConversations.id} order by m.created_at desc, m.sender_type desc limit 1)`;
/** The account whose e-mail the customer gave, looked up by its unique index for each row shown. */
const accountId = sql<
  string | null
>`coalesce(${chatConversations.user_id}, (select p.id from ${profiles} p where lower(p.email) = lower(${chatConversations.customer_email})))`;

const ROW = {
  id: chatConversations.id,
  customer_name: chatConversations.customer_name,
  customer_email: chatConversations.customer_email,
  locale: chatConversations.locale,
  service_name: services.name,
  status: chatConversations.status,
  unread: chatConversations.unread_by_staff,
  last_message: lastMessage,
  last_sender: lastSender,
  last_message_at: chatConversations.last_message_at,
  account_id: accountId,
  user_id: chatConversations.user_id,
  resolved_at: chatConversations.resolved_at,
};

/** The search expression of chat_conversations_search_idx (name and e-mail, by trigrams). */
const searchText = sql`lower(${chatConversations.customer_name} || ' ' || ${chatConversations.customer_email})`;

function filterWhere(filter: TInboxFilter, q: string | undefined): SQL {
  // A conversation where the customer has said nothing yet is not waiting for anyone.
  const conditions: SQL[] = [sql`${chatConversations.last_customer_message_at} is not null`];
  if (filter === "unread") conditions.push(sql`${chatConversations.unread_by_staff} and ${chatConversations.status} = 'open'`);
  if (filter === "open") conditions.push(eq(chatConversations.status, "open"));
  if (filter === "resolved") conditions.push(eq(chatConversations.status, "resolved"));
  if (q) conditions.push(sql`${searchText} like ${containsPattern(q.toLowerCase())}`);
  return and(...conditions)!;
}

export function inboxRepository(db: TDb) {
  return {
    transaction: <T>(work: (tx: TTx) => Promise<T>) => db.transaction(work),

    /** Newest activity first, keyset-paged (decision 0028). */
    async page(query: { q?: string; filter: TInboxFilter; cursor?: string; limit: number }) {
      const rows = await db
        .select({ ...ROW, cursor_key: cursorKey(NEWEST_ACTIVITY) })
        .from(chatConversations)
        .leftJoin(services, eq(services.id, chatConversations.service_id))
        .where(and(filterWhere(query.filter, query.q), afterCursor(NEWEST_ACTIVITY, query.cursor)))
        .orderBy(...keysetOrder(NEWEST_ACTIVITY))
        .limit(query.limit + 1);
      return toPage(rows, query.limit);
    },

    /** Open conversations with a customer message staff have not opened (the side menu's count). */
    async unreadCount() {
      const [row] = await db
        .select({ unread: sql<number>`count(*)::int` })
        .from(chatConversations)
        .where(sql`${chatConversations.unread_by_staff} and ${chatConversations.status} = 'open'`);
      return row.unread;
    },

    async find(id: string, executor: TDb | TTx = db) {
      const [row] = await executor
        .select({ ...ROW, resolved_by_name: user.name })
        .from(chatConversations)
        .leftJoin(services, eq(services.id, chatConversations.service_id))
        .leftJoin(user, eq(user.id, chatConversations.resolved_by))
        .where(eq(chatConversations.id, id));
      return row ?? null;
    },

    messages(id: string) {
      return db
        .select({
          id: chatMessages.id,
          sender_type: chatMessages.sender_type,
          message: chatMessages.message,
          created_at: chatMessages.created_at,
          automated: chatMessages.automated,
          author_name: user.name,
        })
        .from(chatMessages)
        .leftJoin(user, eq(user.id, chatMessages.author_id))
        .where(eq(chatMessages.conversation_id, id))
        .orderBy(asc(chatMessages.created_at), asc(chatMessages.sender_type));
    },

    /**
     * Staff opened it: the unread mark goes, for every admin (live); the reader's own bell
     * notices of it go too, since they are reading it (their open thread marks each new message read).
     */
    async markRead(id: string, readerId: string) {
      return db.transaction(async (tx) => {
        await readNoticesAt(tx, readerId, conversationLink(id));
        const [row] = await tx
          .update(chatConversations)
          .set({ staff_read_at: sql`greatest(now(), ${chatConversations.last_customer_message_at})` })
          .where(and(eq(chatConversations.id, id), eq(chatConversations.unread_by_staff, true)))
          .returning({ id: chatConversations.id, user_id: chatConversations.user_id, customer_email: chatConversations.customer_email });
        if (row) await publish(tx, { type: "chat.conversation", payload: { conversation_id: id }, audience: await conversationAudience(tx, row) });
        return Boolean(row);
      });
    },

    /** The reply with its key, if this key was already used in this conversation (a retry). */
    async replyByKey(tx: TTx, key: string) {
      const [row] = await tx
        .select({ id: chatMessages.id, conversation_id: chatMessages.conversation_id })
        .from(chatMessages)
        .where(eq(chatMessages.idempotency_key, key));
      return row ?? null;
    },

    /** Locks the conversation for the reply (a resolve racing a reply waits). */
    async lock(tx: TTx, id: string) {
      const [row] = await tx
        .select({
          id: chatConversations.id,
          user_id: chatConversations.user_id,
          customer_email: chatConversations.customer_email,
          status: chatConversations.status,
        })
        .from(chatConversations)
        .where(eq(chatConversations.id, id))
        .for("update");
      return row ?? null;
    },

    /** A staff reply: the conversation's activity, read by staff, published live (decision 0074). */
    async reply(
      tx: TTx,
      conversation: { id: string; user_id: string | null; customer_email: string },
      reply: { message: string; authorId: string; key: string; at: Date },
    ) {
      const [message] = await tx
        .insert(chatMessages)
        .values({
          conversation_id: conversation.id,
          sender_type: "support",
          message: reply.message,
          automated: false,
          author_id: reply.authorId,
          idempotency_key: reply.key,
          created_at: reply.at,
        })
        .returning({ id: chatMessages.id, sender_type: chatMessages.sender_type, created_at: chatMessages.created_at });
      await tx
        .update(chatConversations)
        .set({
          last_message_at: reply.at,
          updated_at: reply.at,
          staff_read_at: sql`greatest(${reply.at.toISOString()}::timestamptz, ${chatConversations.last_customer_message_at})`,
        })
        .where(eq(chatConversations.id, conversation.id));
      await publishMessages(tx, conversation, [message]);
      return message;
    },

    /** Resolve or reopen: a compare-and-set on the status (STYLE.md habit 4). */
    async setStatus(id: string, change: { from: "open" | "resolved"; to: "open" | "resolved"; actorId: string }) {
      return db.transaction(async (tx) => {
        const resolving = change.to === "resolved";
        const [row] = await tx
          .update(chatConversations)
          .set({
            status: change.to,
            resolved_at: resolving ? new Date() : null,
            resolved_by: resolving ? change.actorId : null,
            staff_read_at: resolving ? sql`greatest(now(), ${chatConversations.last_customer_message_at})` : sql`${chatConversations.staff_read_at}`,
          })
          .where(and(eq(chatConversations.id, id), eq(chatConversations.status, change.from)))
          .returning({ id: chatConversations.id, user_id: chatConversations.user_id, customer_email: chatConversations.customer_email });
        if (row) await publish(tx, { type: "chat.conversation", payload: { conversation_id: id }, audience: await conversationAudience(tx, row) });
        return Boolean(row);
      });
    },

    /** The latest non-automated staff reply in a conversation and whether the customer saw it. */
    async replyToMail(messageId: string) {
      const [row] = await db
        .select({
          id: chatMessages.id,
          message: chatMessages.message,
          created_at: chatMessages.created_at,
          conversation_id: chatConversations.id,
          user_id: chatConversations.user_id,
          customer_name: chatConversations.customer_name,
          customer_email: chatConversations.customer_email,
          locale: chatConversations.locale,
          customer_read_at: chatConversations.customer_read_at,
          newer_reply: sql<boolean>`exists(select 1 from ${chatMessages} m where m.conversation_id = ${chatConversations.id} and m.sender_type = 'support' and not m.automated and m.created_at > ${chatMessages.created_at})`,
        })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversation_id))
        .where(eq(chatMessages.id, messageId))
        .orderBy(desc(chatMessages.created_at));
      return row ?? null;
    },
  };
}

export type TInboxRepository = ReturnType<typeof inboxRepository>;
