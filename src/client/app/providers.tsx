import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { AuthProvider } from "@/client/lib/auth/auth-context.tsx";
import { createQueryClient } from "@/client/lib/query-client.ts";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        {/* customer-side.md §9: the toast theme follows the system. */}
        <Toaster theme="system" richColors closeButton position="top-center" />
      </AuthProvider>
    </QueryClientProvider>
  );
}
