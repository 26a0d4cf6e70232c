import { CalendarPlus, Wrench } from "lucide-react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { initialPayment, isHourly, minHoursOf } from "@/shared/rules/pricing.ts";
import { cn } from "@/client/lib/cn.ts";
import { useDialogs } from "@/client/lib/dialogs.tsx";
import { formatMoney, formatRate } from "@/client/lib/format.ts";
import { Badge } from "@/client/ui/badge.tsx";
import { Button } from "@/client/ui/button.tsx";
import { englishLang, englishOnlyLang } from "@/shared/rules/content-language.ts";
import { currentLocale } from "@/shared/i18n/locale.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

/** `lang="en"` for the admin's own price text, written in English only, on a page in another language. */
const servicePriceLang = (service: TPublicService) => (service.display_price_text ? englishOnlyLang(currentLocale()) : undefined);

/** "$65.00/hr · 2 hr minimum" or "$149.00"; the catalogue's display text wins when set. */
function priceText(service: TPublicService): string {
  if (service.display_price_text) return service.display_price_text;
  if (!isHourly(service)) return service.show_price_as_starting ? m.book_price_from({ price: formatRate(service) }) : formatRate(service);
  const hours = minHoursOf(service);
  return hours > 1 ? m.book_price_minimum({ rate: formatRate(service), hours }) : formatRate(service);
}

/** One service on /book: what it costs, what is due now, and a button that opens the booking dialog. */
export function BookableService({ service, selected = false }: { service: TPublicService; selected?: boolean }) {
  const { openBooking } = useDialogs();
  const headingId = `bookable-${service.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn("flex h-full gap-4 rounded-2xl border bg-white p-4 shadow-sm", selected ? "border-brand-600 ring-2 ring-brand-600/20" : "border-slate-200")}
    >
      <div className="hidden size-20 shrink-0 overflow-hidden rounded-xl bg-brand-50 sm:block">
        {service.image_url ? (
          <img src={service.image_url} alt="" width={80} height={80} loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <div className="grid size-full place-items-center text-brand-300">
            <Wrench aria-hidden="true" className="size-8" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="mb-1">
          <Badge variant="brand" lang={englishOnlyLang(currentLocale())}>
            {service.category}
          </Badge>
        </div>
        <h3 id={headingId} className="font-semibold text-slate-900" lang={englishLang(service, "name")}>
          {service.name}
        </h3>
        {service.subtitle ? (
          <p className="text-sm text-slate-600" lang={englishLang(service, "subtitle")}>
            {service.subtitle}
          </p>
        ) : null}
        <p className="mt-2 text-sm font-semibold text-brand-800" lang={servicePriceLang(service)}>
          {priceText(service)}
        </p>
        <p className="text-xs text-slate-600">{m.book_initial_payment({ amount: formatMoney(initialPayment(service)) })}</p>
        <div className="mt-auto pt-3">
          <Button size="sm" variant={selected ? "accent" : "primary"} onClick={() => openBooking(service)} aria-describedby={headingId}>
            <CalendarPlus aria-hidden="true" />
            {selected ? m.book_this_service() : m.book_now()}
          </Button>
        </div>
      </div>
    </article>
  );
}
