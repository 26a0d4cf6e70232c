import { Menu, X } from "lucide-react";
import { cn } from "@/client/lib/cn.ts";
import { Button } from "@/client/ui/button.tsx";

/** The phone-width menu button of the site header and the dashboard: it opens and closes `menuId`. */
export function MenuToggle({ open, menuId, onToggle, className }: { open: boolean; menuId: string; onToggle: () => void; className?: string }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn("md:hidden", className)}
      aria-expanded={open}
      aria-controls={menuId}
      aria-label={open ? "Close menu" : "Open menu"}
      onClick={onToggle}
    >
      {open ? <X aria-hidden="true" className="!size-6" /> : <Menu aria-hidden="true" className="!size-6" />}
    </Button>
  );
}
