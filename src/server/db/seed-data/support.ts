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

export async function insertSupportChats(tx: TTx, today: Date) {
  for (const chat of DEMO_CHATS) {
    const at = minutesBefore(today, chat.minutes_ago);
    const [conversation] = await tx
      .insert(chatConversations)
      .values({ customer_name: chat.name, customer_email: chat.email, created_at: minutesBefore(at, 2), updated_at: at })
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
