import type { TRole } from "@/shared/roles.ts";
import { isRole } from "@/shared/roles.ts";
import { Badge } from "@/client/ui/badge.tsx";

export const ROLE_LABELS: Record<TRole, string> = { customer: "Customer", technician: "Technician", admin: "Admin" };

// staff-side.md §6: role badge styles — admin destructive, technician default, customer secondary.
const ROLE_VARIANTS = { admin: "destructive", technician: "default", customer: "secondary" } as const;

export function RoleBadge({ role }: { role: string }) {
  const known: TRole = isRole(role) ? role : "customer";
  return <Badge variant={ROLE_VARIANTS[known]}>{role}</Badge>;
}
