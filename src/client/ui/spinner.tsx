import { LoaderCircle } from "lucide-react";
import { cn } from "@/client/lib/cn.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("size-5 animate-spin", className)} />;
}

/** A centred spinner announced as "Loading" ("Cargando"). `fullScreen` fills the viewport (route guard). */
export function LoadingState({ fullScreen = false, className }: { fullScreen?: boolean; className?: string }) {
  return (
    <div
      role="status"
      aria-label={m.loading()}
      className={cn("flex w-full items-center justify-center text-brand-600", fullScreen ? "min-h-svh" : "min-h-64", className)}
    >
      <Spinner className="size-8" />
    </div>
  );
}
