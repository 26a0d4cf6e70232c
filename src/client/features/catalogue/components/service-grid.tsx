import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { HydrateApart } from "@/client/ui/hydrate-apart.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { ServiceCard, type TServiceCardCorner } from "./service-card.tsx";
import type { TDetailTab } from "./service-detail-tabs.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

// customer-side.md §9: 1 to 8 columns by screen width.
// All steps as arbitrary min-width variants: Tailwind orders those by value among themselves,
// but not against the named breakpoints.
export const CATALOGUE_GRID =
  "grid grid-cols-1 gap-6 min-[600px]:grid-cols-2 min-[1024px]:grid-cols-3 min-[1280px]:grid-cols-4 min-[1700px]:grid-cols-5 min-[2000px]:grid-cols-6 min-[2300px]:grid-cols-7 min-[2600px]:grid-cols-8";

type TServiceGridProps = {
  services: TPublicService[];
  cardCorner?: TServiceCardCorner;
  onOpen: (service: TPublicService, tab: TDetailTab) => void;
  headingLevel?: "h2" | "h3";
  /** How many cards are above the fold and load their image at once. */
  eagerCount?: number;
};

/**
 * A card off screen is not laid out or painted until it nears the viewport: a first
 * paint on a phone lays out one card, not a page of them. The reserved height is about a card's
 * (730-890 px); `auto` keeps a card's real height once it has been shown.
 */
const CARD_ITEM = "[content-visibility:auto] [contain-intrinsic-size:auto_48rem]";

export function ServiceGrid({ services, cardCorner, onOpen, headingLevel, eagerCount = 0 }: TServiceGridProps) {
  return (
    <ul className={CATALOGUE_GRID}>
      {services.map((service, index) => (
        <li key={service.id} className={CARD_ITEM}>
          {/* Each card apart: a tap on one, before the page has started, hydrates that card first. */}
          <HydrateApart>
            <ServiceCard service={service} corner={cardCorner} onOpen={onOpen} headingLevel={headingLevel} eager={index < eagerCount} />
          </HydrateApart>
        </li>
      ))}
    </ul>
  );
}

export function ServiceGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-label={m.loading()} className={CATALOGUE_GRID}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-5 w-20" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-6 w-24" />
            <Skeleton className="h-10 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
