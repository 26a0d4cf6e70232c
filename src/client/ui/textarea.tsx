import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn.ts";
import { useValueFromPage } from "./use-value-from-page.ts";

/** A styled `<textarea>`; `ref` is a prop in React 19, so it works with react-hook-form. */
export function Textarea({ className, rows = 4, ref, ...props }: ComponentProps<"textarea">) {
  const fieldRef = useValueFromPage(props.value, ref);
  return (
    <textarea
      ref={fieldRef}
      rows={rows}
      className={cn(
        "min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600 sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
