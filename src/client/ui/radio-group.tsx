import type { ComponentProps } from "react";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { cn } from "@/client/lib/cn.ts";

/** A group of radios (arrow keys move between them); label the group with `aria-labelledby`. */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn("grid gap-2", className)} {...props} />;
}

/** A classic round radio. */
export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        "grid size-5 shrink-0 cursor-pointer place-items-center rounded-full border border-slate-400 bg-white shadow-xs transition-colors hover:border-brand-600 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-brand-600",
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="block size-2.5 rounded-full bg-brand-600" />
    </RadioGroupPrimitive.Item>
  );
}

/** A radio drawn as a selectable tile (time slots, options); its children are its label. */
export function RadioGroupTile({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        "flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm font-semibold text-slate-800 shadow-xs transition-colors hover:border-brand-600 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-500 disabled:shadow-none data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 data-[state=checked]:text-white data-[state=checked]:hover:bg-brand-700 data-[state=checked]:hover:text-white",
        className,
      )}
      {...props}
    />
  );
}
