import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TDb } from "../../db/client.ts";
import { authorize } from "../../auth/guard.ts";
import { AppError, notFound } from "../../errors.ts";
import { ZChatMessageRequest, ZChatMessages, ZChatStarted, ZStartChatRequest } from "../../../shared/schemas/engagement.ts";
import { publicWriteLimit } from "../public-write-limit.ts";
import type { TBusinessSettings } from "../../../shared/schemas/settings.ts";
import { catalogueRepository } from "../catalogue/catalogue.repository.ts";
import { chatRepository } from "./chat.repository.ts";

// customer-side.md §4 Chat dialog: a greeting, then an acknowledgement of each message until
// staff answer from the support inbox (DESIGN.md, Placeholders).
const greeting = (name: string) => `Hi ${name}! Thanks for reaching out to HomeFix. How can we help you today?`;
const acknowledgement = (phone: string) =>
  `Thanks for your message! A member of our team will reply here shortly. For anything urgent, call us at ${phone}.`;

export const chatRoutes: FastifyPluginAsyncZod<{ db: TDb; writeLimit: number; settings: () => Promise<TBusinessSettings> }> = async (app, { db, writeLimit, settings }) => {
  const chat = chatRepository(db);
  const catalogue = catalogueRepository(db);
  const present = (messages: { id: string; sender_type: string; message: string; created_at: Date }[]) =>
    messages.map((m) => ({ ...m, sender_type: m.sender_type === "support" ? ("support" as const) : ("customer" as const), created_at: m.created_at.toISOString() }));

  app.post(
    "/api/chat/conversations",
    {
      onRequest: authorize("create:chat"),
      config: publicWriteLimit(writeLimit),
      schema: { tags: ["chat"], summary: "Start a support conversation; answers with the greeting", body: ZStartChatRequest, response: { 201: ZChatStarted } },
    },
    async (request, reply) => {
      const { customer_name, customer_email, service_id } = request.body;
      if (service_id && !(await catalogue.findActive(service_id))) {
        throw new AppError("VALIDATION_ERROR", "service_id: no such service", [{ field: "service_id", message: "no such service" }]);
      }
      const viewer = await request.viewer();
      const started = await chat.start({ customer_name, customer_email, service_id: service_id ?? null, user_id: viewer?.user.id ?? null }, greeting(customer_name));
      return reply.status(201).send({ conversation_id: started.id, messages: present(started.messages) });
    },
  );

  app.post(
    "/api/chat/conversations/:id/messages",
    {
      onRequest: authorize("create:chat"),
      config: publicWriteLimit(writeLimit),
      schema: {
        tags: ["chat"],
        summary: "Send a message; answers with it and the support acknowledgement",
        params: z.object({ id: z.uuid("must be a conversation id") }),
        body: ZChatMessageRequest,
        response: { 201: ZChatMessages },
      },
    },
    async (request, reply) => {
      const conversation = await chat.find(request.params.id);
      if (!conversation) throw notFound("Conversation");
      const viewer = await request.viewer();
      if (conversation.user_id && conversation.user_id !== viewer?.user.id) throw new AppError("FORBIDDEN", "This conversation belongs to another account");
      if (conversation.status !== "open") throw new AppError("CONFLICT", "This conversation is closed. Start a new one.");
      const messages = await chat.exchange(conversation, request.body.message, acknowledgement((await settings()).phone));
      return reply.status(201).send({ messages: present(messages) });
    },
  );
};
