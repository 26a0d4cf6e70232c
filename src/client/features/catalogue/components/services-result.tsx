import type { ReactNode } from "react";
import { RotateCw } from "lucide-react";
import { Alert } from "@/client/ui/alert.tsx";
import { Button } from "@/client/ui/button.tsx";
import { useServices } from "../api/get-services.ts";
import { ServiceGrid } from "./service-grid.tsx";

/** The active services, with their loading, empty and failed states. */
export function ServicesResult({ loading, headingLevel }: { loading: ReactNode; headingLevel?: "h2" | "h3" }) {
  const services = useServices();

  if (services.isPending) return loading;
  if (services.isError) {
    return (
      <Alert variant="destructive" title="We could not load our services">
        <p>Please try again, or call us and we will help you right away.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void services.refetch()}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </Alert>
    );
  }
  if (services.data.services.length === 0) {
    return <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-600">No services are available right now.</p>;
  }
  return <ServiceGrid services={services.data.services} headingLevel={headingLevel} />;
}
