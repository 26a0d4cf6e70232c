import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/client/lib/cn.ts";

/**
 * The admin lists' table: one frame, header and cell look for every list, so a new list reads
 * as the others do. A list that stacks its rows as cards on a phone passes `fromTablet`: the
 * table shows from tablet width up and the cards below it.
 */
export function Table({
  caption,
  fromTablet = false,
  className,
  children,
}: {
  caption: string;
  fromTablet?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm", fromTablet && "hidden md:block", className)}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** The header row. */
export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="border-b border-slate-200 bg-slate-50">
      <tr>{children}</tr>
    </thead>
  );
}

type TAlign = { align?: "left" | "right" };

/** A column's heading; figures align right, as their cells do. */
export function Th({ align = "left", className, ...props }: ComponentProps<"th"> & TAlign) {
  return (
    <th
      scope="col"
      className={cn("px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase", align === "right" && "text-right", className)}
      {...props}
    />
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-slate-100">{children}</tbody>;
}

/** A cell; a figure (`align="right"`) also gets digits of one width, so a column of amounts lines up. */
export function Td({ align = "left", className, ...props }: ComponentProps<"td"> & TAlign) {
  return <td className={cn("px-3 py-3 align-top", align === "right" && "text-right tabular-nums", className)} {...props} />;
}
