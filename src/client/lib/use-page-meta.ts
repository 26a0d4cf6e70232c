import { useEffect } from "react";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { usePageTitle } from "@/client/lib/use-page-title.ts";

/** index.html's description (in the page's language), the default for pages that do not set their own. */
export const defaultDescription = () => m.meta_default_description();

function setMeta(attribute: "name" | "property", key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Each page's own title and description (Speed and findability): the tab title via
 * `usePageTitle`, plus the description and its Open Graph twins for search results and shares.
 */
export function usePageMeta({ title, description }: { title?: string; description: string }): void {
  usePageTitle(title);
  useEffect(() => {
    setMeta("name", "description", description);
    setMeta("property", "og:description", description);
    setMeta("property", "og:title", document.title);
    return () => {
      setMeta("name", "description", defaultDescription());
      setMeta("property", "og:description", defaultDescription());
    };
  }, [title, description]);
}
