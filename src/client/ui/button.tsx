import type { ComponentProps } from "react";
import { Slot } from "radix-ui";
import { cn } from "@/client/lib/cn.ts";

const BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors select-none disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const VARIANTS = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  accent: "bg-accent-600 text-white shadow-sm hover:bg-accent-700",
  outline: "border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
  link: "text-brand-700 underline-offset-4 hover:underline",
  inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white",
  inverseAccent: "bg-white text-accent-700 shadow-sm hover:bg-accent-50 focus-visible:outline-white",
  outlineInverse: "border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white",
} as const;

const SIZES = {
  sm: "h-9 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
} as const;

export type TButtonVariant = keyof typeof VARIANTS;
export type TButtonSize = keyof typeof SIZES;

export function buttonClassName(options: { variant?: TButtonVariant; size?: TButtonSize; className?: string } = {}): string {
  return cn(BASE, VARIANTS[options.variant ?? "primary"], SIZES[options.size ?? "md"], options.className);
}

type TButtonProps = ComponentProps<"button"> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** Render the single child (a link) with the button's look. */
  asChild?: boolean;
};

export function Button({ variant, size, asChild = false, className, type, ...props }: TButtonProps) {
  if (asChild) return <Slot.Root className={buttonClassName({ variant, size, className })} {...props} />;
  return <button type={type ?? "button"} className={buttonClassName({ variant, size, className })} {...props} />;
}
