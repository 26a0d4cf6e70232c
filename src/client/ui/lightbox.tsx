import type { KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useReturnFocus } from "./use-return-focus.ts";

export type TLightboxItem = { kind: "image" | "video"; src: string; alt: string };

type TLightboxProps = {
  items: TLightboxItem[];
  /** The item shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

const NAV_BUTTON =
  "grid size-11 place-items-center rounded-full bg-white/10 text-white ring-1 ring-white/25 transition-colors hover:bg-white/20 focus-visible:outline-white";

/**
 * A full-screen viewer for images and videos: Escape closes, the arrow keys step through the
 * items, focus stays inside while it is open and returns where it was.
 */
export function Lightbox({ items, index, onIndexChange }: TLightboxProps) {
  const open = index !== null && items[index] !== undefined;
  const item = open ? items[index] : undefined;
  const count = items.length;
  const step = (delta: number) => {
    if (index === null || count < 2) return;
    onIndexChange((index + delta + count) % count);
  };
  const focus = useReturnFocus({});
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    }
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onIndexChange(null)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[70] bg-slate-950/90" />
        <DialogPrimitive.Content
          {...focus}
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
          className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-4 p-4 focus:outline-none sm:p-10"
        >
          <DialogPrimitive.Title className="sr-only">{item ? `${item.alt} (${(index ?? 0) + 1} of ${count})` : "Media viewer"}</DialogPrimitive.Title>
          {item ? (
            <figure className="flex max-h-full min-h-0 w-full flex-1 flex-col items-center justify-center gap-3">
              {item.kind === "video" ? (
                <video key={item.src} src={item.src} controls autoPlay playsInline className="max-h-[75svh] max-w-full rounded-lg bg-black">
                  <track kind="captions" />
                </video>
              ) : (
                <img key={item.src} src={item.src} alt={item.alt} className="max-h-[75svh] max-w-full rounded-lg object-contain" />
              )}
              <figcaption className="text-center text-sm text-slate-200">
                {item.alt}
                {count > 1 ? <span className="ml-2 text-slate-400">{`${(index ?? 0) + 1} / ${count}`}</span> : null}
              </figcaption>
            </figure>
          ) : null}
          {count > 1 ? (
            <div className="flex items-center gap-4">
              <button type="button" aria-label="Previous" className={NAV_BUTTON} onClick={() => step(-1)}>
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <button type="button" aria-label="Next" className={NAV_BUTTON} onClick={() => step(1)}>
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </div>
          ) : null}
          <DialogPrimitive.Close aria-label="Close" className={`${NAV_BUTTON} absolute top-4 right-4`}>
            <X aria-hidden="true" className="size-6" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
