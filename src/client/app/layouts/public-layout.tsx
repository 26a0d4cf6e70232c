import { Outlet } from "react-router";
import { ResumeEmergencyAlert } from "@/client/features/emergency/components/resume-emergency-alert.tsx";
import { PaidDepositsAlert } from "@/client/features/bookings/components/paid-deposits-alert.tsx";
import { HydrateApart } from "@/client/ui/hydrate-apart.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "@/client/ui/skip-link.tsx";
import { LanguagePrompt } from "./language-prompt.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { StormBanner } from "./storm-banner.tsx";

export function PublicLayout() {
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <SiteHeader />
      <LanguagePrompt />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        <StormBanner />
        {/* A paid emergency this browser has not finished comes first. */}
        <ResumeEmergencyAlert />
        {/* Decision 0140: so is a booking's initial payment that no booking took yet. */}
        <PaidDepositsAlert className="mx-auto mt-6 max-w-7xl max-sm:mx-4 sm:mx-6 lg:mx-auto" />
        <Outlet />
      </main>
      <HydrateApart>
        <SiteFooter />
      </HydrateApart>
    </div>
  );
}
