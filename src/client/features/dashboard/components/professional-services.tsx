import { Link } from "react-router";
import { ArrowRight, Wrench } from "lucide-react";
import { formatMoney } from "@/client/lib/format.ts";
import { paths } from "@/client/lib/paths.ts";
import { Card, CardContent, CardDescription, CardTitle } from "@/client/ui/card.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useDashboardServices } from "../api/get-dashboard-services.ts";
import { englishLang } from "@/shared/rules/content-language.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

/**
 * customer-side.md §2 'Our Professional Services': up to 10 active services (name, base_price, unit).
 * `loading`: in the dashboard's outline, its skeleton while the list is asked for already.
 */
export function ProfessionalServices({ loading = false }: { loading?: boolean }) {
  const services = useDashboardServices();
  const rows = services.data?.services ?? [];

  return (
    <Card aria-labelledby="pro-services-heading" role="region">
      <div className="flex flex-wrap items-start justify-between gap-3 p-6 pb-0">
        <div className="space-y-1">
          <CardTitle id="pro-services-heading">{m.dash_services_title()}</CardTitle>
          <CardDescription>{m.dash_services_description()}</CardDescription>
        </div>
        <Link to={paths.services} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          {m.dash_services_view_all()}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <CardContent className="pt-4">
        {loading || services.isPending ? (
          <div role="status" aria-label={m.dash_services_loading()} className="grid gap-2 sm:grid-cols-2">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-14" />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-slate-600">{services.isError ? m.dash_services_failed() : m.dash_services_empty()}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {rows.map((service) => (
              <li key={service.id} className="flex items-center gap-3 rounded-xl border border-slate-100 bg-slate-50 px-3 py-2.5">
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white text-brand-600 ring-1 ring-slate-200">
                  <Wrench aria-hidden="true" className="size-4" />
                </span>
                <span className="min-w-0 flex-1 leading-snug font-medium break-words text-slate-900" lang={englishLang(service, "name")}>
                  {service.name}
                </span>
                <span className="shrink-0 text-sm whitespace-nowrap text-slate-700">
                  <span className="font-semibold text-slate-900">{formatMoney(service.base_price)}</span> / {service.unit}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
