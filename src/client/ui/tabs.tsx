import type { ComponentProps } from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cn } from "@/client/lib/cn.ts";

export const Tabs = TabsPrimitive.Root;

type TTabsListProps = ComponentProps<typeof TabsPrimitive.List> & {
  /** Stretch across the container with equal-width tabs. */
  fullWidth?: boolean;
};

export function TabsList({ className, fullWidth = false, ...props }: TTabsListProps) {
  return (
    <TabsPrimitive.List
      className={cn("items-center gap-1 rounded-xl bg-slate-100 p-1 text-slate-700", fullWidth ? "flex w-full [&>*]:flex-1" : "inline-flex", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex h-9 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors hover:text-slate-900 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-4", className)} {...props} />;
}
