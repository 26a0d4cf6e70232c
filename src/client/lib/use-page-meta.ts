import { useEffect } from "react";
import { usePageTitle } from "@/client/lib/use-page-title.ts";

/** index.html's description, the default for pages that do not set their own. */
export const DEFAULT_DESCRIPTION =
  "HomeFix: licensed and insured home repair and handyman pros in Orlando, Tampa, Kissimmee, Winter Garden, Clermont and Lakeland. Same-day service and 24/7 emergency repairs.";

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
      setMeta("name", "description", DEFAULT_DESCRIPTION);
      setMeta("property", "og:description", DEFAULT_DESCRIPTION);
    };
  }, [title, description]);
}
