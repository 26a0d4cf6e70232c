import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@/client/lib/cn.ts";
import { useValueFromPage } from "./use-value-from-page.ts";

/**
 * A styled native `<select>`: native keeps it accessible, keyboard-usable and phone-friendly
 * without extra JavaScript. React 19 passes `ref` through as a prop, so it works with
 * react-hook-form's `register`.
 */
export function Select({ className, children, ref, ...props }: ComponentProps<"select">) {
  const fieldRef = useValueFromPage(props.value, ref);
  return (
    <div className="relative w-full">
      <select
        ref={fieldRef}
        className={cn(
          "h-11 w-full appearance-none rounded-lg border border-slate-300 bg-white py-0 pr-9 pl-3 text-base text-slate-900 shadow-xs transition-colors hover:border-slate-400 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600 sm:text-sm",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
