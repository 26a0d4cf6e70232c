import { useEffect, useState } from "react";
import { LayoutGrid, List, Map as MapIcon } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { TJobFilters, TJobListItem, TJobViewPreferences } from "@/shared/schemas/jobs.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Label } from "@/client/ui/label.tsx";
import { Switch } from "@/client/ui/switch.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/ui/tabs.tsx";
import { jobsExportHref } from "../api/export-jobs.ts";
import { useJobCount } from "../api/get-job-count.ts";
import { useJobPreferences } from "../api/get-job-preferences.ts";
import { useJobs } from "../api/get-jobs.ts";
import { BulkBar } from "../components/bulk-bar.tsx";
import { JobDetailDialog } from "../components/job-detail-dialog.tsx";
import { JobFormDialog } from "../components/job-form-dialog.tsx";
import { JobGrid } from "../components/job-grid.tsx";
import { JobList } from "../components/job-list.tsx";
import { JobMapView } from "../components/job-map/job-map-view.tsx";
import type { TJobSelection } from "../components/job-selection.ts";
import { JobSettingsDialog, VIEW_LABELS } from "../components/job-settings-dialog.tsx";
import { JobSummaryCards } from "../components/job-summary-cards.tsx";
import { JobsHeader } from "../components/jobs-header.tsx";
import { JobsResults } from "../components/jobs-results.tsx";
import { JobsToolbar } from "../components/jobs-toolbar.tsx";
import { hasActiveFilters, useJobsParams, type TJobView } from "../components/use-jobs-params.ts";
import { useLiveJobs } from "../api/use-live-jobs.ts";

const DEFAULT_PREFERENCES: TJobViewPreferences = { default_view: "grid", wide_layout: false, page_size: 20 };
const NO_SELECTION: ReadonlySet<string> = new Set();
const VIEW_ICONS = { grid: LayoutGrid, list: List, map: MapIcon } as const;

type TFormState = { job: TJobListItem | null } | null;

/** staff-side.md §2 Jobs Management, on server data. */
export function AdminJobsPage() {
  usePageTitle("Jobs Management");
  useLiveJobs();
  const { filters, view: urlView, jobId, update } = useJobsParams();
  const preferencesQuery = useJobPreferences();
  const preferences = preferencesQuery.data ?? DEFAULT_PREFERENCES;
  // The saved settings decide the first view and page size; a failed read falls back to the defaults.
  const settingsReady = !preferencesQuery.isPending;
  const view: TJobView = urlView ?? preferences.default_view;
  const [wideOverride, setWideOverride] = useState<boolean | null>(null);
  const wide = wideOverride ?? preferences.wide_layout;

  const count = useJobCount(filters);
  const jobs = useJobs(filters, preferences.page_size, settingsReady && view !== "map");
  const filtered = hasActiveFilters(filters);

  // §8: 'Failed to fetch jobs', once per failure.
  const failedAt = jobs.isError ? jobs.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error("Error", { id: "jobs-fetch-failed", description: "Failed to fetch jobs" });
  }, [failedAt]);

  // The selection belongs to the filters it was made under: new filters start a new one.
  const filterKey = JSON.stringify(filters);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: filterKey, ids: NO_SELECTION });
  const selectedIds = selection.key === filterKey ? selection.ids : NO_SELECTION;
  const select = (change: (ids: Set<string>) => void) => {
    const next = new Set(selectedIds);
    change(next);
    setSelection({ key: filterKey, ids: next });
  };
  const selectionProps: TJobSelection = {
    selectedIds,
    onToggle: (id) => select((ids) => (ids.has(id) ? ids.delete(id) : ids.add(id))),
    onToggleAll: (shown, on) => select((ids) => shown.forEach((id) => (on ? ids.add(id) : ids.delete(id)))),
  };
  const clearSelection = () => setSelection({ key: filterKey, ids: NO_SELECTION });

  const [form, setForm] = useState<TFormState>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const openJob = (id: string) => update({ job: id });
  const changeFilters = (patch: Partial<TJobFilters>) => update(patch);

  return (
    <div className="space-y-6">
      <JobsHeader
        count={count.data}
        selected={selectedIds.size}
        exportHref={jobsExportHref(filters)}
        onNewJob={() => setForm({ job: null })}
        onSettings={() => setSettingsOpen(true)}
      />
      <JobSummaryCards />
      <JobsToolbar filters={filters} onChange={update} />
      {selectedIds.size > 0 ? <BulkBar selectedIds={selectedIds} onClear={clearSelection} /> : null}

      <Tabs value={view} onValueChange={(next) => update({ view: next })}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label="Jobs view" className="w-full sm:w-auto [&>*]:flex-1 sm:[&>*]:flex-none">
            {(Object.keys(VIEW_LABELS) as TJobView[]).map((key) => {
              const Icon = VIEW_ICONS[key];
              return (
                <TabsTrigger key={key} value={key} className="px-2 sm:px-3">
                  <Icon aria-hidden="true" className="max-sm:hidden" />
                  {VIEW_LABELS[key]}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {view !== "map" ? (
            // Wide layout changes nothing on a phone: the toggle shows from tablet width.
            <div className="hidden items-center gap-2 md:flex">
              <Switch id="jobs-wide-layout" checked={wide} onCheckedChange={setWideOverride} />
              <Label htmlFor="jobs-wide-layout">Wide layout</Label>
            </div>
          ) : null}
        </div>
        {(["grid", "list"] as const).map((key) => (
          <TabsContent key={key} value={key}>
            {view === key ? (
              <JobsResults query={jobs} view={key} filtered={filtered} total={count.data?.filtered} onCreate={() => setForm({ job: null })}>
                {(rows) =>
                  key === "grid" ? (
                    <JobGrid jobs={rows} wide={wide} selection={selectionProps} onOpen={openJob} />
                  ) : (
                    <JobList jobs={rows} wide={wide} selection={selectionProps} onOpen={openJob} />
                  )
                }
              </JobsResults>
            ) : null}
          </TabsContent>
        ))}
        <TabsContent value="map">
          {view === "map" ? (
            <JobMapView
              filters={filters}
              selectedIds={selectedIds}
              onOpenJob={openJob}
              onToggleSelect={selectionProps.onToggle}
              onFiltersChange={changeFilters}
            />
          ) : null}
        </TabsContent>
      </Tabs>

      {jobId ? (
        <JobDetailDialog
          jobId={jobId}
          onClose={() => update({ job: null })}
          onEdit={(job) => {
            update({ job: null });
            setForm({ job });
          }}
        />
      ) : null}
      {form ? <JobFormDialog job={form.job} onClose={() => setForm(null)} /> : null}
      {settingsOpen ? (
        <JobSettingsDialog
          preferences={preferences}
          onClose={() => setSettingsOpen(false)}
          onSaved={(saved) => {
            // The saved settings apply now: the chosen default view and the saved layout.
            setWideOverride(null);
            update({ view: saved.default_view });
          }}
        />
      ) : null}
    </div>
  );
}
