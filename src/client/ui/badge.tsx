import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn.ts";

const VARIANTS = {
  default: "bg-brand-600 text-white",
  secondary: "bg-slate-100 text-slate-800",
  brand: "bg-brand-50 text-brand-700 ring-1 ring-brand-200 ring-inset",
  accent: "bg-accent-50 text-accent-700 ring-1 ring-accent-200 ring-inset",
  success: "bg-green-50 text-green-800 ring-1 ring-green-200 ring-inset",
  destructive: "bg-red-700 text-white",
  outline: "text-slate-700 ring-1 ring-slate-300 ring-inset",
} as const;

type TBadgeProps = ComponentProps<"span"> & { variant?: keyof typeof VARIANTS };

export function Badge({ variant = "secondary", className, ...props }: TBadgeProps) {
  return <span className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", VARIANTS[variant], className)} {...props} />;
}
