import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import { DialogsContext, type TDialogs } from "@/client/lib/dialogs.tsx";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";

// Loaded on first use, so pages that never open a dialog never download one.
const BookingDialog = lazy(() => import("@/client/features/bookings/components/booking-dialog.tsx").then((m) => ({ default: m.BookingDialog })));
const EmergencyFlow = lazy(() => import("@/client/features/emergency/components/emergency-flow.tsx").then((m) => ({ default: m.EmergencyFlow })));
const ChatDialog = lazy(() => import("@/client/features/chat/components/chat-dialog.tsx").then((m) => ({ default: m.ChatDialog })));

type TOpen =
  | { kind: "booking"; service: TPublicService }
  | { kind: "emergency"; detailsFor?: { bookingId: string; onClose?: () => void } }
  | { kind: "chat"; service?: TPublicService }
  | null;

export function DialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<TOpen>(null);
  const dialogs = useMemo<TDialogs>(
    () => ({
      openBooking: (service) => setOpen({ kind: "booking", service }),
      openEmergency: () => setOpen({ kind: "emergency" }),
      openChat: (service) => setOpen({ kind: "chat", service }),
      openEmergencyDetails: (bookingId, onClose) => setOpen({ kind: "emergency", detailsFor: { bookingId, onClose } }),
    }),
    [],
  );
  const close = () => setOpen(null);

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      <Suspense fallback={null}>
        {open?.kind === "booking" && <BookingDialog service={open.service} onClose={close} />}
        {open?.kind === "emergency" && (
          <EmergencyFlow
            detailsForBookingId={open.detailsFor?.bookingId}
            onClose={() => {
              open.detailsFor?.onClose?.();
              close();
            }}
          />
        )}
        {open?.kind === "chat" && <ChatDialog service={open.service} onClose={close} />}
      </Suspense>
    </DialogsContext.Provider>
  );
}
