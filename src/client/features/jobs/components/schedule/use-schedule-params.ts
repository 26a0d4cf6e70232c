import { businessToday, isIsoDate } from "@/shared/rules/dates.ts";
import { SCHEDULE_VIEWS, type TScheduleView } from "@/shared/schemas/schedule.ts";
import { oneOf, useUrlState } from "@/client/lib/use-url-state.ts";

/** /admin/schedule keeps its view and day in the address (`?view=day|week&date=yyyy-MM-dd`), so a link or a reload shows the same board. */
export function useScheduleParams() {
  const { searchParams, update: write } = useUrlState<"view" | "date">();
  const view: TScheduleView = oneOf(SCHEDULE_VIEWS, searchParams.get("view"), "week");
  const rawDate = searchParams.get("date") ?? "";
  const date = isIsoDate(rawDate) ? rawDate : businessToday();
  // Another day or view is a history entry: the back button returns to the board as it was.
  const update = ({ view, date }: { view?: TScheduleView; date?: string }) =>
    write({ ...(view ? { view } : {}), ...(date ? { date } : {}) }, { push: true, resetScroll: true });
  return { view, date, update };
}
