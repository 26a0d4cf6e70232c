import { StormCollection } from "@/client/features/catalogue/components/storm-collection.tsx";
import { ServicesSection } from "@/client/features/catalogue/components/services-section.tsx";
import { AboutSection } from "@/client/features/marketing/components/about-section.tsx";
import { ContactSection } from "@/client/features/marketing/components/contact-section.tsx";
import { HeroSection } from "@/client/features/marketing/components/hero-section.tsx";
import { LocalBusinessJsonLd } from "@/client/features/marketing/components/local-business-json-ld.tsx";
import { useKeepHashInView } from "@/client/features/marketing/use-keep-hash-in-view.ts";
import { DeferredQuoteForm } from "@/client/features/quotes/components/deferred-quote-form.tsx";
import { defaultDescription, usePageMeta } from "@/client/lib/use-page-meta.ts";
import { useUrlErrorToast } from "@/client/lib/use-url-error-toast.ts";
import { HydrateApart } from "@/client/ui/hydrate-apart.tsx";
import { favoriteCorner } from "./favorite-corner.tsx";

// The landing page composes sections from several features, so it lives with the app rather
// than inside one feature (STYLE.md: a feature does not reach into another feature's files).
export function LandingPage() {
  usePageMeta({ description: defaultDescription() });
  useUrlErrorToast();
  useKeepHashInView();
  return (
    <>
      <LocalBusinessJsonLd />
      <HeroSection />
      {/* Below the hero, each section hydrates apart, after the frame (decision 0192). */}
      <HydrateApart>
        <StormCollection />
      </HydrateApart>
      <HydrateApart>
        <ServicesSection cardCorner={favoriteCorner} />
      </HydrateApart>
      <HydrateApart>
        <AboutSection />
      </HydrateApart>
      <HydrateApart>
        <ContactSection quoteForm={<DeferredQuoteForm />} />
      </HydrateApart>
    </>
  );
}
