import { AppError } from "../../errors.ts";
import { audit } from "../audit/audit.ts";
import type { TRole } from "../../../shared/roles.ts";
import type { TAssignRoleRequest, TUserList, TUserListQuery } from "../../../shared/schemas/users.ts";
import type { TUsersRepository } from "./users.repository.ts";

export const LAST_ADMIN = "You cannot demote the last admin. Make someone else an admin first.";
export const NO_SUCH_USER = "No user with this e-mail";
export const NO_LONGER_ADMIN = "You are no longer an admin";

const article = (role: TRole) => (role === "admin" ? "an admin" : `a ${role}`);

// staff-side.md §2 User management and §6 Roles; Users and roles. The server decides
// who may change a role, keeps one admin at least, and keeps the technician record in step.
export function usersService(deps: { repository: TUsersRepository }) {
  const { repository } = deps;
  return {
    async list(query: TUserListQuery): Promise<TUserList> {
      const [page, total] = await Promise.all([repository.list(query), repository.count(query.q)]);
      return { ...page, items: page.items.map((row) => ({ ...row, created_at: row.created_at.toISOString() })), total };
    },

    /**
     * Sets the role of the account with this e-mail, in one transaction with its audit entry.
     * Decision 0054: the admins' rows are locked first, so two demotions racing for the last two
     * admins run one after the other and the second sees one admin left.
     */
    async assignRole(actorId: string, input: TAssignRoleRequest): Promise<{ message: string; user_id: string; role: TRole }> {
      return repository.transaction(async (tx) => {
        const admins = await repository.lockAdmins(tx);
        // The actor passed the admin guard before the lock; one demoted meanwhile may not go on.
        if (!admins.includes(actorId)) throw new AppError("FORBIDDEN", NO_LONGER_ADMIN);
        const target = await repository.lockByEmail(tx, input.email);
        if (!target) throw new AppError("NOT_FOUND", `${NO_SUCH_USER}: ${input.email}`, [{ field: "email", message: NO_SUCH_USER }]);
        const from = target.role as TRole;
        if (from === "admin" && input.role !== "admin" && admins.length <= 1) {
          throw new AppError("CONFLICT", LAST_ADMIN, [{ field: "role", message: LAST_ADMIN }]);
        }
        const message = `${target.email} is now ${article(input.role)}`;
        // A technician whose record was retired gets it back even when the role is unchanged.
        const technician = input.role === "technician" ? await repository.activateTechnician(tx, target.id) : null;
        if (from === input.role && !technician?.changed) return { message, user_id: target.id, role: input.role };

        if (from !== input.role) await repository.setRole(tx, target.id, input.role);
        const technicianId = technician?.id ?? (from === "technician" ? await repository.retireTechnician(tx, target.id) : null);
        await audit.record(tx, {
          actorId,
          action: "set-role",
          entity: "user-role",
          entityId: target.id,
          details: { from, to: input.role, ...(technicianId ? { technician_id: technicianId } : {}) },
        });
        return { message, user_id: target.id, role: input.role };
      });
    },
  };
}
export type TUsersService = ReturnType<typeof usersService>;
