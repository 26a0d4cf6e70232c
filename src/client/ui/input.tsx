import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn.ts";
import { useValueFromPage } from "./use-value-from-page.ts";

export function Input({ className, type = "text", ref, ...props }: ComponentProps<"input">) {
  const fieldRef = useValueFromPage(props.value, ref);
  return (
    <input
      ref={fieldRef}
      type={type}
      className={cn(
        "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600 sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
