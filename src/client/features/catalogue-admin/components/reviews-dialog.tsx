import type { TAdminService } from "@/shared/schemas/services-admin.ts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/ui/dialog.tsx";
import { ReviewsPanel } from "./reviews-panel.tsx";

/** staff-side.md §2: a Reviews dialog per service. */
export function ReviewsDialog({ service, onClose }: { service: TAdminService; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Reviews</DialogTitle>
          <DialogDescription>{service.name}: newest first.</DialogDescription>
        </DialogHeader>
        <ReviewsPanel serviceId={service.id} serviceName={service.name} />
      </DialogContent>
    </Dialog>
  );
}
