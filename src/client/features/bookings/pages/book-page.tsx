import { Link } from "react-router";
import { Phone } from "lucide-react";
import { telHref } from "@/client/lib/format.ts";
import { paths } from "@/client/lib/paths.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { buttonClassName } from "@/client/ui/button.tsx";
import { InProgressPanel } from "@/client/ui/in-progress-panel.tsx";

export function BookPage() {
  usePageTitle("Book a Service");
  const phone = usePublicSettings().data?.phone;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Book a Service</h1>
      <p className="mt-3 mb-8 text-slate-600">Pick a service, choose a time that suits you and pay a small deposit online.</p>
      <InProgressPanel
        title="Online booking is almost ready"
        actions={
          <>
            <Link to={paths.services} className={buttonClassName()}>
              Browse Services
            </Link>
            {phone ? (
              <a href={telHref(phone)} className={buttonClassName({ variant: "accent" })}>
                <Phone aria-hidden="true" />
                Call {phone}
              </a>
            ) : null}
          </>
        }
      >
        Until then, browse our services or give us a call and we will book your visit for you.
      </InProgressPanel>
    </div>
  );
}
