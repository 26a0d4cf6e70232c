import type { ReactNode } from "react";
import { Link } from "react-router";
import { telHref } from "@/client/lib/format.ts";
import { useDialogs } from "@/client/lib/dialogs.tsx";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";

type THeroActionLinkProps = {
  /** link | call | new-tab | modal (staff-side.md §3 Hero banner action types). */
  type: string | null;
  href: string | null;
  className: string;
  children: ReactNode;
};

/**
 * One banner action as the right element: a tel: link for `call` (to the business phone, the
 * same number everywhere), a new tab for `new-tab`, a dialog for `modal`, otherwise a link.
 */
export function HeroActionLink({ type, href, className, children }: THeroActionLinkProps) {
  const dialogs = useDialogs();
  const phone = usePublicSettings().data?.phone;
  const target = href?.trim() ?? "";

  if (type === "call") {
    const tel = phone ? telHref(phone) : target.startsWith("tel:") ? target : telHref(target);
    return (
      <a href={tel} className={className}>
        {children}
      </a>
    );
  }
  if (type === "modal") {
    const open = /chat|question/i.test(target) ? () => dialogs.openChat() : dialogs.openEmergency;
    return (
      <button type="button" onClick={() => open()} className={className}>
        {children}
      </button>
    );
  }
  if (type === "new-tab") {
    return (
      <a href={target || "/"} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return (
    <InternalOrExternalLink href={target || "#services"} className={className}>
      {children}
    </InternalOrExternalLink>
  );
}

export function InternalOrExternalLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  if (href.startsWith("#")) {
    return (
      <Link to={{ hash: href }} className={className}>
        {children}
      </Link>
    );
  }
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} rel="noopener" className={className}>
      {children}
    </a>
  );
}
