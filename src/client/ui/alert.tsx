import type { ReactNode } from "react";
import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import { cn } from "@/client/lib/cn.ts";

const VARIANTS = {
  info: { box: "border-brand-200 bg-brand-50 text-brand-900", icon: Info },
  success: { box: "border-green-200 bg-green-50 text-green-900", icon: CircleCheck },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-900", icon: TriangleAlert },
  destructive: { box: "border-red-200 bg-red-50 text-red-900", icon: CircleAlert },
} as const;

type TAlertProps = {
  variant?: keyof typeof VARIANTS;
  title?: ReactNode;
  children?: ReactNode;
  /** "alert" interrupts screen readers; use it for errors that just happened. */
  role?: "alert" | "status" | "note";
  className?: string;
};

export function Alert({ variant = "info", title, children, role, className }: TAlertProps) {
  const { box, icon: Icon } = VARIANTS[variant];
  return (
    <div role={role ?? (variant === "destructive" ? "alert" : "status")} className={cn("flex gap-3 rounded-xl border p-4 text-sm", box, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
