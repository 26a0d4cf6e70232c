import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { paths, type TSectionId } from "@/client/lib/paths.ts";

type TSectionLinkProps = { section: TSectionId; className?: string; onNavigate?: () => void; children: ReactNode };

/** A link to a landing-page section: scrolls on `/`, navigates to `/#section` from elsewhere. */
export function SectionLink({ section, className, onNavigate, children }: TSectionLinkProps) {
  const location = useLocation();
  const onLanding = location.pathname === paths.home;
  const current = onLanding && (location.hash === `#${section}` || (section === "home" && location.hash === "")) ? "page" : undefined;

  return (
    <Link to={{ pathname: paths.home, hash: `#${section}` }} aria-current={current} onClick={onNavigate} className={className}>
      {children}
    </Link>
  );
}
