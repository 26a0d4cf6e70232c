import { ServicesSection } from "@/client/features/catalogue/components/services-section.tsx";
import { AboutSection } from "@/client/features/marketing/components/about-section.tsx";
import { ContactSection } from "@/client/features/marketing/components/contact-section.tsx";
import { HeroSection } from "@/client/features/marketing/components/hero-section.tsx";
import { usePageTitle } from "@/client/lib/use-page-title.ts";
import { useUrlErrorToast } from "@/client/lib/use-url-error-toast.ts";

// The landing page composes sections from several features, so it lives with the app rather
// than inside one feature (STYLE.md: a feature does not reach into another feature's files).
export function LandingPage() {
  usePageTitle();
  useUrlErrorToast();
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
