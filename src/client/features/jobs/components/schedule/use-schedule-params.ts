import { useSearchParams } from "react-router";
import { businessToday, isIsoDate } from "@/shared/rules/dates.ts";
import { SCHEDULE_VIEWS, type TScheduleView } from "@/shared/schemas/schedule.ts";

/** /admin/schedule keeps its view and day in the address (`?view=day|week&date=yyyy-MM-dd`), so a link or a reload shows the same board. */
export function useScheduleParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawView = searchParams.get("view");
  const view: TScheduleView = (SCHEDULE_VIEWS as readonly string[]).includes(rawView ?? "") ? (rawView as TScheduleView) : "week";
  const rawDate = searchParams.get("date") ?? "";
  const date = isIsoDate(rawDate) ? rawDate : businessToday();
  const update = (next: { view?: TScheduleView; date?: string }) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next.view) params.set("view", next.view);
      if (next.date) params.set("date", next.date);
      return params;
    });
  return { view, date, update };
}
