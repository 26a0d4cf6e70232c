import { MessageSquareText, Pencil, Trash2, Video, Wrench } from "lucide-react";
import type { TAdminService } from "@/shared/schemas/services-admin.ts";
import { formatRate } from "@/client/lib/format.ts";
import { Badge } from "@/client/ui/badge.tsx";
import { Button } from "@/client/ui/button.tsx";
import { ResponsiveImage } from "@/client/ui/responsive-image.tsx";
import { StarRating } from "@/client/ui/star-rating.tsx";

type TServiceAdminCardProps = {
  service: TAdminService;
  onEdit: () => void;
  onReviews: () => void;
  onDelete: () => void;
  eager?: boolean;
};

/** staff-side.md §2 Service Management: one card of the grid; an inactive service is marked. */
export function ServiceAdminCard({ service, onEdit, onReviews, onDelete, eager = false }: TServiceAdminCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" aria-label={service.name}>
      <div className="relative aspect-[16/9] bg-brand-50">
        {service.image_url ? (
          <ResponsiveImage
            src={service.image_url}
            image={service.media[service.image_url]}
            alt=""
            sizes="(min-width: 1280px) 22rem, (min-width: 640px) 50vw, 100vw"
            width={400}
            height={225}
            eager={eager}
            className={`size-full object-cover ${service.is_active ? "" : "opacity-60 grayscale"}`}
          />
        ) : (
          <div className="grid size-full place-items-center text-brand-300">
            <Wrench aria-hidden="true" className="size-10" />
          </div>
        )}
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          {service.is_active ? <Badge variant="success">Active</Badge> : <Badge variant="destructive">Inactive</Badge>}
          {service.video_url ? (
            <Badge variant="secondary">
              <Video aria-hidden="true" className="size-3" />
              Video
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Badge variant="brand" className="self-start">
          {service.category}
        </Badge>
        <h2 className="text-base leading-snug font-semibold break-words text-slate-900">{service.name}</h2>
        <p className="font-bold text-brand-800">{service.display_price_text ?? formatRate(service)}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <StarRating value={service.avg_rating} size="sm" decorative />
          <span>
            {service.avg_rating.toFixed(1)} · {service.review_count === 1 ? "1 review" : `${service.review_count} reviews`}
          </span>
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${service.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button size="sm" variant="outline" onClick={onReviews} aria-label={`Reviews of ${service.name}`}>
            <MessageSquareText aria-hidden="true" />
            Reviews
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onDelete}
            aria-label={`Delete ${service.name}`}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
