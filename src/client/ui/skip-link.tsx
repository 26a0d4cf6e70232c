import { m } from "@/shared/i18n/paraglide/messages.js";

export const MAIN_CONTENT_ID = "main-content";

/** First focusable element of every layout; moves focus to the page's main content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView();
      }}
      className="sr-only z-[100] rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-white"
    >
      {m.skip_to_content()}
    </a>
  );
}
