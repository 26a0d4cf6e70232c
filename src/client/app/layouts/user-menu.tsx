import { Link } from "react-router";
import { ChevronDown, CircleUser, LayoutDashboard, LogOut } from "lucide-react";
import { useSignOut } from "@/client/lib/auth/use-sign-out.ts";
import { paths } from "@/client/lib/paths.ts";
import { Button } from "@/client/ui/button.tsx";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/client/ui/dropdown-menu.tsx";

/** customer-side.md §2 Header: a menu showing the user's e-mail with Dashboard and Sign Out. */
export function UserMenu({ email }: { email: string }) {
  const { signOut, pending } = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="max-w-60 px-2.5 md:px-3">
          <CircleUser aria-hidden="true" className="!size-5 text-brand-700" />
          <span className="sr-only truncate md:not-sr-only">{email}</span>
          <ChevronDown aria-hidden="true" className="hidden text-slate-500 md:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard}>
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={pending} onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
