import { useEffect } from "react";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** "Services · HomeFix"; without a title, the home page's. The server's head says the same. */
export function pageTitle(title?: string): string {
  return title ? m.meta_page_title({ title }) : m.meta_home_title();
}

/** Sets the tab title (see `pageTitle`). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
