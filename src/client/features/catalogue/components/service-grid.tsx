import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { ServiceCard } from "./service-card.tsx";

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

export function ServiceGrid({ services, headingLevel }: { services: TPublicService[]; headingLevel?: "h2" | "h3" }) {
  return (
    <ul className={GRID}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function ServiceGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading" className={GRID}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-slate-200">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-5 w-20" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-6 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}
