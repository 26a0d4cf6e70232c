import { z } from "zod";
import { zLine } from "./text.ts";
import { ROLES } from "../roles.ts";
import { ZEmail } from "./auth.ts";

export const ZUserListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const ZUserRow = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.string(),
  created_at: z.string(),
});
export const ZUserList = z.object({ users: z.array(ZUserRow), total: z.number().int() });
export type TUserList = z.infer<typeof ZUserList>;

// staff-side.md §5 Role assignment: e-mail required and valid; role one of the three.
export const ZAssignRoleRequest = z.object({
  email: zLine().trim().min(1, "Email is required").pipe(ZEmail),
  role: z.enum(ROLES).default("customer"),
});
export type TAssignRoleRequest = z.infer<typeof ZAssignRoleRequest>;
