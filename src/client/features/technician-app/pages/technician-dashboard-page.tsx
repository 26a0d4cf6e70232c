import { Calculator, ClipboardList, Ruler, Wrench } from "lucide-react";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { InProgressPanel } from "@/client/ui/in-progress-panel.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/ui/tabs.tsx";

// staff-side.md §2 Technician Dashboard: tabs Jobs, Measure, Estimate, Tools.
const TABS = [
  { value: "jobs", label: "Jobs", icon: ClipboardList, text: "Your assigned jobs, with Start Job, Complete, directions and notes." },
  { value: "measure", label: "Measure", icon: Ruler, text: "The room measurement tool, with rooms saved to the job." },
  { value: "estimate", label: "Estimate", icon: Calculator, text: "Build an estimate from services, items and labour, then send it." },
  { value: "tools", label: "Tools", icon: Wrench, text: "Photo capture and notes for the job you are on." },
] as const;

export function TechnicianDashboardPage() {
  usePageTitle("Technician Dashboard");
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Technician Dashboard</h1>
      <Tabs defaultValue="jobs" className="mt-6">
        <TabsList fullWidth className="sm:max-w-xl">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="px-2 sm:px-4">
              <Icon aria-hidden="true" className="hidden sm:block" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, label, text }) => (
          <TabsContent key={value} value={value}>
            <InProgressPanel title={`${label} is being built`}>{text}</InProgressPanel>
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
