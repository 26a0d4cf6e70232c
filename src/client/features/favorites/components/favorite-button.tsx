import { useEffect, type MouseEvent } from "react";
import { Heart } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "@/client/lib/toast.ts";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { cn } from "@/client/lib/cn.ts";
import { signInPath } from "@/client/lib/redirect.ts";
import { useAddFavorite } from "../api/add-favorite.ts";
import { useFavorites } from "../api/get-favorites.ts";
import { useRemoveFavorite } from "../api/remove-favorite.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TFavoriteButtonProps = { serviceId: string; serviceName: string; className?: string };

/**
 * customer-side.md §4 Favourites toggle: adds if absent, removes if present; the list is
 * re-fetched after each change. Signed out, it says how to save one and offers to sign in (and
 * come back here): a heart that did nothing looked broken.
 */
export function FavoriteButton({ serviceId, serviceName, className }: TFavoriteButtonProps) {
  const { user } = useAuth();
  const favorites = useFavorites({ enabled: Boolean(user) });
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // §8: 'Error' / 'Failed to load favorites'. One toast however many hearts are on screen.
    if (favorites.isError) toast.error(m.fav_error_title(), { id: "favorites-load-error", description: m.fav_load_failed() });
  }, [favorites.isError]);

  const saved = Boolean(user) && (favorites.data?.favorites.some((favorite) => favorite.service_id === serviceId) ?? false);
  // While a change is on its way the heart already shows where it is going.
  const pressed = add.isPending ? true : remove.isPending ? false : saved;
  const busy = add.isPending || remove.isPending;

  const onClick = (event: MouseEvent) => {
    // The heart sits on a clickable card: it must not open the detail dialog too.
    event.stopPropagation();
    if (!user) {
      const back = location.pathname + location.search;
      toast.info(m.fav_sign_in_to_save(), {
        id: "favorites-sign-in",
        action: { label: m.fav_sign_in(), onClick: () => void navigate(signInPath(back)) },
      });
      return;
    }
    if (busy) return;
    if (saved) {
      remove.mutate(serviceId, {
        onSuccess: () => toast.success(m.fav_removed()),
        onError: () => toast.error(m.fav_remove_failed()),
      });
    } else {
      add.mutate(serviceId, {
        onSuccess: () => toast.success(m.fav_added()),
        onError: () => toast.error(m.fav_add_failed()),
      });
    }
  };

  return (
    <button
      type="button"
      aria-label={pressed ? m.fav_remove_label() : m.fav_add_label()}
      aria-pressed={pressed}
      title={user ? (pressed ? m.fav_remove_named_title : m.fav_save_named)({ name: serviceName }) : m.fav_sign_in_to_save()}
      onClick={onClick}
      className={cn(
        "grid size-10 place-items-center rounded-full bg-white/95 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-white hover:text-red-600",
        // One colour class only: `cn` does not merge, and with both the stylesheet's order won
        // (a saved heart showed slate).
        pressed ? "text-red-600" : "text-slate-700",
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn("size-5", pressed && "fill-current")} />
    </button>
  );
}
