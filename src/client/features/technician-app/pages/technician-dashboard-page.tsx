import { Link } from "react-router";
import { Calculator, ClipboardList, Printer, Ruler, Wrench } from "lucide-react";
import { paths } from "@/client/lib/paths.ts";
import { useAuth } from "@/client/lib/auth/use-auth.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/ui/tabs.tsx";
import { useTechnicianMe } from "../api/get-technician-me.ts";
import { EstimateTab } from "../components/estimate-tab.tsx";
import { JobsTab } from "../components/jobs-tab.tsx";
import { MeasureTab } from "../components/measure-tab.tsx";
import { OfflineBanner } from "../components/offline-banner.tsx";
import { ToolsTab } from "../components/tools-tab.tsx";
import { useTechnicianOffline } from "../lib/offline-persistence.ts";
import { useTechnicianServiceWorker } from "../lib/register-service-worker.ts";
import { LanguageChoice } from "../components/language-choice.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

// staff-side.md §2 Technician Dashboard: a header with the pending count and the e-mail; tabs
// Jobs, Measure, Estimate, Tools. Measure and Estimate are their own components (techest branch).
const TABS = [
  { value: "jobs", label: m.tech_tab_jobs, icon: ClipboardList },
  { value: "measure", label: m.tech_tab_measure, icon: Ruler },
  { value: "estimate", label: m.tech_tab_estimate, icon: Calculator },
  { value: "tools", label: m.tech_tab_tools, icon: Wrench },
] as const;

export function TechnicianDashboardPage() {
  usePageTitle(m.tech_page_title());
  const { user } = useAuth();
  useTechnicianOffline(user?.id);
  useTechnicianServiceWorker();
  const me = useTechnicianMe();
  const pending = me.data?.jobs.pending;

  return (
    <>
      <header className="mb-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{m.tech_page_title()}</h1>
        <p className="mt-1 text-sm break-words text-slate-700">
          <span className="font-semibold">{pending === undefined ? "…" : m.tech_pending_count({ count: pending })}</span>
          {" · "}
          {me.data?.email ?? user?.email}
        </p>
        {/* Today's jobs in route order, printable. */}
        <Link
          to={paths.technicianDaySheet}
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <Printer aria-hidden="true" className="size-4" />
          {m.tech_day_sheet()}
        </Link>
        <LanguageChoice />
      </header>
      <OfflineBanner />
      <Tabs defaultValue="jobs">
        <TabsList fullWidth className="sm:max-w-xl">
          {TABS.map(({ value, label, icon: Icon }) => (
            // At 375 px the four names must fit side by side in Spanish too ("Herramientas").
            <TabsTrigger key={value} value={value} className="min-h-11 px-1 text-xs sm:px-4 sm:text-sm">
              <Icon aria-hidden="true" className="hidden sm:block" />
              {label()}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="jobs" className="mt-4">
          <JobsTab me={me.data} />
        </TabsContent>
        <TabsContent value="measure" className="mt-4">
          <MeasureTab />
        </TabsContent>
        <TabsContent value="estimate" className="mt-4">
          <EstimateTab />
        </TabsContent>
        <TabsContent value="tools" className="mt-4">
          <ToolsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
