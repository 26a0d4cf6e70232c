import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { LayoutDashboard, LogIn, LogOut } from "lucide-react";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { useLocalizedPath } from "@/client/lib/i18n.ts";
import { useSignOut } from "@/client/lib/auth/use-sign-out.ts";
import { paths, SECTIONS } from "@/client/lib/paths.ts";
import { Button } from "@/client/ui/button.tsx";
import { MenuToggle } from "@/client/ui/menu-toggle.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { Brand } from "@/client/ui/brand.tsx";
import { CallButton } from "./call-button.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { RoleButton } from "./role-button.tsx";
import { SectionLink } from "./section-link.tsx";

const SignedInControls = lazy(() => import("./signed-in-controls.tsx").then((m) => ({ default: m.SignedInControls })));

const MOBILE_MENU_ID = "site-mobile-menu";
const NAV_LINK =
  "rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand-700 aria-[current]:text-brand-700";

/** customer-side.md §2 Header (all public pages). */
export function SiteHeader() {
  const { user, role, loading } = useAuth();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const localized = useLocalizedPath();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Brand to={localized(paths.home)} onNavigate={close} />

        <nav aria-label={m.nav_main()} className="ml-6 hidden items-center gap-1 md:flex">
          {SECTIONS.map((section) => (
            <SectionLink key={section.id} section={section.id} className={NAV_LINK}>
              {section.label()}
            </SectionLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {/* On a phone the switch is in the menu (and the footer): the header has no room for it. */}
          <LanguageSwitch className="hidden h-10 px-3 text-slate-700 hover:bg-slate-100 hover:text-brand-700 sm:inline-flex" />
          <CallButton display="responsive" />
          <RoleButton role={role} className="hidden sm:inline-flex" />
          {loading ? null : user ? (
            <Suspense fallback={<Skeleton className="h-10 w-24 md:w-56" />}>
              <SignedInControls email={user.email} />
            </Suspense>
          ) : (
            // Spec: Log In goes to /dashboard, which leads a signed-out visitor to sign-in.
            <Button variant="primary" onClick={() => void navigate(paths.dashboard)}>
              <LogIn aria-hidden="true" className="hidden sm:block" />
              {/* Spanish's "Iniciar sesión" is twice as wide: a phone gets the short form. */}
              <span className="sm:hidden">{m.header_log_in_short()}</span>
              <span className="hidden sm:inline">{m.header_log_in()}</span>
            </Button>
          )}
          <MenuToggle open={menuOpen} menuId={MOBILE_MENU_ID} onToggle={() => setMenuOpen((open) => !open)} />
        </div>
      </div>

      {menuOpen ? <MobileMenu onClose={close} /> : null}
    </header>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  const { user, role } = useAuth();
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };

  return (
    <div
      id={MOBILE_MENU_ID}
      className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden"
      onKeyDown={(event) => event.key === "Escape" && onClose()}
    >
      <nav aria-label={m.nav_mobile()}>
        <ul className="space-y-1">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <SectionLink section={section.id} onNavigate={onClose} className={`${NAV_LINK} block text-base`}>
                {section.label()}
              </SectionLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-3 grid gap-2 border-t border-slate-200 pt-4">
        <CallButton className="w-full" />
        <LanguageSwitch onNavigate={onClose} className={`${NAV_LINK} flex justify-center text-base`} />
        <RoleButton role={role} className="h-10 w-full" onNavigate={onClose} />
        {user ? (
          <>
            <p className="truncate px-1 pt-1 text-sm text-slate-600">
              {m.header_signed_in_as()} <span className="font-semibold text-slate-900">{user.email}</span>
            </p>
            <Button variant="outline" className="w-full" onClick={() => go(paths.dashboard)}>
              <LayoutDashboard aria-hidden="true" />
              {m.header_dashboard()}
            </Button>
            <Button variant="ghost" className="w-full" disabled={pending} onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              {m.header_sign_out()}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}
