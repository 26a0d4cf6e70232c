import { m } from "@/shared/i18n/paraglide/messages.js";
import { LANDING_CATALOGUE_PAGE } from "../catalogue-pages.ts";
import type { TServiceCardCorner } from "./service-card.tsx";
import { ServiceCatalogue } from "./service-catalogue.tsx";
import { ServiceGridSkeleton } from "./service-grid.tsx";

/** Landing page section `#services` (customer-side.md §2 Landing page): the catalogue. */
export function ServicesSection({ cardCorner }: { cardCorner?: TServiceCardCorner }) {
  return (
    <section id="services" aria-labelledby="services-heading" className="scroll-mt-16 bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 min-[1700px]:max-w-none">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{m.services_section_eyebrow()}</p>
          <h2 id="services-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {m.services_section_heading()}
          </h2>
          <p className="mt-3 text-slate-600">{m.services_section_intro()}</p>
        </div>
        <ServiceCatalogue pageSize={LANDING_CATALOGUE_PAGE} cardCorner={cardCorner} loading={<ServiceGridSkeleton count={4} />} />
      </div>
    </section>
  );
}
