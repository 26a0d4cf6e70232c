import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { SearchX } from "lucide-react";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { useLocalizedPath } from "@/client/lib/i18n.ts";
import { paths } from "@/client/lib/paths.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { buttonClassName } from "@/client/ui/button.tsx";

// customer-side.md §2: '404', 'Oops! Page not found', 'Return to Home'; the path is logged.
export function NotFoundPage() {
  const location = useLocation();
  const localized = useLocalizedPath();
  usePageTitle(m.not_found_title());

  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
  }, [location.pathname]);

  return (
    <div className="grid min-h-[60vh] place-items-center px-6 py-16">
      <div className="text-center">
        <span className="mx-auto mb-6 grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
          <SearchX aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-6xl font-extrabold tracking-tight text-brand-800">404</h1>
        <p className="mt-3 text-xl text-slate-700">{m.not_found_text()}</p>
        <Link to={localized(paths.home)} className={buttonClassName({ size: "lg", className: "mt-8" })}>
          {m.not_found_home()}
        </Link>
      </div>
    </div>
  );
}
