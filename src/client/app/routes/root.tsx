import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { DialogsProvider } from "../dialogs/dialogs-provider.tsx";

/**
 * Wraps every page: scroll handling (top on navigation, to #section for hash links), a progress
 * bar while a page's code loads, and the site-wide dialogs (inside the router, so they can link).
 */
export function Root() {
  const navigation = useNavigation();
  return (
    <DialogsProvider>
      {navigation.state !== "idle" ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100">
          <div className="h-full w-2/5 animate-progress bg-brand-600" />
        </div>
      ) : null}
      <ScrollRestoration />
      <Outlet />
    </DialogsProvider>
  );
}
