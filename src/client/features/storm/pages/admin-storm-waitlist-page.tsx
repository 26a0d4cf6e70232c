import { useState } from "react";
import { STORM_NEED_LABELS } from "@/shared/rules/storm.ts";
import { errorMessage } from "@/client/lib/api-client.ts";
import { toast } from "@/client/lib/toast.ts";
import { Button } from "@/client/ui/button.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { Pager } from "@/client/ui/pager.tsx";
import { LoadingState } from "@/client/ui/spinner.tsx";
import { ADMIN_WAITLIST_PAGE, useAdminStormWaitlist, useMarkWaitlistBooked } from "../api/admin-storm-waitlist.ts";

/** The storm waitlist (decision 0160): the office calls from the top and marks each request booked. */
export function AdminStormWaitlistPage() {
  const [page, setPage] = useState(1);
  const list = useAdminStormWaitlist(page);
  const booked = useMarkWaitlistBooked();
  const markBooked = (id: string, name: string) =>
    booked.mutate(id, {
      onSuccess: () => toast.success("Success", { description: `${name} booked and taken off the waitlist` }),
      onError: (error) => toast.error("Error", { description: errorMessage(error) }),
    });
  return (
    <div>
      <PageHeader
        title="Storm waitlist"
        description="Most urgent need first (water coming in or an open roof, a tree on the house, a blocked exit, debris, cosmetic), then oldest."
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <p className="text-red-700">{errorMessage(list.error)}</p>
      ) : list.data.entries.length === 0 ? (
        <p className="text-slate-600">No one is waiting.</p>
      ) : (
        <>
          <ol className="space-y-3" aria-label="Waiting requests">
            {list.data.entries.map((entry) => (
              <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">
                      {entry.place}. {entry.customer_name}
                    </p>
                    <p className="text-sm font-medium text-amber-900">{STORM_NEED_LABELS[entry.need]}</p>
                    <p className="text-sm break-words text-slate-600">
                      {entry.service_address}, {entry.service_city} ({entry.county}) ·{" "}
                      <a href={`tel:${entry.customer_phone.replace(/\D/g, "")}`}>{entry.customer_phone}</a> · {entry.customer_email}
                    </p>
                    {entry.details ? <p className="mt-1 text-sm text-slate-700">{entry.details}</p> : null}
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={booked.isPending}
                    onClick={() => markBooked(entry.id, entry.customer_name)}
                    aria-label={`Mark ${entry.customer_name} booked`}
                  >
                    Mark booked
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          <Pager label="Waitlist pages" page={page} pageCount={Math.ceil(list.data.total / ADMIN_WAITLIST_PAGE)} total={list.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
