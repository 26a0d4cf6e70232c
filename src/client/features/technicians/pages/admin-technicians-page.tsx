import { HardHat } from "lucide-react";
import { errorMessage } from "@/client/lib/api-client.ts";
import { formatDay } from "@/client/lib/format.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { Pager } from "@/client/ui/pager.tsx";
import { SearchField } from "@/client/ui/search-field.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useTechnicians } from "../api/get-technicians.ts";
import { TechnicianCard } from "../components/technician-card.tsx";
import { useTechniciansParams } from "../components/use-technicians-params.ts";

/**
 * Technicians (`/admin/technicians`, in place of 'Technicians Page - Coming Soon'):
 * each technician's assigned, active and completed jobs, today's schedule and the rating of
 * their completed jobs' reviews; searched and paged on the server.
 */
export function AdminTechniciansPage() {
  usePageTitle("Technicians");
  const { params, update } = useTechniciansParams();
  const technicians = useTechnicians(params);
  const data = technicians.data;

  return (
    <>
      <PageHeader
        title="Technicians"
        description={data ? `Your team, their jobs and today's schedule (${formatDay(data.today)}).` : "Your team, their jobs and today's schedule."}
      />
      <div className="space-y-5">
        <SearchField label="Search technicians" placeholder="Name or e-mail" value={params.q} onSearch={(q) => update({ q })} />
        {technicians.isPending ? (
          <div role="status" aria-label="Loading technicians" className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-56 rounded-2xl" />
            <Skeleton className="h-56 rounded-2xl" />
            <Skeleton className="h-56 rounded-2xl" />
          </div>
        ) : technicians.isError ? (
          <Alert variant="destructive" title="Failed to load technicians">
            <p>{errorMessage(technicians.error)}</p>
          </Alert>
        ) : technicians.data.items.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <HardHat aria-hidden="true" className="mx-auto size-10 text-slate-400" />
            <p className="mt-3 text-lg font-semibold text-slate-900">No technicians found</p>
            <p className="mt-1 text-slate-600">
              {params.q ? "Try a different name or e-mail." : "Give someone the technician role in Settings, User Management."}
            </p>
          </div>
        ) : (
          <ul aria-label="Technicians" aria-busy={technicians.isPlaceholderData} className="grid gap-4 lg:grid-cols-2">
            {technicians.data.items.map((technician) => (
              <TechnicianCard key={technician.id} technician={technician} />
            ))}
          </ul>
        )}
        {data ? <Pager label="Technician pages" page={data.page} pageCount={data.page_count} total={data.total} onPage={(page) => update({ page })} /> : null}
      </div>
    </>
  );
}
