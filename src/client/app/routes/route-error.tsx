import { isRouteErrorResponse, useRouteError } from "react-router";
import { TriangleAlert } from "lucide-react";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { Button } from "@/client/ui/button.tsx";

/** Shown when a page throws or its code cannot be loaded (for example after a new release). */
export function RouteError() {
  const error = useRouteError();
  usePageTitle("Something went wrong");
  console.error(error);

  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "An unexpected error occurred. Reloading the page usually fixes it.";

  return (
    <main className="grid min-h-svh place-items-center bg-slate-50 px-6">
      <div className="max-w-md text-center">
        <span className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-accent-100 text-accent-700">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-slate-600">{detail}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <Button variant="outline" asChild>
            <a href="/">Return to Home</a>
          </Button>
        </div>
      </div>
    </main>
  );
}
