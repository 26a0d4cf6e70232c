import { createContext, useContext } from "react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";

/**
 * The site-wide dialogs any page can open: booking a service, the emergency flow and the
 * support chat (customer-side.md §2 Other dialogs). Features call `useDialogs()`; the app
 * provides it and loads each dialog's code only when it is first opened.
 */
export type TDialogs = {
  openBooking: (service: TPublicService) => void;
  openEmergency: () => void;
  openChat: (service?: TPublicService) => void;
  /** customer-side.md §2 Dashboard emergency alert: the details step for a paid booking. */
  openEmergencyDetails: (bookingId: string, onClose?: () => void) => void;
};

export const DialogsContext = createContext<TDialogs | null>(null);

export function useDialogs(): TDialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error("useDialogs must be used within a DialogsProvider");
  return dialogs;
}
