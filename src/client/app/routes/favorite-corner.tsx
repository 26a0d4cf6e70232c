import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { FavoriteButton } from "@/client/features/favorites/components/favorite-button.tsx";

/** The catalogue card's top corner on the landing and services pages: the favourite heart. */
export function favoriteCorner(service: TPublicService) {
  return <FavoriteButton serviceId={service.id} serviceName={service.name} />;
}
