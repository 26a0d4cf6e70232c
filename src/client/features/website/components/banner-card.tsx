import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { BANNER_FEATURE_PREVIEW } from "@/shared/rules/banner.ts";
import type { TAdminBanner } from "@/shared/schemas/website.ts";
import { Badge } from "@/client/ui/badge.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Label } from "@/client/ui/label.tsx";
import { ResponsiveImage } from "@/client/ui/responsive-image.tsx";
import { Switch } from "@/client/ui/switch.tsx";

type TProps = {
  banner: TAdminBanner;
  position: number;
  count: number;
  busy: boolean;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (step: -1 | 1) => void;
};

/**
 * staff-side.md §2: a banner's card — image (alt falls back to title), title, Active/Inactive,
 * badge text, subtitle, description (2 lines), up to 3 features plus '+N more'; toggle, edit, delete.
 */
export function BannerCard({ banner, position, count, busy, onToggle, onEdit, onDelete, onMove }: TProps) {
  const features = banner.features.slice(0, BANNER_FEATURE_PREVIEW);
  const more = banner.features.length - features.length;
  const switchId = `banner-active-${banner.id}`;
  return (
    <article
      aria-labelledby={`banner-title-${banner.id}`}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row"
    >
      <div className="aspect-[2/1] w-full shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:w-56">
        {banner.image_url ? (
          <ResponsiveImage
            src={banner.image_url}
            image={banner.media[banner.image_url]}
            alt={banner.image_alt || banner.title}
            sizes="(min-width: 640px) 14rem, 100vw"
            width={448}
            height={224}
            className="size-full object-cover"
          />
        ) : banner.video_url ? (
          <video src={banner.video_url} muted preload="metadata" aria-label={banner.image_alt || banner.title} className="size-full object-cover" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`banner-title-${banner.id}`} className="text-lg font-semibold break-words text-slate-900">
            {banner.title}
          </h3>
          <Badge variant={banner.is_active ? "success" : "secondary"}>{banner.is_active ? "Active" : "Inactive"}</Badge>
          {banner.badge ? <Badge variant="accent">{banner.badge}</Badge> : null}
        </div>
        {banner.subtitle ? <p className="font-medium break-words text-slate-700">{banner.subtitle}</p> : null}
        {banner.description ? <p className="line-clamp-2 text-sm break-words text-slate-600">{banner.description}</p> : null}
        {features.length > 0 ? (
          <ul aria-label="Features" className="flex flex-wrap gap-1.5">
            {features.map((feature, index) => (
              <li key={`${index}-${feature.text}`}>
                <Badge variant="outline">{feature.text}</Badge>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Badge variant="secondary">+{more} more</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <div className="flex items-center gap-2">
          <Label htmlFor={switchId} className="text-sm">
            Active
          </Label>
          <Switch id={switchId} checked={banner.is_active} disabled={busy} onCheckedChange={onToggle} aria-label={`Active: ${banner.title}`} />
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" disabled={busy || position === 0} aria-label={`Move ${banner.title} up`} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" disabled={busy || position === count - 1} aria-label={`Move ${banner.title} down`} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label={`Edit ${banner.title}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label={`Delete ${banner.title}`} onClick={onDelete}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </article>
  );
}
