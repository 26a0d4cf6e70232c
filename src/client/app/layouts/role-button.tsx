import { useNavigate } from "react-router";
import { ShieldCheck, Wrench } from "lucide-react";
import type { TRole } from "@/shared/roles.ts";
import { can } from "@/shared/permissions.ts";
import { paths } from "@/client/lib/paths.ts";
import { Button } from "@/client/ui/button.tsx";

/** customer-side.md §2 Header: ADMIN for admins, TECH for technicians, nothing for anyone else. */
export function RoleButton({ role, className, onNavigate }: { role: TRole | null; className?: string; onNavigate?: () => void }) {
  const navigate = useNavigate();
  // The same permissions as the areas' route guards: the button never leads to a redirect.
  const admin = can(role, "read:admin-area:any");
  if (!admin && !can(role, "read:technician-area:assigned")) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      onClick={() => {
        onNavigate?.();
        void navigate(admin ? paths.admin : paths.technician);
      }}
    >
      {admin ? <ShieldCheck aria-hidden="true" className="text-brand-700" /> : <Wrench aria-hidden="true" className="text-brand-700" />}
      {admin ? "ADMIN" : "TECH"}
    </Button>
  );
}
