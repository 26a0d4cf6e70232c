import { Link } from "react-router";
import { useStormCollection } from "../api/get-storm-collection.ts";
import { servicePriceLabel, servicePriceLang } from "./service-price.ts";
import { useLocalizedPath } from "@/client/lib/i18n.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { englishLang } from "@/shared/rules/content-language.ts";

const TITLES = { prep: m.storm_collection_prep, recovery: m.storm_collection_recovery } as const;

/**
 * The storm collection pinned above the catalogue while storm mode is in Prep or Recovery
 * (decision 0160): work that needs no licensed trade, or licensed work a licensed partner does,
 * named with their license number (decision 0172); each a link to its service page.
 */
export function StormCollection() {
  const collection = useStormCollection().data;
  const localized = useLocalizedPath();
  if (!collection?.collection || collection.services.length === 0) return null;
  const headingId = `storm-collection-${collection.collection}`;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
      <div className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-6">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {TITLES[collection.collection]()}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {collection.services.map((service) => (
            <li key={service.id}>
              <Link
                to={localized(`/services/${service.id}`)}
                className="flex h-full min-h-11 flex-col rounded-lg border border-slate-200 bg-white p-3 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                <span className="font-semibold text-slate-900" lang={englishLang(service, "name")}>
                  {service.name}
                </span>
                {service.subtitle ? (
                  <span className="text-sm text-slate-600" lang={englishLang(service, "subtitle")}>
                    {service.subtitle}
                  </span>
                ) : null}
                <span className="mt-1 text-sm font-medium text-slate-800" lang={servicePriceLang(service)}>
                  {servicePriceLabel(service)}
                </span>
                {service.licensed_partner ? (
                  <span className="mt-1 text-sm text-slate-700">
                    {m.storm_collection_partner({ partner: service.licensed_partner, license: service.partner_license_number ?? "" })}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
