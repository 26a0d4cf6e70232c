import { and, asc, desc, eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { chatConversations, chatMessages } from "../../db/schema.ts";

const MESSAGE_COLUMNS = { id: chatMessages.id, sender_type: chatMessages.sender_type, message: chatMessages.message, created_at: chatMessages.created_at };

export type TConversation = { id: string; user_id: string | null; service_id: string | null; customer_name: string; customer_email: string; status: string };
export type TStoredMessage = { id: string; sender_type: string; message: string; created_at: Date };

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
    async find(id: string): Promise<TConversation | null> {
      const [row] = await db
        .select({
          id: chatConversations.id,
          user_id: chatConversations.user_id,
          service_id: chatConversations.service_id,
          customer_name: chatConversations.customer_name,
          customer_email: chatConversations.customer_email,
          status: chatConversations.status,
        })
        .from(chatConversations)
        .where(eq(chatConversations.id, id));
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
    /** The customer's message and the acknowledgement, stored together, in order. */
    exchange(conversation: TConversation, message: string, reply: string) {
      return db.transaction(async (tx) => {
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
            { ...common, sender_type: "support", message: reply, automated: true, created_at: new Date(now + 1) },
          ])
          .returning(MESSAGE_COLUMNS);
        await tx
          .update(chatConversations)
          .set({ updated_at: new Date(now) })
          .where(eq(chatConversations.id, conversation.id));
        return messages;
      });
    },
  };
}
