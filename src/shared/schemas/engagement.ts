import { z } from "zod";
import { zLine, zText } from "./text.ts";
import { ZName, ZNotes, ZOptionalEmail, ZPhone, ZRequiredEmail } from "./common.ts";

// customer-side.md §5 Quote form: name, phone, service and message required; e-mail optional.
export const ZQuoteRequest = z.object({
  name: ZName,
  phone: ZPhone,
  email: ZOptionalEmail,
  service: zLine().trim().min(1, "is required").max(100),
  message: ZNotes.min(1, "is required"),
});
export type TQuoteRequest = z.input<typeof ZQuoteRequest>;

// customer-side.md §4 Chat dialog.
export const ZStartChatRequest = z.object({ customer_name: ZName, customer_email: ZRequiredEmail, service_id: z.uuid().optional() });
export const ZChatMessageRequest = z.object({ message: zText().trim().min(1, "must not be empty").max(2000, "must be at most 2000 characters") });
export const ZChatMessage = z.object({ id: z.uuid(), sender_type: z.enum(["customer", "support"]), message: z.string(), created_at: z.string() });
export type TChatMessage = z.infer<typeof ZChatMessage>;
/**
 * A guest's conversation is reopened with its token, sent back as the
 * `x-chat-token` header; a signed-in customer's is found by their account, so theirs is null.
 */
export const ZChatStarted = z.object({ conversation_id: z.uuid(), token: z.string().nullable(), messages: z.array(ZChatMessage) });
export const ZChatMessages = z.object({ messages: z.array(ZChatMessage) });
export const CHAT_TOKEN_HEADER = "x-chat-token";
export const ZChatTokenHeaders = z.object({ [CHAT_TOKEN_HEADER]: z.string().max(200).optional() });
/** An open conversation with every message so far, oldest first. */
export const ZChatConversation = z.object({ conversation_id: z.uuid(), messages: z.array(ZChatMessage) });
export type TChatConversation = z.infer<typeof ZChatConversation>;
export const ZMyChatConversation = z.object({ conversation: ZChatConversation.nullable() });

// customer-side.md §4 Favourites toggle.
export const ZFavoriteRequest = z.object({ service_id: z.uuid("must be a service id") });
export const ZFavorite = z.object({
  service_id: z.uuid(),
  created_at: z.string(),
  service: z.object({
    id: z.uuid(),
    name: z.string(),
    category: z.string(),
    image_url: z.string().nullable(),
    avg_rating: z.number(),
    base_price: z.number().int(),
    /** Any value but flat is hourly (customer-side.md §3 Service). */
    pricing_type: z.string(),
    unit: z.string(),
  }),
});
export const ZFavoriteList = z.object({ favorites: z.array(ZFavorite) });
export type TFavoriteList = z.infer<typeof ZFavoriteList>;
