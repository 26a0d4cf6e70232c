import { useState } from "react";
import { EmergencyContactDialog } from "./emergency-contact-dialog.tsx";
import { EmergencyDetailsDialog, type TPaidContact } from "./emergency-details-dialog.tsx";
import { EmergencyPaymentDialog } from "./emergency-payment-dialog.tsx";

type TStage = { name: "contact" } | { name: "payment" } | { name: "details"; bookingId?: string; paidContact?: TPaidContact };

/**
 * customer-side.md §2 Emergency dialogs and §4 Emergency flow: contact → payment → details.
 * With `detailsForBookingId` (the dashboard's "Complete Booking") it opens on the details.
 */
export function EmergencyFlow({ detailsForBookingId, onClose }: { detailsForBookingId?: string; onClose: () => void }) {
  const [stage, setStage] = useState<TStage>(detailsForBookingId ? { name: "details", bookingId: detailsForBookingId } : { name: "contact" });

  if (stage.name === "contact") return <EmergencyContactDialog onBook={() => setStage({ name: "payment" })} onClose={onClose} />;
  if (stage.name === "payment") {
    return <EmergencyPaymentDialog onPaid={(bookingId, paidContact) => setStage({ name: "details", bookingId, paidContact })} onClose={onClose} />;
  }
  // Just paid, the customer goes on to follow the visit; completing a paid one from the dashboard's
  // alert leaves them on the dashboard, where the alert's list shows what is left.
  return (
    <EmergencyDetailsDialog
      bookingId={stage.bookingId}
      paidContact={stage.paidContact}
      followTimeline={!detailsForBookingId}
      onDone={onClose}
      onClose={onClose}
    />
  );
}
