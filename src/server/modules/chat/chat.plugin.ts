import type { FastifyInstance } from "fastify";
import { adminScope } from "../../auth/scopes.ts";
import { chatRoutes } from "./chat.routes.ts";
import { inboxRoutes } from "./inbox.routes.ts";
import { inboxRepository } from "./inbox.repository.ts";
import { inboxService } from "./inbox.service.ts";

export async function chatPlugin(app: FastifyInstance) {
  await app.register(chatRoutes, { chat: app.chat, writeLimit: app.config.PUBLIC_WRITE_RATE_LIMIT_MAX });
  await adminScope(app, async (admin) => {
    await admin.register(inboxRoutes, {
      inbox: inboxService({
        repository: inboxRepository(app.db),
        mailReplyLater: app.queued.mailReplyLater,
        replyMailDelaySeconds: app.queued.replyMailDelaySeconds,
        notifier: app.notifier,
      }),
    });
  });
}
