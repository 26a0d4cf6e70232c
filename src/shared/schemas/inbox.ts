import { z } from "zod";
import { zText, ZSearchQuery } from "./text.ts";
import { ZChatMessage } from "./engagement.ts";
import { ZPage, ZPageQuery } from "./pagination.ts";
import { LOCALES } from "../i18n/locale.ts";

// Support inbox (/admin/inbox): the customers' conversations, newest activity first,
// and the staff's replies; and a signed-in customer's own conversations in the dashboard.

/**
 * Where an admin reads a conversation: the link of its bell notices, which the open thread
 * also names (a notice of the conversation on screen is not announced, decision 0127).
 */
export const conversationLink = (id: string) => `/admin/inbox?conversation=${id}`;

export const INBOX_FILTERS = ["all", "unread", "open", "resolved"] as const;
export type TInboxFilter = (typeof INBOX_FILTERS)[number];

export const ZInboxQuery = ZPageQuery.extend({
  q: ZSearchQuery,
  filter: z.enum(INBOX_FILTERS).default("all"),
});
export type TInboxQuery = z.infer<typeof ZInboxQuery>;

export const CONVERSATION_STATUSES = ["open", "resolved"] as const;

export const ZInboxConversation = z.object({
  id: z.uuid(),
  customer_name: z.string(),
  customer_email: z.string(),
  /** The language the customer chats in. */
  locale: z.enum(LOCALES),
  /** The service the chat was opened from, when it was. */
  service_name: z.string().nullable(),
  status: z.enum(CONVERSATION_STATUSES),
  unread: z.boolean(),
  last_message: z.string().nullable(),
  last_sender: z.enum(["customer", "support"]).nullable(),
  last_message_at: z.string(),
  /** The account whose e-mail this is, when there is one: the inbox links to the customer. */
  account_id: z.string().nullable(),
});
export type TInboxConversation = z.infer<typeof ZInboxConversation>;

export const ZInboxPage = ZPage(ZInboxConversation);
export type TInboxPage = z.infer<typeof ZInboxPage>;

export const ZInboxUnread = z.object({ unread: z.number().int() });

/** A message as staff see it: support replies say who wrote them (null: the server's own). */
export const ZInboxMessage = ZChatMessage.extend({ author_name: z.string().nullable(), automated: z.boolean() });

export const ZInboxThread = ZInboxConversation.extend({
  resolved_at: z.string().nullable(),
  resolved_by_name: z.string().nullable(),
  messages: z.array(ZInboxMessage),
});
export type TInboxThread = z.infer<typeof ZInboxThread>;

export const ZStaffReplyRequest = z.object({
  message: zText().trim().min(1, "must not be empty").max(2000, "must be at most 2000 characters"),
  /** Made by the client for this reply: a double click or a retry stores it once. */
  idempotency_key: z.uuid("must be a UUID"),
});
export type TStaffReplyRequest = z.input<typeof ZStaffReplyRequest>;

/** A signed-in customer's conversations (the dashboard's Messages). */
export const ZMyConversation = z.object({
  id: z.uuid(),
  service_name: z.string().nullable(),
  status: z.enum(CONVERSATION_STATUSES),
  last_message: z.string().nullable(),
  last_sender: z.enum(["customer", "support"]).nullable(),
  last_message_at: z.string(),
  /** A reply from staff the customer has not seen yet. */
  unread: z.boolean(),
});
export const ZMyConversationList = z.object({ conversations: z.array(ZMyConversation) });
export type TMyConversationList = z.infer<typeof ZMyConversationList>;
