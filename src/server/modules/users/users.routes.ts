import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { ZMe } from "../../../shared/schemas/auth.ts";
import { ZAssignRoleRequest, ZAssignRoleResponse, ZUserList, ZUserListQuery } from "../../../shared/schemas/users.ts";
import type { TUsersService } from "./users.service.ts";
import type { TUsersRepository } from "./users.repository.ts";

export const meRoutes: FastifyPluginAsyncZod<{ users: Pick<TUsersRepository, "isFirstSession"> }> = async (app, { users }) => {
  app.get(
    "/api/me",
    {
      onRequest: authorize("read:me:own"),
      schema: { tags: ["auth"], summary: "The signed-in user and role; both null when signed out", response: { 200: ZMe } },
    },
    async (request) => {
      // Every page asks this on load; a signed-out visitor is an answer, not an error (no 401 in the console).
      const viewer = await request.viewer();
      if (!viewer) return { user: null, role: null, first_visit: false };
      return { user: viewer.user, role: viewer.role, first_visit: await users.isFirstSession(viewer.user.id, viewer.sessionId) };
    },
  );
};

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
export const adminUsersRoutes: FastifyPluginAsyncZod<{ users: TUsersService }> = async (app, { users }) => {
  app.get(
    "/users",
    {
      onRequest: authorize("read:users:any"),
      schema: {
        tags: ["users"],
        summary: "All users, newest first, searched by name or e-mail; keyset-paged (staff-side.md §2 User management)",
        querystring: ZUserListQuery,
        response: { 200: ZUserList },
      },
    },
    async (request) => users.list(request.query),
  );

  app.put(
    "/users/role",
    {
      onRequest: authorize("update:user-role:any"),
      schema: {
        tags: ["users"],
        summary: "Set a user's role by e-mail (staff-side.md §2 Assign User Role); 404 unknown e-mail, 409 the last admin",
        body: ZAssignRoleRequest,
        response: { 200: ZAssignRoleResponse },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      return users.assignRole(viewer.user.id, request.body);
    },
  );
};
