import { useDeferredValue, useState } from "react";
import { useSearchParams } from "react-router";
import { Search } from "lucide-react";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Input } from "@/client/ui/input.tsx";
import { Label } from "@/client/ui/label.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { useBookableService, useBookableServices } from "../api/get-bookable-services.ts";
import { BookableService } from "../components/bookable-service.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

function SelectedService({ serviceId }: { serviceId: string }) {
  const service = useBookableService(serviceId);
  if (service.isPending) return <LoadingState className="min-h-32" />;
  if (service.isError) {
    return (
      <Alert variant="warning" title={m.book_service_missing()}>
        {m.book_service_missing_text()}
      </Alert>
    );
  }
  return (
    <section aria-labelledby="selected-service-heading" className="mb-10">
      <h2 id="selected-service-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {m.book_selected_heading()}
      </h2>
      <BookableService service={service.data} selected />
    </section>
  );
}

// customer-side.md §2 /book: pick a service and book it with the booking dialog. The page has no
// Spanish address: it speaks the language the visitor chose (lib/i18n.ts `pageLocale`).
export function BookPage() {
  usePageTitle(m.book_page_title());
  const [searchParams] = useSearchParams();
  const serviceId = searchParams.get("serviceId");
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query.trim());
  const services = useBookableServices(deferredQuery);

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{m.book_page_title()}</h1>
      <p className="mt-3 mb-8 max-w-2xl text-slate-600">{m.book_page_intro()}</p>

      {serviceId ? <SelectedService serviceId={serviceId} /> : null}

      <section aria-labelledby="all-services-heading">
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="all-services-heading" className="text-lg font-semibold text-slate-900">
            {serviceId ? m.book_choose_another() : m.book_choose()}
          </h2>
          <div className="w-full sm:w-72">
            <Label htmlFor="book-search" className="sr-only">
              {m.book_search()}
            </Label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
              <Input
                id="book-search"
                type="search"
                placeholder={m.book_search()}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className="pl-9"
              />
            </div>
          </div>
        </div>

        {services.isPending ? (
          <LoadingState />
        ) : services.isError ? (
          <Alert variant="destructive" title={m.catalogue_load_error()}>
            {m.book_load_error_text()}
          </Alert>
        ) : services.data.services.length === 0 ? (
          <p role="status" className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {m.catalogue_empty()}
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" aria-busy={services.isPlaceholderData || undefined}>
            {services.data.services.map((service) => (
              <li key={service.id}>
                <BookableService service={service} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
