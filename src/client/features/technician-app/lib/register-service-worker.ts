import { useEffect } from "react";

/**
 * Phone first (decision 0064): the technician app's service worker, built by
 * vite-plugin-pwa with Workbox. Only production builds have one, and only /technician is in its
 * scope, so the rest of the site is served as before.
 */
export function useTechnicianServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/technician" }).catch(() => {
      // Without a worker the app still works online; the offline queue does not need it.
    });
  }, []);
}
