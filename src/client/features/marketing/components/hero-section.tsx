import { Link } from "react-router";
import { BadgeCheck, Clock, MapPin, Phone, ShieldCheck, Siren, ThumbsUp } from "lucide-react";
import { SERVICE_AREA_CITIES } from "@/shared/constants.ts";
import { telHref } from "@/client/lib/format.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { buttonClassName } from "@/client/ui/button.tsx";

// customer-side.md §1 and §2 Landing page: hero claims, stats and calls to action.
const STATS = [
  { value: "500+", label: "Projects" },
  { value: "5.0", label: "Rating" },
  { value: "24/7", label: "Support" },
] as const;

const BADGES = [
  { icon: ShieldCheck, label: "Licensed & Insured" },
  { icon: Clock, label: "Same-Day Service" },
  { icon: ThumbsUp, label: "Satisfaction Guaranteed" },
] as const;

export function HeroSection() {
  const phone = usePublicSettings().data?.phone;

  return (
    <section
      id="home"
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-20 [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:28px_28px]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:px-8 lg:py-24">
        <div>
          <ul className="mb-6 flex flex-wrap gap-2">
            {BADGES.map(({ icon: Icon, label }) => (
              <li
                key={label}
                className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-brand-50 ring-1 ring-white/20 ring-inset"
              >
                <Icon aria-hidden="true" className="size-3.5 text-accent-300" />
                {label}
              </li>
            ))}
          </ul>

          <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Home repairs done right, <span className="text-accent-300">the first time.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">
            Trusted handyman and home repair pros for Central Florida homeowners. Fair, upfront pricing and a quality
            guarantee on every job.
          </p>
          <p className="mt-4 flex items-start gap-2 text-sm font-medium text-brand-50">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
            <span>
              <span className="sr-only">Serving </span>
              {SERVICE_AREA_CITIES.join(", ")}
            </span>
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {phone ? (
              <a href={telHref(phone)} className={buttonClassName({ variant: "accent", size: "lg", className: "focus-visible:outline-white" })}>
                <Phone aria-hidden="true" />
                Call Now
              </a>
            ) : null}
            <Link to={{ hash: "#services" }} className={buttonClassName({ variant: "outlineInverse", size: "lg" })}>
              View Services
            </Link>
          </div>

          <p className="mt-6 inline-flex items-center gap-2 rounded-lg bg-accent-600/20 px-3 py-2 text-sm font-medium text-accent-100 ring-1 ring-accent-400/40 ring-inset">
            <Siren aria-hidden="true" className="size-4 text-accent-300" />
            Emergency service available 24/7, with a response within 2 hours
          </p>
        </div>

        <div className="rounded-3xl bg-white/10 p-6 ring-1 ring-white/15 backdrop-blur-sm sm:p-8">
          <ul aria-label="HomeFix at a glance" className="grid grid-cols-3 gap-4 text-center">
            {STATS.map((stat) => (
              <li key={stat.label} className="rounded-2xl bg-white/10 px-2 py-4">
                <span className="block text-2xl font-extrabold sm:text-3xl">{stat.value}</span>{" "}
                <span className="block text-sm font-medium text-brand-100">{stat.label}</span>
              </li>
            ))}
          </ul>
          <ul className="mt-6 space-y-3 text-sm text-brand-50">
            {[
              "Background-checked, licensed and insured technicians",
              "Upfront prices before any work starts",
              "Book online in minutes, or call and talk to a person",
            ].map((line) => (
              <li key={line} className="flex items-start gap-2">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
                {line}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
