import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn.ts";

/** A placeholder of the size of what it stands for; it pulses only for those who allow motion. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("rounded-lg bg-slate-200 motion-safe:animate-pulse", className)} {...props} />;
}
