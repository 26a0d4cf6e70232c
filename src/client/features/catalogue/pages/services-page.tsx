import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { ServicesResult } from "../components/services-result.tsx";

// customer-side.md §2 Services page: a spinner first, then the catalogue.
export function ServicesPage() {
  usePageTitle("Services");
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="mb-10 max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Our Services</h1>
        <p className="mt-3 text-slate-600">
          Licensed and insured pros for repairs, installs and upgrades across Central Florida. Prices are upfront.
        </p>
      </div>
      <ServicesResult loading={<LoadingState />} headingLevel="h2" />
    </div>
  );
}
