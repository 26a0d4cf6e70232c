import { z } from "zod";
import { zLine, ZSearchQuery } from "./text.ts";
import { ROLES } from "../roles.ts";
import { ZEmail } from "./auth.ts";
import { ZPage, ZPageQuery } from "./pagination.ts";

// staff-side.md §2 All Users: searchable and paged on the server, newest first.
export const ZUserListQuery = ZPageQuery.extend({ q: ZSearchQuery });
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

export const ZUserRow = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.string(),
  created_at: z.string(),
});
export const ZUserList = ZPage(ZUserRow).extend({ total: z.number().int() });
export type TUserList = z.infer<typeof ZUserList>;

// staff-side.md §5 Role assignment: e-mail required and valid; role one of the three.
export const ZAssignRoleRequest = z.object({
  email: zLine().trim().min(1, "Email is required").pipe(ZEmail),
  role: z.enum(ROLES).default("customer"),
});
export type TAssignRoleRequest = z.infer<typeof ZAssignRoleRequest>;

export const ZAssignRoleResponse = z.object({ message: z.string(), user_id: z.string(), role: z.enum(ROLES) });
export type TAssignRoleResponse = z.infer<typeof ZAssignRoleResponse>;
