import { AppError, notFound } from "../../errors.ts";
import type { TViewer } from "../../auth/guard.ts";
import type { TBusinessSettings } from "../../../shared/schemas/settings.ts";
import type { catalogueRepository } from "../catalogue/catalogue.repository.ts";
import type { chatRepository, TConversation, TStoredMessage } from "./chat.repository.ts";
import type { TChatTokens } from "./chat-token.ts";

// customer-side.md §4 Chat dialog: a greeting, then an acknowledgement of each message until
// staff answer from the support inbox (DESIGN.md, Placeholders).
const greeting = (name: string) => `Hi ${name}! Thanks for reaching out to HomeFix. How can we help you today?`;
const acknowledgement = (phone: string) => `Thanks for your message! A member of our team will reply here shortly. For anything urgent, call us at ${phone}.`;

const present = (messages: TStoredMessage[]) =>
  messages.map((m) => ({
    ...m,
    sender_type: m.sender_type === "support" ? ("support" as const) : ("customer" as const),
    created_at: m.created_at.toISOString(),
  }));

type TDeps = {
  repository: ReturnType<typeof chatRepository>;
  catalogue: Pick<ReturnType<typeof catalogueRepository>, "findActive">;
  tokens: TChatTokens;
  settings: () => Promise<TBusinessSettings>;
};

export function chatService({ repository, catalogue, tokens, settings }: TDeps) {
  /**
   * issue #7 item 7: a conversation is read or continued by its account's owner, or, when a
   * guest started it, by whoever holds its token. Anything else is refused.
   */
  async function access(id: string, viewer: TViewer | null, token: string | undefined): Promise<TConversation> {
    const conversation = await repository.find(id);
    if (!conversation) throw notFound("Conversation");
    if (conversation.user_id) {
      if (conversation.user_id !== viewer?.user.id) throw new AppError("FORBIDDEN", "This conversation belongs to another account");
    } else if (!tokens.verify(conversation.id, token)) {
      throw new AppError("FORBIDDEN", "This conversation link is not valid. Start a new chat.");
    }
    return conversation;
  }

  return {
    async start(input: { customer_name: string; customer_email: string; service_id?: string }, viewer: TViewer | null) {
      const { customer_name, customer_email, service_id } = input;
      if (service_id && !(await catalogue.findActive(service_id))) {
        throw new AppError("VALIDATION_ERROR", "service_id: no such service", [{ field: "service_id", message: "no such service" }]);
      }
      const userId = viewer?.user.id ?? null;
      const started = await repository.start({ customer_name, customer_email, service_id: service_id ?? null, user_id: userId }, greeting(customer_name));
      return { conversation_id: started.id, token: userId ? null : tokens.issue(started.id), messages: present(started.messages) };
    },

    async read(id: string, viewer: TViewer | null, token: string | undefined) {
      const conversation = await access(id, viewer, token);
      if (conversation.status !== "open") throw new AppError("CONFLICT", "This conversation is closed. Start a new one.");
      return { conversation_id: conversation.id, messages: present(await repository.messages(conversation.id)) };
    },

    /** The signed-in customer's open conversation, wherever they started it. */
    async mine(viewer: TViewer) {
      const id = await repository.latestOpenOf(viewer.user.id);
      return { conversation: id ? { conversation_id: id, messages: present(await repository.messages(id)) } : null };
    },

    async send(id: string, viewer: TViewer | null, token: string | undefined, message: string) {
      const conversation = await access(id, viewer, token);
      if (conversation.status !== "open") throw new AppError("CONFLICT", "This conversation is closed. Start a new one.");
      return { messages: present(await repository.exchange(conversation, message, acknowledgement((await settings()).phone))) };
    },
  };
}

export type TChatService = ReturnType<typeof chatService>;
