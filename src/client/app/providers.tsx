import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { AuthProvider } from "@/client/lib/auth/auth-context.tsx";
import { queryClient } from "./query-client.ts";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        {/* customer-side.md §9: the toast theme follows the system. */}
        {/* On a phone, toasts stay in the band above dialogs (ui/dialog.tsx), issue #7 item 14. */}
        <Toaster theme="system" richColors closeButton position="top-center" mobileOffset={{ top: 8, left: 8, right: 8 }} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
