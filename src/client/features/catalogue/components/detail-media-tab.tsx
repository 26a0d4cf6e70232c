import { useState } from "react";
import { Play } from "lucide-react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { Lightbox, type TLightboxItem } from "@/client/ui/lightbox.tsx";
import { largestImageUrl, ResponsiveImage } from "@/client/ui/responsive-image.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

type TMediaItem = TLightboxItem & { url: string };

function mediaItems(service: TPublicService): TMediaItem[] {
  const items: TMediaItem[] = [];
  // The lightbox shows the widest stored width; the grid picks its own (decision 0051).
  const image = (url: string, alt: string): TMediaItem => ({ kind: "image", url, src: largestImageUrl(url, service.media[url]), alt });
  if (service.image_url) items.push(image(service.image_url, service.name));
  if (service.video_url) items.push({ kind: "video", url: service.video_url, src: service.video_url, alt: m.detail_video({ name: service.name }) });
  service.gallery_images.forEach((url, index) => items.push(image(url, m.detail_photo({ name: service.name, number: index + 1 }))));
  return items;
}

/** customer-side.md §2 Photos & Videos tab: main image, video preview, gallery, a lightbox. */
export function DetailMediaTab({ service }: { service: TPublicService }) {
  const items = mediaItems(service);
  const [shown, setShown] = useState<number | null>(null);

  if (items.length === 0) {
    return <p className="rounded-xl bg-slate-50 p-6 text-center text-sm text-slate-600">{m.detail_no_media()}</p>;
  }

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((item, index) => (
          <li key={`${item.kind}-${item.url}`} className={index === 0 ? "col-span-2 sm:row-span-2" : undefined}>
            <button
              type="button"
              onClick={() => setShown(index)}
              aria-label={item.kind === "video" ? m.detail_play({ item: item.alt }) : m.detail_view({ item: item.alt })}
              className="group relative block aspect-[4/3] w-full overflow-hidden rounded-xl bg-slate-100"
            >
              {item.kind === "video" ? (
                <>
                  <video src={item.src} preload="metadata" muted playsInline aria-hidden="true" tabIndex={-1} className="size-full object-cover" />
                  <span className="absolute inset-0 grid place-items-center bg-slate-950/30">
                    <span className="grid size-14 place-items-center rounded-full bg-white/90 text-brand-700 shadow">
                      <Play aria-hidden="true" className="ml-0.5 size-6 fill-current" />
                    </span>
                  </span>
                </>
              ) : (
                <ResponsiveImage
                  src={item.url}
                  image={service.media[item.url]}
                  alt=""
                  // 2 columns, 3 from sm; the first spans two of them.
                  sizes={index === 0 ? "(min-width: 640px) 30rem, 100vw" : "(min-width: 640px) 15rem, 50vw"}
                  width={index === 0 ? 800 : 400}
                  height={index === 0 ? 600 : 300}
                  className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
                />
              )}
            </button>
          </li>
        ))}
      </ul>
      <Lightbox items={items} index={shown} onIndexChange={setShown} />
    </>
  );
}
