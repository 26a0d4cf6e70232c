import type { ComponentProps } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { DayPicker, getDefaultClassNames } from "react-day-picker";
import { es } from "react-day-picker/locale";
import { currentLocale } from "@/shared/i18n/locale.ts";
import { businessTodayLocal } from "@/client/lib/calendar-day.ts";
import { cn } from "@/client/lib/cn.ts";

type TCalendarProps = ComponentProps<typeof DayPicker>;

/**
 * react-day-picker styled with Tailwind: one month, 44 px touch targets, brand colours. Its
 * "today" is the business's (Florida's), not the browser's: days are picked on Florida's calendar.
 */
export function Calendar({ className, classNames, showOutsideDays = true, today, ...props }: TCalendarProps) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      // Month and weekday names, and the navigation's labels, in the page's language.
      locale={currentLocale() === "es" ? es : undefined}
      today={today ?? businessTodayLocal()}
      className={cn("w-fit", className)}
      classNames={{
        root: cn(defaults.root, "relative"),
        months: "relative flex flex-col",
        month: "space-y-3",
        month_caption: "flex h-10 items-center pl-2",
        caption_label: "text-base font-semibold text-slate-900",
        nav: "absolute top-0 right-0 flex items-center gap-1",
        button_previous: "grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:pointer-events-none disabled:opacity-40",
        button_next: "grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:pointer-events-none disabled:opacity-40",
        month_grid: "border-collapse",
        weekdays: "flex",
        weekday: "w-10 pb-1 text-center text-xs font-medium text-slate-600 sm:w-11",
        week: "mt-1 flex",
        day: "size-10 p-0 text-center text-sm sm:size-11",
        day_button:
          "grid size-10 place-items-center rounded-lg font-medium text-slate-900 transition-colors hover:bg-brand-50 hover:text-brand-800 disabled:pointer-events-none sm:size-11",
        selected: "[&>button]:bg-brand-600 [&>button]:text-white [&>button]:hover:bg-brand-700 [&>button]:hover:text-white",
        today: "[&>button]:ring-1 [&>button]:ring-brand-300 [&>button]:ring-inset",
        outside: "[&>button]:text-slate-500",
        disabled: "[&>button]:text-slate-400 [&>button]:line-through [&>button]:decoration-slate-300",
        hidden: "invisible",
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation, className: chevronClassName }) =>
          orientation === "left" ? (
            <ChevronLeft aria-hidden="true" className={cn("size-5", chevronClassName)} />
          ) : (
            <ChevronRight aria-hidden="true" className={cn("size-5", chevronClassName)} />
          ),
      }}
      {...props}
    />
  );
}
