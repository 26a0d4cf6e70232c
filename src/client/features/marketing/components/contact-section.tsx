import type { ReactNode } from "react";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { Clock, FileText, Mail, MapPin, Phone, Siren } from "lucide-react";
import { telHref } from "@/client/lib/format.ts";
import { useDialogs } from "@/client/lib/dialogs.tsx";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { Button } from "@/client/ui/button.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { businessHours } from "@/client/lib/settings/business-hours.ts";

const CARD = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/**
 * Landing page section `#contact` (customer-side.md §2, §9): the request-a-quote form, the
 * emergency phone contact, business hours, and the support phone and e-mail, all from the
 * business settings (one phone number everywhere). The page passes the form in.
 */
export function ContactSection({ quoteForm }: { quoteForm: ReactNode }) {
  const settings = usePublicSettings().data;
  const { openEmergency } = useDialogs();

  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-16 bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{m.contact_eyebrow()}</p>
          <h2 id="contact-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {m.contact_heading()}
          </h2>
          <p className="mt-3 text-slate-600">{m.contact_intro()}</p>
        </div>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1.5fr_1fr]">
          <div className={CARD}>
            <h3 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
              <FileText aria-hidden="true" className="size-5 text-brand-600" />
              {m.contact_quote_heading()}
            </h3>
            <p className="mt-1 mb-6 text-sm text-slate-600">{m.contact_quote_intro()}</p>
            {quoteForm}
          </div>

          {settings ? (
            <div className="grid grid-cols-1 content-start gap-6">
              <div className="rounded-2xl bg-accent-600 p-6 text-white shadow-sm">
                <h3 className="flex items-center gap-2 font-semibold">
                  <Siren aria-hidden="true" className="size-5" />
                  {m.contact_emergency_heading()}
                </h3>
                <p className="mt-2 text-sm text-accent-50">{m.contact_emergency_text()}</p>
                <a href={telHref(settings.phone)} className="mt-3 block text-2xl font-bold text-white hover:underline focus-visible:outline-white">
                  {settings.phone}
                </a>
                <Button variant="inverseAccent" className="mt-4 w-full" onClick={openEmergency}>
                  <Siren aria-hidden="true" />
                  {m.contact_emergency_book()}
                </Button>
              </div>

              <div className={CARD}>
                <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                  <Phone aria-hidden="true" className="size-5 text-brand-600" />
                  {m.contact_support_heading()}
                </h3>
                <a href={telHref(settings.phone)} className="mt-3 block text-lg font-bold text-brand-800 hover:underline">
                  {settings.phone}
                </a>
                <a
                  href={`mailto:${settings.email}`}
                  className="mt-1 inline-flex items-center gap-2 text-sm text-slate-700 hover:text-brand-700 hover:underline"
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {settings.email}
                </a>
                <p className="mt-3 text-sm text-slate-600">{m.contact_support_text()}</p>
              </div>

              <div className={CARD}>
                <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                  <Clock aria-hidden="true" className="size-5 text-brand-600" />
                  {m.contact_hours_heading()}
                </h3>
                <dl className="mt-3 space-y-2 text-sm">
                  {businessHours(settings).map((row) => (
                    <div key={row.days} className="flex justify-between gap-4 border-b border-slate-100 pb-2 last:border-0 last:pb-0">
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
            </div>
          ) : (
            <div role="status" aria-label={m.loading()} className="grid content-start gap-6">
              <Skeleton className="h-52" />
              <Skeleton className="h-40" />
              <Skeleton className="h-48" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
