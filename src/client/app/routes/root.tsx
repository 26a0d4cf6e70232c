import { Outlet, ScrollRestoration, useNavigation } from "react-router";

/** Wraps every page: scroll handling (top on navigation, to #section for hash links) and a progress bar while a page's code loads. */
export function Root() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== "idle" ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100">
          <div className="h-full w-2/5 animate-progress bg-brand-600" />
        </div>
      ) : null}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
