import { useEffect, useRef } from "react";
import { ChevronLeft, ChevronRight, Heart } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import { useFavorites } from "../api/get-favorites.ts";
import { useRemoveFavorite } from "../api/remove-favorite.ts";
import { Button } from "@/client/ui/button.tsx";
import { Card, CardContent, CardTitle } from "@/client/ui/card.tsx";
import { Skeleton, SkeletonLine } from "@/client/ui/skeleton.tsx";
import { FavoriteServiceItem } from "./favorite-service-item.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

// customer-side.md §9: favourites scroll step 300px.
const SCROLL_STEP = 300;

/**
 * customer-side.md §2 Favourites card 'My Favorite Services (N)': a horizontal carousel.
 * `loading`: the page holds its content until what decides its layout is known (the dashboard's
 * outline); the list is still asked for.
 */
export function FavoritesCarousel({ loading = false }: { loading?: boolean }) {
  const favorites = useFavorites();
  const remove = useRemoveFavorite();
  const scroller = useRef<HTMLDivElement>(null);
  const items = favorites.data?.favorites ?? [];

  useEffect(() => {
    // §8: 'Error' / 'Failed to load favorites'.
    // Not from an outline, which may be drawn before the session is known (dashboard-frame.tsx).
    if (favorites.isError && !loading) toast.error(m.fav_error_title(), { id: "favorites-load-error", description: m.fav_load_failed() });
  }, [favorites.isError, loading]);

  const scroll = (direction: -1 | 1) => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    scroller.current?.scrollBy({ left: direction * SCROLL_STEP, behavior: reduce ? "auto" : "smooth" });
  };

  // Another favourite's button stays enabled while one is removed, and a second mutate drops the
  // first one's own callbacks: each removal awaits its own result.
  const onRemove = async (serviceId: string) => {
    try {
      await remove.mutateAsync(serviceId);
      toast.success(m.fav_removed());
    } catch {
      toast.error(m.fav_remove_failed());
    }
  };

  if (loading || favorites.isPending) return <FavoritesSkeleton />;

  return (
    <Card aria-labelledby="favorites-heading" role="region">
      <div className="flex items-center justify-between gap-3 p-6 pb-0">
        <CardTitle id="favorites-heading" className="flex items-center gap-2">
          <Heart aria-hidden="true" className="size-5 fill-red-500 text-red-500" />
          {m.fav_title_count({ count: items.length })}
        </CardTitle>
        {items.length > 0 ? (
          <div className="flex gap-1">
            <Button variant="outline" size="icon" aria-label={m.fav_scroll_left()} onClick={() => scroll(-1)}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" aria-label={m.fav_scroll_right()} onClick={() => scroll(1)}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>
      <CardContent className="pt-4">
        {items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
            <Heart aria-hidden="true" className="mx-auto size-8 text-slate-400" />
            <p className="mt-2 font-semibold text-slate-900">{m.fav_empty_title()}</p>
            <p className="mt-1 text-sm text-slate-600">{m.fav_empty_text()}</p>
          </div>
        ) : (
          <div ref={scroller} className="relative -mx-1 overflow-x-auto scroll-smooth px-1 pb-2 motion-reduce:scroll-auto">
            <ul aria-label={m.fav_list_label()} className="flex gap-4">
              {items.map((favorite) => (
                <li key={favorite.service_id} className="w-60 shrink-0 sm:w-64">
                  <FavoriteServiceItem
                    favorite={favorite}
                    removing={remove.isPending && remove.variables === favorite.service_id}
                    onRemove={() => void onRemove(favorite.service_id)}
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The card while its list loads, of the size it has with favourites: the scroll buttons' place
 * (the title wraps around them at phone width) and items shaped as FavoriteServiceItem.
 */
function FavoritesSkeleton() {
  return (
    <Card aria-labelledby="favorites-heading" role="region">
      <div className="flex items-center justify-between gap-3 p-6 pb-0">
        <CardTitle id="favorites-heading" className="flex items-center gap-2">
          <Heart aria-hidden="true" className="size-5 fill-red-500 text-red-500" />
          {m.fav_title()}
        </CardTitle>
        <div className="flex gap-1">
          <Skeleton className="size-10" />
          <Skeleton className="size-10" />
        </div>
      </div>
      <CardContent className="pt-4">
        <div role="status" aria-label={m.fav_loading()} className="-mx-1 flex gap-4 overflow-hidden px-1 pb-2">
          {[0, 1, 2].map((index) => (
            <div key={index} className="w-60 shrink-0 overflow-hidden rounded-xl border border-slate-200 bg-white sm:w-64">
              <Skeleton className="aspect-[16/10] rounded-none" />
              <div className="flex flex-col gap-1 p-4">
                <SkeletonLine box="h-[1.375rem]" className="h-4 w-3/4" />
                <SkeletonLine box="h-5" className="h-3.5 w-1/2" />
                <SkeletonLine box="mt-1 h-5" className="h-3.5 w-28" />
                <div className="flex h-9 items-end pt-2">
                  <Skeleton className="h-6 w-20" />
                </div>
              </div>
            </div>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
