import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn.ts";

/** A placeholder of the size of what it stands for; it pulses only for those who allow motion. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("rounded-lg bg-slate-200 motion-safe:animate-pulse", className)} {...props} />;
}

/**
 * One line of text to come: a box of the line's height (`box`, with any margin) holding a bar of
 * the text's size, centred as the text will sit, so the line does not move when the text arrives.
 */
export function SkeletonLine({ box, className }: { box: string; className: string }) {
  return (
    <div className={cn("flex items-center", box)}>
      <Skeleton className={className} />
    </div>
  );
}
