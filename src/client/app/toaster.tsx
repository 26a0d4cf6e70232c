import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterMounted } from "@/client/lib/toast.ts";

/** The app's toaster, loaded after the first script (lib/toast.ts). */
export function AppToaster() {
  useEffect(() => toasterMounted(), []);
  return (
    // customer-side.md §9: the toast theme follows the system. On a phone, toasts stay in the
    // band above dialogs (ui/dialog.tsx), issue #7 item 14.
    <Toaster theme="system" richColors closeButton position="top-center" mobileOffset={{ top: 8, left: 8, right: 8 }} />
  );
}
