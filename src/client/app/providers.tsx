import { lazy, Suspense, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { AuthProvider } from "@/client/lib/auth/auth-context.tsx";
import { LiveEventsProvider } from "@/client/lib/live/live-events-context.tsx";
import { useToasterWanted } from "@/client/lib/toast.ts";

const AppToaster = lazy(() => import("./toaster.tsx").then((m) => ({ default: m.AppToaster })));

/** The toaster, mounted (and its code loaded) when the first toast is asked for (lib/toast.ts). */
function LazyToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

/** The app's providers; the query cache is the browser's one, or the server's one per request. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <LiveEventsProvider>{children}</LiveEventsProvider>
        <LazyToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
