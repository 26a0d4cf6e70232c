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

function SelectedService({ serviceId }: { serviceId: string }) {
  const service = useBookableService(serviceId);
  if (service.isPending) return <LoadingState className="min-h-32" />;
  if (service.isError) {
    return (
      <Alert variant="warning" title="Service not available">
        We could not find that service. Please choose one from the list below.
      </Alert>
    );
  }
  return (
    <section aria-labelledby="selected-service-heading" className="mb-10">
      <h2 id="selected-service-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Your selected service
      </h2>
      <BookableService service={service.data} selected />
    </section>
  );
}

// customer-side.md §2 /book: pick a service and book it with the booking dialog.
export function BookPage() {
  usePageTitle("Book a Service");
  const [searchParams] = useSearchParams();
  const serviceId = searchParams.get("serviceId");
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query.trim());
  const services = useBookableServices(deferredQuery);

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Book a Service</h1>
      <p className="mt-3 mb-8 max-w-2xl text-slate-600">
        Pick a service, choose a day and time that suit you, and pay a small initial payment online. We'll contact you shortly to confirm.
      </p>

      {serviceId ? <SelectedService serviceId={serviceId} /> : null}

      <section aria-labelledby="all-services-heading">
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="all-services-heading" className="text-lg font-semibold text-slate-900">
            {serviceId ? "Or choose another service" : "Choose a service"}
          </h2>
          <div className="w-full sm:w-72">
            <Label htmlFor="book-search" className="sr-only">
              Search services
            </Label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
              <Input
                id="book-search"
                type="search"
                placeholder="Search services"
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
          <Alert variant="destructive" title="We could not load our services">
            Please refresh the page or call us to book.
          </Alert>
        ) : services.data.services.length === 0 ? (
          <p role="status" className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            No services match your search.
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
