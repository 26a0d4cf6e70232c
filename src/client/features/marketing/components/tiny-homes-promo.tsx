import { ArrowUpRight, Caravan } from "lucide-react";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** customer-side.md §1: a promo link to the tiny-homes partner site. */
export const TINY_HOMES_URL = "https://tinyhomes.example.com";

export function TinyHomesPromo() {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-brand-950/60 p-4 ring-1 ring-white/15 backdrop-blur-md ring-inset">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/15 text-accent-300">
        <Caravan aria-hidden="true" className="size-5" />
      </span>
      <p className="min-w-[11rem] flex-1 text-sm text-brand-50">
        <span className="block font-semibold text-white">{m.tiny_homes_title()}</span>
        {m.tiny_homes_text()}
      </p>
      <a
        href={TINY_HOMES_URL}
        target="_blank"
        rel="noopener"
        className="ml-auto inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-accent-300 underline-offset-4 hover:underline focus-visible:outline-white"
      >
        {m.tiny_homes_link()}
        <ArrowUpRight aria-hidden="true" className="size-4" />
        <span className="sr-only">{m.opens_in_new_tab()}</span>
      </a>
    </div>
  );
}
