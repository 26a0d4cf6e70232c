import { Clock, Mail, MapPin, Phone, Siren } from "lucide-react";
import { telHref } from "@/client/lib/format.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { buttonClassName } from "@/client/ui/button.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";

/** Landing page section `#contact`: phone, e-mail, hours and areas from the business settings. */
export function ContactSection() {
  const settings = usePublicSettings().data;

  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Get in touch</p>
          <h2 id="contact-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Contact Us
          </h2>
          <p className="mt-3 text-slate-600">Questions, quotes or something broken right now? We are here to help.</p>
        </div>

        {settings ? (
          <div className="grid gap-6 md:grid-cols-3">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <Phone aria-hidden="true" className="size-5 text-brand-600" />
                Call or email
              </h3>
              <a href={telHref(settings.phone)} className="mt-4 block text-2xl font-bold text-brand-800 hover:underline">
                {settings.phone}
              </a>
              <a
                href={`mailto:${settings.email}`}
                className="mt-2 inline-flex items-center gap-2 text-sm text-slate-700 hover:text-brand-700 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4" />
                {settings.email}
              </a>
              <p className="mt-3 text-sm text-slate-600">We answer emails within 4 hours during business hours.</p>
            </div>

            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <Clock aria-hidden="true" className="size-5 text-brand-600" />
                Business Hours
              </h3>
              <dl className="mt-4 space-y-2 text-sm">
                {settings.hours.map((row) => (
                  <div key={row.days} className="flex justify-between gap-4 border-b border-slate-100 pb-2 last:border-0">
                    <dt className="font-medium text-slate-800">{row.days}</dt>
                    <dd className="text-slate-600">{row.hours}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {settings.service_areas.join(", ")}
              </p>
            </div>

            <div className="rounded-2xl bg-accent-600 p-6 text-white shadow-sm">
              <h3 className="flex items-center gap-2 font-semibold">
                <Siren aria-hidden="true" className="size-5" />
                Emergency? Call anytime
              </h3>
              <p className="mt-3 text-sm text-accent-50">
                Burst pipe, no power or a door that won't lock? Our emergency line is open 24/7 and we respond within 2
                hours.
              </p>
              <a
                href={telHref(settings.phone)}
                className={buttonClassName({ variant: "inverseAccent", className: "mt-5 w-full" })}
              >
                <Phone aria-hidden="true" />
                Call {settings.phone}
              </a>
              <a href={`mailto:${settings.emergency_email}`} className="mt-3 block text-center text-sm text-white underline underline-offset-4 focus-visible:outline-white">
                {settings.emergency_email}
              </a>
            </div>
          </div>
        ) : (
          <div role="status" aria-label="Loading" className="grid gap-6 md:grid-cols-3">
            <Skeleton className="h-56" />
            <Skeleton className="h-56" />
            <Skeleton className="h-56" />
          </div>
        )}
      </div>
    </section>
  );
}
