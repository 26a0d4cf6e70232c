// customer-side.md §6 and staff-side.md §6: the three roles, read from the user's profile.
export const ROLES = ["customer", "technician", "admin"] as const;
export type TRole = (typeof ROLES)[number];

export function isRole(value: unknown): value is TRole {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Where each role lives. There is no /customer route: customers land on /dashboard. */
export function homePathFor(role: TRole | null): string {
  if (role === "admin") return "/admin";
  if (role === "technician") return "/technician";
  return "/dashboard";
}
