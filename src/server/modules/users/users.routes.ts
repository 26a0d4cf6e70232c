import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { TDb } from "../../db/client.ts";
import { authorize, requireViewer } from "../../auth/guard.ts";
import { AppError } from "../../errors.ts";
import { ZMe } from "../../../shared/schemas/auth.ts";
import { ZAssignRoleRequest, ZUserList, ZUserListQuery } from "../../../shared/schemas/users.ts";
import { usersRepository } from "./users.repository.ts";

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/me",
    {
      onRequest: authorize("read:me:own"),
      schema: { tags: ["auth"], summary: "The signed-in user and role; both null when signed out", response: { 200: ZMe } },
    },
    async (request) => {
      // Every page asks this on load; a signed-out visitor is an answer, not an error (no 401 in the console).
      const viewer = await request.viewer();
      return viewer ? { user: viewer.user, role: viewer.role } : { user: null, role: null };
    },
  );
};

// Registered inside the admin scope (auth/scopes.ts): paths are relative to /api/admin.
export const adminUsersRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  const users = usersRepository(db);

  app.get(
    "/users",
    {
      onRequest: authorize("read:users:any"),
      schema: {
        tags: ["users"],
        summary: "All users, newest first (staff-side.md §2 User management)",
        querystring: ZUserListQuery,
        response: { 200: ZUserList },
      },
    },
    async (request) => {
      const [page, total] = await Promise.all([users.list(request.query), users.count(request.query.q)]);
      return { ...page, items: page.items.map((row) => ({ ...row, created_at: row.created_at.toISOString() })), total };
    },
  );

  app.post(
    "/users/role",
    {
      onRequest: authorize("update:user-role:any"),
      schema: {
        tags: ["users"],
        summary: "Assign a role by e-mail (staff-side.md §2 Assign User Role)",
        body: ZAssignRoleRequest,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      const { email, role } = request.body;
      const target = await users.findByEmail(email);
      if (!target) throw new AppError("NOT_FOUND", `No user with the e-mail ${email}`, [{ field: "email", message: "No user with this e-mail" }]);
      if (target.id === viewer.user.id && role !== "admin") {
        throw new AppError("CONFLICT", "You cannot remove your own admin role", [{ field: "role", message: "You cannot remove your own admin role" }]);
      }
      await users.setRole(viewer.user.id, target.id, role, target.role);
      return { message: `${email} is now ${role === "admin" ? "an admin" : `a ${role}`}` };
    },
  );
};
