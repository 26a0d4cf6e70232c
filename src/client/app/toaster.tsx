import { useEffect, useSyncExternalStore } from "react";
import { Toaster } from "sonner";
import { toasterMounted } from "@/client/lib/toast.ts";

/** Tailwind's `max-sm`, as ui/dialog.tsx uses it to keep the toasts' band free. */
const PHONE = "(max-width: 639px)";

const subscribePhone = (notify: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", notify);
  return () => query.removeEventListener("change", notify);
};

/** The app's toaster, loaded after the first script (lib/toast.ts). */
export function AppToaster() {
  useEffect(() => toasterMounted(), []);
  // Decision 0122: on a phone the toasts sit at the bottom, where they cover neither the site's
  // header (menu, Log In, call) nor, in the band ui/dialog.tsx leaves them, a dialog.
  const onPhone = useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  return (
    // customer-side.md §9: the toast theme follows the system.
    <Toaster theme="system" richColors closeButton position={onPhone ? "bottom-center" : "top-center"} mobileOffset={{ bottom: 8, left: 8, right: 8 }} />
  );
}
