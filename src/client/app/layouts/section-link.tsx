import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { localeFromPath, localizedPath } from "@/shared/i18n/locale.ts";
import { paths, type TSectionId } from "@/client/lib/paths.ts";

type TSectionLinkProps = { section: TSectionId; className?: string; onNavigate?: () => void; children: ReactNode };

/** A link to a landing-page section: scrolls on the landing page, navigates to `/#section` (`/es#section`) from elsewhere. */
export function SectionLink({ section, className, onNavigate, children }: TSectionLinkProps) {
  const location = useLocation();
  const home = localizedPath(paths.home, localeFromPath(location.pathname));
  const onLanding = location.pathname === home;
  const current = onLanding && (location.hash === `#${section}` || (section === "home" && location.hash === "")) ? "page" : undefined;

  return (
    <Link to={{ pathname: home, hash: `#${section}` }} aria-current={current} onClick={onNavigate} className={className}>
      {children}
    </Link>
  );
}
