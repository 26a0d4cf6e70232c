import { useEffect } from "react";

const BRAND = "HomeFix";
const HOME_TITLE = `${BRAND} · Home Repair & Handyman Services in Central Florida`;

/** "Services · HomeFix"; without a title, the home page's. The server's head says the same. */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${BRAND}` : HOME_TITLE;
}

/** Sets the tab title (see `pageTitle`). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
