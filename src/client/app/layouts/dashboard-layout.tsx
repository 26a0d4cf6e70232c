import { useState, type ReactNode } from "react";
import { NavLink, Outlet } from "react-router";
import { CalendarCheck, FileText, LayoutDashboard, LogOut, MessagesSquare, UserRound } from "lucide-react";
import { NotificationsMenu } from "@/client/features/notifications/components/notifications-menu.tsx";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { useSignOut } from "@/client/lib/auth/use-sign-out.ts";
import { cn } from "@/client/lib/cn.ts";
import { paths } from "@/client/lib/paths.ts";
import { Button } from "@/client/ui/button.tsx";
import { MenuToggle } from "@/client/ui/menu-toggle.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "@/client/ui/skip-link.tsx";
import { Brand } from "@/client/ui/brand.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

// customer-side.md §2 Customer dashboard layout.
// Labels are messages, said when drawn, in the customer's language.
const LINKS = [
  { to: paths.dashboard, label: m.header_dashboard, icon: LayoutDashboard, end: true },
  { to: paths.dashboardBookings, label: m.dash_nav_bookings, icon: CalendarCheck, end: false },
  // The bills of their completed jobs, with what is left to pay (decision 0135).
  { to: paths.dashboardInvoices, label: m.dash_nav_invoices, icon: FileText, end: false },
  // The customer's own support conversations.
  { to: paths.dashboardMessages, label: m.dash_nav_messages, icon: MessagesSquare, end: false },
  { to: paths.dashboardProfile, label: m.dash_nav_profile, icon: UserRound, end: false },
] as const;

const MOBILE_MENU_ID = "dashboard-mobile-menu";

function linkClass({ isActive }: { isActive: boolean }) {
  return cn(
    "flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition-colors [&_svg]:size-4",
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );
}

/**
 * `pendingPage`: the frame drawn while the session is still asked for (dashboard-frame.tsx): that
 * page in place of the route's, and no bell or Sign Out yet (they need the signed-in user); the
 * bell's place is kept so the header does not move when it comes.
 */
export function DashboardLayout({ pendingPage }: { pendingPage?: ReactNode }) {
  const { user } = useAuth();
  const { signOut, pending } = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <div className="flex min-h-svh flex-col bg-slate-50">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <Brand to={paths.dashboard} onNavigate={close} />
          <nav aria-label={m.dash_nav_label()} className="ml-4 hidden items-center gap-1 md:flex">
            {LINKS.map(({ to, label, icon: Icon, end }) => (
              <NavLink key={to} to={to} end={end} className={linkClass}>
                <Icon aria-hidden="true" />
                {label()}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            {/* The bell, on every size, with its count live. */}
            {pendingPage !== undefined ? <div aria-hidden="true" className="size-10" /> : <NotificationsMenu />}
            <div className={cn("hidden items-center gap-3 md:flex", pendingPage !== undefined && "invisible")}>
              <span className="max-w-56 truncate text-sm text-slate-600">{user?.email}</span>
              <Button variant="outline" size="sm" disabled={pending} onClick={() => void signOut()}>
                <LogOut aria-hidden="true" />
                {m.header_sign_out()}
              </Button>
            </div>
            <MenuToggle open={menuOpen} menuId={MOBILE_MENU_ID} onToggle={() => setMenuOpen((open) => !open)} />
          </div>
        </div>

        {menuOpen ? (
          <div id={MOBILE_MENU_ID} className="border-t border-slate-200 px-4 pt-2 pb-4 md:hidden" onKeyDown={(event) => event.key === "Escape" && close()}>
            <nav aria-label={m.dash_nav_mobile_label()}>
              <ul className="space-y-1">
                {LINKS.map(({ to, label, icon: Icon, end }) => (
                  <li key={to}>
                    <NavLink to={to} end={end} onClick={close} className={linkClass}>
                      <Icon aria-hidden="true" />
                      {label()}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-3 space-y-2 border-t border-slate-200 pt-3">
              <p className="truncate px-3 text-sm text-slate-600">{user?.email}</p>
              <Button variant="outline" className="w-full" disabled={pending} onClick={() => void signOut()}>
                <LogOut aria-hidden="true" />
                {m.header_sign_out()}
              </Button>
            </div>
          </div>
        ) : null}
      </header>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
        {pendingPage ?? <Outlet />}
      </main>
    </div>
  );
}
