import type { TJobFilters } from "@/shared/schemas/jobs.ts";

// STUB (jobs-ui): a throw-away placeholder for the Map View (staff-side.md §2, §9). jobs-map
// builds the real `JobMapView` at this path with these props; the lead takes theirs at merge.
export type TJobMapViewProps = {
  filters: TJobFilters;
  selectedIds: ReadonlySet<string>;
  onOpenJob: (id: string) => void;
  onToggleSelect: (id: string) => void;
  onFiltersChange: (patch: Partial<TJobFilters>) => void;
};

export function JobMapView(_props: TJobMapViewProps) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
      The map is being built. Use the List View to see the same jobs.
    </div>
  );
}
