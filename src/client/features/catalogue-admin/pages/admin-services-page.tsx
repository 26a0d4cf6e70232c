import { useEffect, useMemo, useState } from "react";
import { Plus } from "lucide-react";
import { toast } from "@/client/lib/toast.ts";
import type { TAdminService } from "@/shared/schemas/services-admin.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { ConfirmDialog } from "@/client/ui/confirm-dialog.tsx";
import { PageHeader } from "@/client/ui/page-header.tsx";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { useDeleteService } from "../api/delete-service.ts";
import { useAdminServices } from "../api/get-admin-services.ts";
import { ReviewsDialog } from "../components/reviews-dialog.tsx";
import { ServiceAdminCard } from "../components/service-admin-card.tsx";
import { ServiceFormDialog } from "../components/service-form-dialog.tsx";

type TOpen = { kind: "form"; service?: TAdminService } | { kind: "reviews"; service: TAdminService } | { kind: "delete"; service: TAdminService } | null;

const GRID = "grid gap-5 sm:grid-cols-2 xl:grid-cols-3";

/** staff-side.md §2 Service Management: the grid of every service, its dialogs, and delete. */
export function AdminServicesPage() {
  usePageTitle("Service Management");
  const services = useAdminServices();
  const remove = useDeleteService();
  const [open, setOpen] = useState<TOpen>(null);
  const categories = useMemo(() => [...new Set((services.data?.services ?? []).map((service) => service.category))].sort(), [services.data]);

  // §8: 'Failed to fetch services'.
  useEffect(() => {
    if (services.isError) toast.error("Error", { id: "admin-services", description: "Failed to fetch services" });
  }, [services.isError]);

  // Another service can be deleted before this one settles, and a second mutate drops the first
  // one's own callbacks: each delete awaits its own result.
  const confirmDelete = async () => {
    if (open?.kind !== "delete") return;
    const { service } = open;
    setOpen(null);
    try {
      const result = await remove.mutateAsync(service.id);
      // A service with bookings or jobs is kept, inactive, and the admin is told.
      if (result.outcome === "deactivated") toast.info("Service made inactive", { description: result.message });
      else toast.success("Success", { description: "Service deleted successfully" });
    } catch {
      toast.error("Error", { description: "Failed to delete service" });
    }
  };

  return (
    <>
      <PageHeader
        title="Service Management"
        description="Add and edit services, their media, display settings and reviews."
        actions={
          <Button onClick={() => setOpen({ kind: "form" })}>
            <Plus aria-hidden="true" />
            Add Service
          </Button>
        }
      />

      {services.isPending ? (
        <div role="status" aria-label="Loading services" className={GRID}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-80 rounded-2xl" />
          ))}
        </div>
      ) : services.isError ? (
        <Alert variant="destructive" title="Failed to fetch services">
          <Button variant="link" className="h-auto p-0" onClick={() => void services.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : services.data.services.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-700">No services yet.</p>
          <Button className="mt-4" onClick={() => setOpen({ kind: "form" })}>
            <Plus aria-hidden="true" />
            Add Service
          </Button>
        </div>
      ) : (
        <ul className={GRID}>
          {services.data.services.map((service, index) => (
            <li key={service.id}>
              <ServiceAdminCard
                service={service}
                eager={index < 3}
                onEdit={() => setOpen({ kind: "form", service })}
                onReviews={() => setOpen({ kind: "reviews", service })}
                onDelete={() => setOpen({ kind: "delete", service })}
              />
            </li>
          ))}
        </ul>
      )}

      {open?.kind === "form" ? (
        <ServiceFormDialog key={open.service?.id ?? "new"} service={open.service} categories={categories} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === "reviews" ? <ReviewsDialog service={open.service} onClose={() => setOpen(null)} /> : null}
      <ConfirmDialog
        open={open?.kind === "delete"}
        title="Delete service"
        stayLabel="Cancel"
        leaveLabel="Delete"
        onStay={() => setOpen(null)}
        onLeave={confirmDelete}
      >
        Are you sure you want to delete this service?
      </ConfirmDialog>
    </>
  );
}
