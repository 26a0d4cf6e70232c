import { Link, Outlet } from "react-router";
import { Globe, LogOut } from "lucide-react";
import { NotificationsMenu } from "@/client/features/notifications/components/notifications-menu.tsx";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { useSignOut } from "@/client/lib/auth/use-sign-out.ts";
import { paths } from "@/client/lib/paths.ts";
import { Button, buttonClassName } from "@/client/ui/button.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "@/client/ui/skip-link.tsx";
import { Brand } from "@/client/ui/brand.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

// staff-side.md §2 Technician Dashboard: a header with the e-mail and sign out; built for phones.
export function TechnicianLayout() {
  const { user } = useAuth();
  const { signOut, pending } = useSignOut();

  return (
    <div className="flex min-h-svh flex-col bg-slate-50">
      <SkipLink />
      <header className="sticky top-0 z-40 bg-brand-900 text-white shadow">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 sm:px-6">
          <Brand to={paths.technician} tone="dark" suffix="Tech" compactSuffix />
          <div className="ml-auto flex min-w-0 items-center gap-2">
            <span className="hidden min-w-0 truncate text-sm text-brand-100 sm:block">{user?.email}</span>
            {/* A job assigned, changed or taken away arrives in the bell, live. */}
            <span className="rounded-md bg-white text-slate-900">
              <NotificationsMenu />
            </span>
            <Link to={paths.home} aria-label={m.tech_back_to_website()} className={buttonClassName({ variant: "outlineInverse", size: "icon" })}>
              <Globe aria-hidden="true" />
            </Link>
            <Button variant="inverse" size="sm" disabled={pending} onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              {/* On a phone the icon alone (with the bell beside it the words would not fit); the name stays. */}
              <span className="sr-only sm:not-sr-only">{m.header_sign_out()}</span>
            </Button>
          </div>
        </div>
        <p className="truncate bg-brand-950/40 px-4 py-1.5 text-center text-xs text-brand-100 sm:hidden">{user?.email}</p>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
