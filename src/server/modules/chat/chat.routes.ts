import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import {
  CHAT_TOKEN_HEADER,
  ZChatConversation,
  ZChatMessageRequest,
  ZChatMessages,
  ZChatStarted,
  ZChatTokenHeaders,
  ZMyChatConversation,
  ZStartChatRequest,
} from "../../../shared/schemas/engagement.ts";
import { ZMyConversationList } from "../../../shared/schemas/inbox.ts";
import { publicWriteLimit } from "../public-write-limit.ts";
import type { TChatService } from "./chat.service.ts";
import { localeFromCookieHeader } from "../../../shared/i18n/locale.ts";

const ZConversationParams = z.object({ id: z.uuid("must be a conversation id") });

// customer-side.md §4 Chat dialog: a conversation is reopened, not restarted.
export const chatRoutes: FastifyPluginAsyncZod<{ chat: TChatService; writeLimit: number }> = async (app, { chat, writeLimit }) => {
  app.post(
    "/api/chat/conversations",
    {
      onRequest: authorize("create:chat:public"),
      config: publicWriteLimit(writeLimit),
      schema: {
        tags: ["chat"],
        summary: "Start a support conversation; answers with the greeting and, for a guest, the token that reopens it",
        body: ZStartChatRequest,
        response: { 201: ZChatStarted },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await chat.start(request.body, await request.viewer(), localeFromCookieHeader(request.headers.cookie ?? null))),
  );

  app.get(
    "/api/chat/conversations/mine",
    {
      onRequest: authorize("read:chat:own"),
      schema: { tags: ["chat"], summary: "The signed-in customer's open conversation, or null", response: { 200: ZMyChatConversation } },
    },
    async (request) => chat.mine(await requireViewer(request)),
  );

  app.get(
    "/api/chat/conversations/:id/messages",
    {
      onRequest: authorize("create:chat:public"),
      schema: {
        tags: ["chat"],
        summary: `Every message of a conversation: the owner's account, or a guest's ${CHAT_TOKEN_HEADER} header`,
        params: ZConversationParams,
        headers: ZChatTokenHeaders,
        response: { 200: ZChatConversation },
      },
    },
    async (request) => chat.read(request.params.id, await request.viewer(), request.headers[CHAT_TOKEN_HEADER]),
  );

  app.post(
    "/api/chat/conversations/:id/messages",
    {
      onRequest: authorize("create:chat:public"),
      config: publicWriteLimit(writeLimit),
      schema: {
        tags: ["chat"],
        summary: "Send a message; answers with it and the support acknowledgement",
        params: ZConversationParams,
        headers: ZChatTokenHeaders,
        body: ZChatMessageRequest,
        response: { 201: ZChatMessages },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await chat.send(request.params.id, await request.viewer(), request.headers[CHAT_TOKEN_HEADER], request.body.message)),
  );

  // The open dialog (or the dashboard) saw the staff's reply, so no e-mail is sent for it.
  app.post(
    "/api/chat/conversations/:id/read",
    {
      onRequest: authorize("create:chat:public"),
      config: publicWriteLimit(writeLimit),
      schema: {
        tags: ["chat"],
        summary: "The customer has seen every message of the conversation so far",
        params: ZConversationParams,
        headers: ZChatTokenHeaders,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await chat.markRead(request.params.id, await request.viewer(), request.headers[CHAT_TOKEN_HEADER]);
      return reply.status(204).send(null);
    },
  );

  // A signed-in customer sees their own conversations in the dashboard.
  app.get(
    "/api/me/conversations",
    {
      onRequest: authorize("read:chat:own"),
      schema: { tags: ["chat"], summary: "The signed-in customer's support conversations, newest activity first", response: { 200: ZMyConversationList } },
    },
    async (request) => chat.list(await requireViewer(request)),
  );
};
