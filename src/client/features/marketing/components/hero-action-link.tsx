import type { ReactNode } from "react";
import { Link } from "react-router";
import { telHref } from "@/client/lib/format.ts";
import { useDialogs } from "@/client/lib/dialogs.tsx";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { bannerLinkKind } from "@/shared/rules/banner.ts";

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
  if (type === "new-tab" && bannerLinkKind(target)) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" className={className}>
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

/**
 * A banner's link, rendered only as the schema allows it (decision 0117): a page of ours or a
 * section as an in-app link, a secure web address or a tel: link as a plain one. Anything else
 * stored before that rule (`//evil.example` would leave the site while looking like a page of
 * ours) is shown as text, not followed.
 */
export function InternalOrExternalLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const kind = bannerLinkKind(href);
  if (kind === "section") {
    return (
      <Link to={{ hash: href }} className={className}>
        {children}
      </Link>
    );
  }
  if (kind === "page") {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  if (kind === "web" || /^tel:[\d+]+$/.test(href)) {
    return (
      <a href={href} rel="noopener" className={className}>
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
