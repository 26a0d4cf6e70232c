import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/client/lib/cn.ts";
import { Card } from "@/client/ui/card.tsx";

type THomeSectionProps = {
  id: string;
  title: string;
  icon: LucideIcon;
  /** The whole list's count, beside the title. */
  count?: number;
  aside?: ReactNode;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One block of the dispatcher's board: a titled card with its count, its list and a way on. */
export function HomeSection({ id, title, icon: Icon, count, aside, footer, className, children }: THomeSectionProps) {
  return (
    <Card role="region" aria-labelledby={id} className={cn("flex flex-col", className)}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-5 py-4">
        <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-5 text-brand-700" />
          {title}
          {count !== undefined ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">{count.toLocaleString("en-US")}</span>
          ) : null}
        </h2>
        {aside}
      </div>
      <div className="flex-1">{children}</div>
      {footer ? <div className="border-t border-slate-100 px-5 py-3 text-sm">{footer}</div> : null}
    </Card>
  );
}

/** What a list says when nothing waits. */
export function HomeEmpty({ children }: { children: ReactNode }) {
  return <p className="px-5 py-6 text-sm text-slate-600">{children}</p>;
}
