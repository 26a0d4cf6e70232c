import type { ReactNode } from "react";
import { Hammer } from "lucide-react";
import { cn } from "@/client/lib/cn.ts";

type TInProgressPanelProps = {
  title?: string;
  children?: ReactNode;
  actions?: ReactNode;
  headingLevel?: "h2" | "h3";
  className?: string;
};

/** Marks a screen whose feature is being built, with what is coming and where to go meanwhile. */
export function InProgressPanel({ title = "This area is being built", children, actions, headingLevel: Heading = "h2", className }: TInProgressPanelProps) {
  return (
    <section className={cn("flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center", className)}>
      <span className="mb-4 grid size-12 place-items-center rounded-full bg-brand-100 text-brand-700">
        <Hammer aria-hidden="true" className="size-6" />
      </span>
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {children ? <div className="mt-2 max-w-md text-sm leading-relaxed text-slate-600">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </section>
  );
}
