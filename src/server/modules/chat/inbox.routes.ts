import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { ZInboxPage, ZInboxQuery, ZInboxThread, ZInboxUnread, ZStaffReplyRequest } from "../../../shared/schemas/inbox.ts";
import type { TInboxService } from "./inbox.service.ts";

const ZParams = z.object({ id: z.uuid("must be a conversation id") });

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
export const inboxRoutes: FastifyPluginAsyncZod<{ inbox: TInboxService }> = async (app, { inbox }) => {
  app.get(
    "/inbox",
    {
      onRequest: authorize("read:inbox:any"),
      schema: {
        tags: ["admin", "inbox"],
        summary: "Support conversations, newest activity first, searchable",
        querystring: ZInboxQuery,
        response: { 200: ZInboxPage },
      },
    },
    async (request) => inbox.list(request.query),
  );

  app.get(
    "/inbox/unread",
    {
      onRequest: authorize("read:inbox:any"),
      schema: { tags: ["admin", "inbox"], summary: "How many open conversations wait for staff to read them", response: { 200: ZInboxUnread } },
    },
    async () => inbox.unread(),
  );

  app.get(
    "/inbox/:id",
    {
      onRequest: authorize("read:inbox:any"),
      schema: { tags: ["admin", "inbox"], summary: "One conversation with every message", params: ZParams, response: { 200: ZInboxThread } },
    },
    async (request) => inbox.thread(request.params.id),
  );

  app.post(
    "/inbox/:id/read",
    {
      onRequest: authorize("update:inbox:any"),
      schema: { tags: ["admin", "inbox"], summary: "Staff have read the conversation", params: ZParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await inbox.markRead((await requireViewer(request)).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/inbox/:id/replies",
    {
      onRequest: authorize("update:inbox:any"),
      schema: {
        tags: ["admin", "inbox"],
        summary: "Reply to the customer: live in their open chat, by e-mail when they do not see it",
        params: ZParams,
        body: ZStaffReplyRequest,
        response: { 201: ZInboxThread },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      return reply.status(201).send(await inbox.reply(viewer.user.id, request.params.id, request.body));
    },
  );

  app.post(
    "/inbox/:id/resolve",
    {
      onRequest: authorize("update:inbox:any"),
      schema: { tags: ["admin", "inbox"], summary: "Mark the conversation resolved", params: ZParams, response: { 200: ZInboxThread } },
    },
    async (request) => inbox.setStatus((await requireViewer(request)).user.id, request.params.id, "resolved"),
  );

  app.post(
    "/inbox/:id/reopen",
    {
      onRequest: authorize("update:inbox:any"),
      schema: { tags: ["admin", "inbox"], summary: "Open a resolved conversation again", params: ZParams, response: { 200: ZInboxThread } },
    },
    async (request) => inbox.setStatus((await requireViewer(request)).user.id, request.params.id, "open"),
  );
};
