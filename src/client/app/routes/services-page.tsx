import { m } from "@/shared/i18n/paraglide/messages.js";
import { SERVICES_CATALOGUE_PAGE } from "@/client/features/catalogue/catalogue-pages.ts";
import { StormCollection } from "@/client/features/catalogue/components/storm-collection.tsx";
import { ServiceCatalogue } from "@/client/features/catalogue/components/service-catalogue.tsx";
import { favoriteCorner } from "./favorite-corner.tsx";
import { usePageMeta } from "@/client/lib/use-page-meta.ts";
import { LoadingState } from "@/client/ui/spinner.tsx";

// customer-side.md §2 Services page: a spinner first, then the catalogue with search, filter and sort.
export function ServicesPage() {
  usePageMeta({ title: m.meta_services_title(), description: m.meta_services_description() });
  return (
    <>
      <StormCollection />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 min-[1700px]:max-w-none">
        <ServiceCatalogue
          pageSize={SERVICES_CATALOGUE_PAGE}
          eagerCount={4}
          cardCorner={favoriteCorner}
          headingLevel="h2"
          // At least a screen tall, so the footer does not jump when the catalogue arrives.
          loading={<LoadingState className="min-h-svh" />}
          header={
            <div className="mb-8 max-w-2xl">
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{m.services_heading()}</h1>
              <p className="mt-3 text-slate-600">{m.services_intro()}</p>
            </div>
          }
        />
      </div>
    </>
  );
}
