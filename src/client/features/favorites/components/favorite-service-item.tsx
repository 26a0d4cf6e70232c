import { HeartOff, Wrench } from "lucide-react";
import type { TFavoriteList } from "@/shared/schemas/engagement.ts";
import { formatRate } from "@/client/lib/format.ts";
import { StarRating } from "@/client/ui/star-rating.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TFavorite = TFavoriteList["favorites"][number];

/**
 * customer-side.md §2 Favourites card item: image or placeholder, name, category, stars from the
 * floor of avg_rating with the value to 1 decimal, the price ('/hr' only for hourly work), and a remove button.
 */
export function FavoriteServiceItem({ favorite, removing, onRemove }: { favorite: TFavorite; removing: boolean; onRemove: () => void }) {
  const { service } = favorite;
  return (
    <article aria-label={service.name} className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
      <div className="relative aspect-[16/10] bg-brand-50">
        {service.image_url ? (
          <img src={service.image_url} alt="" width={320} height={200} loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <div className="grid size-full place-items-center text-brand-300">
            <Wrench aria-hidden="true" className="size-10" />
          </div>
        )}
        <button
          type="button"
          onClick={onRemove}
          disabled={removing}
          aria-label={m.fav_remove_service({ name: service.name })}
          title={m.fav_remove_label()}
          className="absolute top-2 right-2 grid size-10 place-items-center rounded-full bg-white/95 text-red-600 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-red-50 disabled:opacity-60"
        >
          <HeartOff aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="leading-snug font-semibold text-slate-900">{service.name}</h3>
        <p className="text-sm text-slate-600">{service.category}</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm">
          <StarRating value={Math.floor(service.avg_rating)} size="sm" decorative />
          <span className="font-medium text-slate-800">
            <span className="sr-only">{m.fav_rated()}</span>
            {service.avg_rating.toFixed(1)}
          </span>
        </p>
        <p className="mt-auto pt-2 text-lg font-bold text-brand-700">{formatRate(service)}</p>
      </div>
    </article>
  );
}
