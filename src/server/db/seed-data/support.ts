import { chatConversations, chatMessages } from "../schema.ts";
import type { TTx } from "../tx.ts";
import { minutesBefore } from "./time.ts";

// Two guests waiting in the chat (customer-side.md §4 Chat dialog), so the admin home's
// unanswered chats show what a morning looks like (decision 0050). The greeting and the
// acknowledgement are the server's own (`automated`); the customer's words wait for a person.
const DEMO_CHATS = [
  { name: "Linda Park", email: "linda.park@example.com", minutes_ago: 42, message: "Hi! Do you install ceiling fans? I have two to put up in the bedrooms." },
  {
    name: "Marcus Webb",
    email: "marcus.webb@example.com",
    minutes_ago: 12,
    message: "My garage door opener stopped working this morning. Can someone come today?",
  },
];

/**
 * A conversation of the demo customer's account that staff answered and resolved
 * yesterday, so the support inbox and the customer's Messages show a whole exchange.
 */
export async function insertAnsweredChat(tx: TTx, today: Date, customer: { userId: string; name: string; email: string }, adminId: string) {
  const asked = minutesBefore(today, 26 * 60);
  const answered = minutesBefore(today, 25 * 60);
  const [conversation] = await tx
    .insert(chatConversations)
    .values({
      user_id: customer.userId,
      customer_name: customer.name,
      customer_email: customer.email,
      status: "resolved",
      created_at: minutesBefore(asked, 1),
      updated_at: answered,
      last_message_at: answered,
      last_customer_message_at: asked,
      staff_read_at: answered,
      customer_read_at: answered,
      resolved_at: answered,
      resolved_by: adminId,
    })
    .returning({ id: chatConversations.id });
  await tx.insert(chatMessages).values([
    {
      conversation_id: conversation.id,
      sender_type: "support",
      automated: true,
      message: `Hi ${customer.name}! Thanks for reaching out to HomeFix. How can we help you today?`,
      created_at: minutesBefore(asked, 1),
    },
    {
      conversation_id: conversation.id,
      sender_type: "customer",
      message: "Can the technician use the side gate? The dog is in the back yard.",
      customer_name: customer.name,
      customer_email: customer.email,
      created_at: asked,
    },
    {
      conversation_id: conversation.id,
      sender_type: "support",
      automated: true,
      message: "Thanks for your message! A member of our team will reply here shortly.",
      created_at: new Date(asked.getTime() + 1),
    },
    {
      conversation_id: conversation.id,
      sender_type: "support",
      author_id: adminId,
      message: "Of course! We have added a note to your booking: side gate, dog in the back yard.",
      created_at: answered,
    },
  ]);
}

export async function insertSupportChats(tx: TTx, today: Date) {
  for (const chat of DEMO_CHATS) {
    const at = minutesBefore(today, chat.minutes_ago);
    const [conversation] = await tx
      .insert(chatConversations)
      .values({
        customer_name: chat.name,
        customer_email: chat.email,
        created_at: minutesBefore(at, 2),
        updated_at: at,
        // The inbox's order and unread mark (decision 0074).
        last_message_at: new Date(at.getTime() + 1),
        last_customer_message_at: at,
      })
      .returning({ id: chatConversations.id });
    await tx.insert(chatMessages).values([
      {
        conversation_id: conversation.id,
        sender_type: "support",
        automated: true,
        message: `Hi ${chat.name}! Thanks for reaching out to HomeFix. How can we help you today?`,
        created_at: minutesBefore(at, 2),
      },
      {
        conversation_id: conversation.id,
        sender_type: "customer",
        message: chat.message,
        customer_name: chat.name,
        customer_email: chat.email,
        created_at: at,
      },
      {
        conversation_id: conversation.id,
        sender_type: "support",
        automated: true,
        message: "Thanks for your message! A member of our team will reply here shortly.",
        created_at: new Date(at.getTime() + 1),
      },
    ]);
  }
}
