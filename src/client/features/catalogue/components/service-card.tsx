import { Star, Wrench, Zap } from "lucide-react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { Badge } from "@/client/ui/badge.tsx";
import { servicePriceLabel } from "./service-price.ts";

/** A simple catalogue card; issue #3 adds favourites, badges, add-ons and the detail dialog. */
export function ServiceCard({ service, headingLevel: Heading = "h3" }: { service: TPublicService; headingLevel?: "h2" | "h3" }) {
  const rating = service.display_rating_override ?? service.avg_rating;
  const jobs = service.display_jobs_completed_override ?? service.jobs_completed;

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-50">
        {service.image_url ? (
          <img
            src={service.image_url}
            alt={service.name}
            width={400}
            height={300}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="grid size-full place-items-center text-brand-300">
            <Wrench aria-hidden="true" className="size-12" />
          </div>
        )}
        {service.availability_today ? (
          <Badge variant="success" className="absolute top-3 left-3 bg-white shadow-sm">
            <Zap aria-hidden="true" className="size-3" />
            Same-Day
          </Badge>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col p-5">
        <div className="mb-2">
          <Badge variant="brand">{service.category}</Badge>
        </div>
        <Heading className="text-lg leading-snug font-semibold text-slate-900">{service.name}</Heading>
        {service.subtitle ? <p className="mt-1 text-sm text-slate-600">{service.subtitle}</p> : null}

        {rating > 0 ? (
          <p className="mt-3 flex items-center gap-1 text-sm text-slate-600">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
            <span className="font-semibold text-slate-800">{rating.toFixed(1)}</span>
            <span className="sr-only">out of 5 stars</span>
            {jobs > 0 ? <span>· {jobs} jobs done</span> : null}
          </p>
        ) : null}
        <p className="mt-auto pt-4 text-lg font-bold text-brand-800">{servicePriceLabel(service)}</p>
      </div>
    </article>
  );
}
