import { useEffect, useId, useMemo, useRef, useState, type RefObject } from "react";
import { Minus, Plus, RotateCcw } from "lucide-react";
import { JOB_STATUSES } from "@/shared/rules/job-status.ts";
import type { TJobFilters } from "@/shared/schemas/jobs.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { Checkbox } from "@/client/ui/checkbox.tsx";
import { Label } from "@/client/ui/label.tsx";
import { Select } from "@/client/ui/select.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useJobMap } from "../../api/get-job-map.ts";
import { JOB_STATUS_LABELS } from "../job-format.ts";
import { loadBaseMap, type TBaseMap } from "./base-map.ts";
import { clusterJobs, type TPlacedJob } from "./clusters.ts";
import { JobMapCanvas } from "./job-map-canvas.tsx";
import { JobMapLegend, NoLocationTray } from "./job-map-panels.tsx";
import { BUTTON_STEP, fitView, project, zoomAbout, type TSize, type TView } from "./viewport.ts";

export type TJobMapViewProps = {
  filters: TJobFilters;
  selectedIds: ReadonlySet<string>;
  onOpenJob: (id: string) => void;
  onToggleSelect: (id: string) => void;
  onFiltersChange: (patch: Partial<TJobFilters>) => void;
};

/**
 * staff-side.md §2 and §9 Map view: the jobs the filters select on a canvas map of
 * Central Florida, with clusters, today's routes, zoom, a legend and the jobs it cannot place.
 * Keyboard and screen-reader users get the same jobs in the List View (decision 0045).
 */
export function JobMapView({ filters, selectedIds, onOpenJob, onToggleSelect, onFiltersChange }: TJobMapViewProps) {
  const query = useJobMap(filters);
  const data = query.data;
  const statusId = useId();
  const clusterId = useId();
  const routesId = useId();
  const [cluster, setCluster] = useState(true);
  const [showRoutes, setShowRoutes] = useState(false);

  const wrapperRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(wrapperRef);
  const base = useBaseMap();

  // The view opens framed on the jobs; the admin's pans and zooms hold until the filters change or Reset view.
  const fitted = useMemo(
    () =>
      size && data
        ? fitView(
            data.jobs.map((job) => job.position),
            size,
          )
        : null,
    [size, data],
  );
  const filterKey = JSON.stringify(filters);
  const [moved, setMoved] = useState<{ key: string; view: TView } | null>(null);
  const view = moved?.key === filterKey ? moved.view : fitted;
  const setView = (next: TView) => setMoved({ key: filterKey, view: next });

  const placed = useMemo<TPlacedJob[]>(
    () => (size && view && data ? data.jobs.map((job) => ({ ...job, ...project(view, size, job.position) })) : []),
    [size, view, data],
  );
  const markers = useMemo(() => clusterJobs(placed, cluster), [placed, cluster]);
  const routes = useMemo(() => {
    if (!showRoutes || !data) return [];
    const byId = new Map(placed.map((job) => [job.id, job]));
    return data.routes.map((route) => ({ route, points: route.job_ids.flatMap((id) => byId.get(id) ?? []) }));
  }, [showRoutes, data, placed]);
  const markerPositions = useMemo(
    () => JSON.stringify(markers.map((m) => ({ x: Math.round(m.x), y: Math.round(m.y), ids: m.jobs.map((job) => job.id) }))),
    [markers],
  );

  const zoomBy = (step: number) => view && size && setView(zoomAbout(view, size, view.zoom + step));
  const jobCount = data?.jobs.length ?? 0;
  const label = `Map of ${jobCount} ${jobCount === 1 ? "job" : "jobs"}${data?.no_location.length ? `, and ${data.no_location.length} without a location listed below` : ""}. The List View lists the same jobs.`;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
        <div className="space-y-1">
          <Label htmlFor={statusId}>Status filter</Label>
          <Select id={statusId} value={filters.status} onChange={(event) => onFiltersChange({ status: event.target.value as TJobFilters["status"] })}>
            <option value="all">All statuses</option>
            {JOB_STATUSES.map((status) => (
              <option key={status} value={status}>
                {JOB_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex h-10 items-center gap-2">
          <Checkbox id={clusterId} checked={cluster} onCheckedChange={(on) => setCluster(on === true)} />
          <Label htmlFor={clusterId}>Cluster nearby jobs</Label>
        </div>
        <div className="flex h-10 items-center gap-2">
          <Checkbox id={routesId} checked={showRoutes} onCheckedChange={(on) => setShowRoutes(on === true)} />
          <Label htmlFor={routesId}>Show routes</Label>
        </div>
        <div className="flex items-center gap-2" role="group" aria-label="Zoom">
          <Button variant="outline" size="icon" aria-label="Zoom out" disabled={!view || view.zoom <= 0.5} onClick={() => zoomBy(-BUTTON_STEP)}>
            <Minus aria-hidden="true" />
          </Button>
          <output aria-live="polite" aria-label="Zoom level" className="w-12 text-center text-sm font-semibold tabular-nums">
            {Math.round((view?.zoom ?? 1) * 100)}%
          </output>
          <Button variant="outline" size="icon" aria-label="Zoom in" disabled={!view || view.zoom >= 3} onClick={() => zoomBy(BUTTON_STEP)}>
            <Plus aria-hidden="true" />
          </Button>
          <Button variant="outline" size="md" onClick={() => setMoved(null)}>
            <RotateCcw aria-hidden="true" />
            Reset view
          </Button>
        </div>
      </div>

      {query.isError ? <Alert variant="destructive">Failed to fetch jobs</Alert> : null}
      {data?.truncated ? (
        <Alert variant="warning">
          The map shows the newest {data.limit.toLocaleString()} of {data.total.toLocaleString()} jobs. Narrow the search or filters, or use the List View to
          see them all.
        </Alert>
      ) : null}

      <div
        ref={wrapperRef}
        data-testid="job-map"
        data-marker-positions={markerPositions}
        className="relative h-[420px] overflow-hidden rounded-2xl border border-slate-200 bg-[#cfe3f5] sm:h-[560px]"
      >
        {size && view && data ? (
          <JobMapCanvas
            size={size}
            view={view}
            base={base}
            places={data.places}
            markers={markers}
            routes={routes}
            selectedIds={selectedIds}
            label={label}
            onViewChange={setView}
            onOpenJob={onOpenJob}
            onToggleSelect={onToggleSelect}
          />
        ) : (
          <Skeleton className="size-full rounded-none" />
        )}
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {data
          ? `${jobCount} ${jobCount === 1 ? "job" : "jobs"} on the map as ${markers.length} ${markers.length === 1 ? "marker" : "markers"}`
          : "Loading the map…"}
        {showRoutes && data ? ` · ${data.routes.length} ${data.routes.length === 1 ? "route" : "routes"} today` : ""}
        {" · Click a marker to open its job, Ctrl/Cmd+click to select it, drag to pan, scroll to zoom."}
      </p>

      <div className="grid gap-3 lg:grid-cols-2">
        <JobMapLegend />
        <NoLocationTray jobs={data?.no_location ?? []} onOpenJob={onOpenJob} />
      </div>
    </div>
  );
}

/** The element's size in CSS pixels, kept up to date as the layout changes. */
function useElementSize(ref: RefObject<HTMLElement | null>): TSize | null {
  const [size, setSize] = useState<TSize | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((old) => (old && old.width === width && old.height === height ? old : width && height ? { width, height } : null));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** The atlas, loaded once the map view opens; markers show at once and the lines appear when it arrives. */
function useBaseMap(): TBaseMap | null {
  const [base, setBase] = useState<TBaseMap | null>(null);
  useEffect(() => {
    let live = true;
    loadBaseMap()
      .then((loaded) => live && setBase(loaded))
      .catch(() => undefined); // without the atlas the markers still show on the plain sea colour
    return () => {
      live = false;
    };
  }, []);
  return base;
}
