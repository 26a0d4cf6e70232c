import type { FastifyInstance } from "fastify";
import { adminScope } from "../../auth/scopes.ts";
import { adminUsersRoutes, meRoutes } from "./users.routes.ts";
import { usersRepository } from "./users.repository.ts";
import { usersService } from "./users.service.ts";

export async function usersPlugin(app: FastifyInstance) {
  const users = usersRepository(app.db);
  await app.register(meRoutes, { users });
  await adminScope(app, async (admin) => {
    await admin.register(adminUsersRoutes, { users: usersService({ repository: users }) });
  });
}
