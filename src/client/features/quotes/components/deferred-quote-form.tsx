import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Skeleton } from "@/client/ui/skeleton.tsx";
import { m } from "@/shared/i18n/paraglide/messages.js";

// The form brings react-hook-form and zod: download them only when the visitor nears the form.
const QuoteForm = lazy(() => import("./quote-form.tsx").then((module) => ({ default: module.QuoteForm })));

/** The same height as the form, so nothing moves when it arrives. */
function QuoteFormPlaceholder() {
  return (
    <div role="status" aria-label={m.loading()} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-[4.5rem]" />
        <Skeleton className="h-[4.5rem]" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-[4.5rem]" />
        <Skeleton className="h-[4.5rem]" />
      </div>
      <Skeleton className="h-40" />
      <Skeleton className="h-12 w-full sm:w-44" />
    </div>
  );
}

/** The quote form, loaded when it comes within a screen or so of the viewport. */
export function DeferredQuoteForm() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "800px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<QuoteFormPlaceholder />}>
          <QuoteForm />
        </Suspense>
      ) : (
        <QuoteFormPlaceholder />
      )}
    </div>
  );
}
