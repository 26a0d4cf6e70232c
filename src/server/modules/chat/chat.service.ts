import { AppError, fieldError, notFound } from "../../errors.ts";
import type { TViewer } from "../../auth/guard.ts";
import type { TBusinessSettings } from "../../../shared/schemas/settings.ts";
import type { TCatalogueReads } from "../catalogue/catalogue.ts";
import type { TNotifier } from "../notifications/notifier.ts";
import type { TChatRepository, TConversation, TStoredMessage } from "./chat.repository.ts";
import type { TChatTokens } from "./chat-token.ts";
import { conversationLink } from "../../../shared/schemas/inbox.ts";
import type { TLocale } from "../../../shared/i18n/locale.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";

// customer-side.md §4 Chat dialog: a greeting, then an acknowledgement of each message, then the
// staff's own replies from the support inbox (DESIGN.md, Placeholders). Both automatic answers
// speak the language the visitor started the chat in.
const greeting = (name: string, locale: TLocale) => m.chat_greeting({ name }, { locale });
const acknowledgement = (phone: string, locale: TLocale) => m.chat_acknowledgement({ phone }, { locale });

/**
 * The canned acknowledgement stays the first automatic answer, and answers again
 * whenever nobody from staff is in the conversation; while a person has replied within this
 * long, the customer is talking to them and needs no canned line between their answers.
 */
export const STAFF_PRESENT_MS = 15 * 60_000;

/**
 * Decision 0124: an admin's e-mail of a chat message waits this long, and goes only if they have
 * not read it by then: the admin with the conversation open reads it as it arrives (their bell
 * notice of it is read with it), so they are not mailed what they just read.
 */
export const ADMIN_CHAT_MAIL_WAIT_SECONDS = 60;

export const present = (messages: TStoredMessage[]) =>
  messages.map((m) => ({
    ...m,
    sender_type: m.sender_type === "support" ? ("support" as const) : ("customer" as const),
    created_at: m.created_at.toISOString(),
  }));

type TDeps = {
  repository: TChatRepository;
  catalogue: TCatalogueReads;
  tokens: TChatTokens;
  settings: () => Promise<TBusinessSettings>;
  notifier?: TNotifier;
  now?: () => Date;
};

export function chatService({ repository, catalogue, tokens, settings, notifier, now = () => new Date() }: TDeps) {
  /**
   * A conversation is read or continued by its account's owner, or, when a
   * guest started it, by whoever holds its token (or a signed-in customer of its e-mail, as
   * their bookings are theirs). Anything else is refused; a token never opens an account's.
   */
  async function access(id: string, viewer: TViewer | null, token: string | undefined): Promise<TConversation> {
    const conversation = await repository.find(id);
    if (!conversation) throw notFound("Conversation");
    if (conversation.user_id) {
      if (conversation.user_id !== viewer?.user.id) throw new AppError("FORBIDDEN", "This conversation belongs to another account");
    } else if (!tokens.verify(conversation.id, token)) {
      const ownEmail = viewer?.user.emailVerified && viewer.user.email.toLowerCase() === conversation.customer_email.toLowerCase();
      if (!ownEmail) throw new AppError("FORBIDDEN", "This conversation link is not valid. Start a new chat.");
    }
    return conversation;
  }

  /** A conversation staff closed for good (decision 0013) is not continued; a resolved one is. */
  const notClosed = (conversation: TConversation) => {
    if (conversation.status === "closed") throw new AppError("CONFLICT", "This conversation is closed. Start a new one.");
    return conversation;
  };

  return {
    authorize: access,

    async start(input: { customer_name: string; customer_email: string; service_id?: string }, viewer: TViewer | null, locale: TLocale = "en") {
      const { customer_name, customer_email, service_id } = input;
      if (service_id && !(await catalogue.findActive(service_id))) {
        throw fieldError("service_id", "no such service");
      }
      const userId = viewer?.user.id ?? null;
      const started = await repository.start(
        { customer_name, customer_email, service_id: service_id ?? null, user_id: userId, locale },
        greeting(customer_name, locale),
      );
      return { conversation_id: started.id, token: userId ? null : tokens.issue(started.id), messages: present(started.messages) };
    },

    /** Every message so far; a resolved conversation stays readable (and writing reopens it). */
    async read(id: string, viewer: TViewer | null, token: string | undefined) {
      const conversation = notClosed(await access(id, viewer, token));
      return { conversation_id: conversation.id, messages: present(await repository.messages(conversation.id)) };
    },

    /** The signed-in customer's open conversation, wherever they started it. */
    async mine(viewer: TViewer) {
      const id = await repository.latestOpenOf(viewer.user.id);
      return { conversation: id ? { conversation_id: id, messages: present(await repository.messages(id)) } : null };
    },

    /** A signed-in customer's conversations, for the dashboard's Messages. */
    async list(viewer: TViewer) {
      const rows = await repository.mine({ userId: viewer.user.id, email: viewer.user.emailVerified ? viewer.user.email : "" }, 50);
      return {
        conversations: rows.map(({ customer_read_at, last_staff_reply_at, ...row }) => ({
          ...row,
          status: row.status === "resolved" ? ("resolved" as const) : ("open" as const),
          last_sender: row.last_sender === "support" ? ("support" as const) : row.last_sender === "customer" ? ("customer" as const) : null,
          last_message_at: row.last_message_at.toISOString(),
          unread: last_staff_reply_at !== null && (customer_read_at === null || last_staff_reply_at > customer_read_at),
        })),
      };
    },

    async send(id: string, viewer: TViewer | null, token: string | undefined, message: string) {
      const conversation = notClosed(await access(id, viewer, token));
      const lastReply = await repository.lastStaffReplyAt(conversation.id);
      const staffPresent = lastReply !== null && now().getTime() - lastReply.getTime() < STAFF_PRESENT_MS;
      const reply = staffPresent ? null : acknowledgement((await settings()).phone, conversation.locale);
      const messages = await repository.exchange(conversation, message, reply, async (tx, newlyUnread) => {
        // Admins hear of a conversation that needs them, once per unread stretch (not per message).
        if (newlyUnread && notifier) {
          await notifier.admins(tx, {
            kind: "chat",
            preference: "bookings",
            title: "New chat message",
            body: `${conversation.customer_name}: ${message.length > 140 ? `${message.slice(0, 139)}…` : message}`,
            link: conversationLink(conversation.id),
            mailUnlessReadWithinSeconds: ADMIN_CHAT_MAIL_WAIT_SECONDS,
          });
        }
      });
      return { messages: present(messages) };
    },

    /** The customer has seen the conversation (their open dialog heard a reply): no e-mail needed for it. */
    async markRead(id: string, viewer: TViewer | null, token: string | undefined) {
      const conversation = await access(id, viewer, token);
      await repository.markCustomerRead(conversation.id);
    },
  };
}

export type TChatService = ReturnType<typeof chatService>;
