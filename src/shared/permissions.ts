import type { TRole } from "./roles.ts";

// Who may call what (STYLE.md habit 3). The server enforces this table on every route;
// the client reads it only to hide what a user cannot do.
export type TAudience = "anyone" | "signed-in" | TRole;

export const PERMISSIONS = {
  "read:catalogue": "anyone",
  "read:settings:public": "anyone",
  "create:booking": "anyone",
  "read:booking:summary": "anyone",
  "create:emergency": "anyone",
  "create:chat": "anyone",
  "read:chat:own": "signed-in",
  "create:quote": "anyone",
  "read:me": "anyone",
  "read:favorites:own": "signed-in",
  "read:bookings:own": "signed-in",
  "update:bookings:own": "signed-in",
  "read:payments:own": "signed-in",
  "read:profile:own": "signed-in",
  "update:profile:own": "signed-in",
  "update:favorites:own": "signed-in",
  "read:notifications:own": "signed-in",
  "update:notifications:own": "signed-in",
  "create:upload": ["admin", "technician"],
  "read:users:any": ["admin"],
  "read:emergencies:any": ["admin"],
  "update:user-role:any": ["admin"],
  "read:mail:any": ["admin"],
} as const satisfies Record<string, TAudience | readonly TRole[]>;

export type TPermission = keyof typeof PERMISSIONS;

/** `role` is null for a signed-in user whose profile could not be read, undefined when signed out. */
export function can(role: TRole | null | undefined, permission: TPermission): boolean {
  const rule: TAudience | readonly TRole[] = PERMISSIONS[permission];
  if (rule === "anyone") return true;
  if (role === undefined) return false;
  if (rule === "signed-in") return true;
  if (role === null) return false;
  return typeof rule === "string" ? rule === role : rule.includes(role);
}
