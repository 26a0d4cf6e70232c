import type { ComponentProps } from "react";
import { Check } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { cn } from "@/client/lib/cn.ts";

/** A checkbox (role="checkbox"); label it with a `<Label htmlFor>` or wrap both in a label. */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "grid size-5 shrink-0 cursor-pointer place-items-center rounded-md border border-slate-400 bg-white shadow-xs transition-colors hover:border-brand-600 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600 data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 data-[state=checked]:text-white",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
