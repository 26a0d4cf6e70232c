import { useEffect } from "react";

const BRAND = "HomeFix";
const HOME_TITLE = `${BRAND} · Home Repair & Handyman Services in Central Florida`;

/** Sets the tab title: "Services · HomeFix"; without a title, the home page's. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : HOME_TITLE;
  }, [title]);
}
