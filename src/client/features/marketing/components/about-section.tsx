import { BadgeCheck, CircleDollarSign, Clock, ShieldCheck, Siren, Star } from "lucide-react";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { marketingFigureText } from "../marketing-figures.ts";

// customer-side.md §1: the claims HomeFix makes to homeowners; §9 marketing figures, from the settings.
const REASONS = [
  { id: "insured", icon: ShieldCheck, title: m.about_reason_insured_title, text: m.about_reason_insured_text },
  { id: "same-day", icon: Clock, title: m.about_reason_same_day_title, text: m.about_reason_same_day_text },
  { id: "pricing", icon: CircleDollarSign, title: m.about_reason_pricing_title, text: m.about_reason_pricing_text },
  { id: "guarantee", icon: BadgeCheck, title: m.about_reason_guarantee_title, text: m.about_reason_guarantee_text },
  { id: "emergency", icon: Siren, title: m.about_reason_emergency_title, text: m.about_reason_emergency_text },
  { id: "reputation", icon: Star, title: m.about_reason_reputation_title, text: m.about_reason_reputation_text },
] as const;

function useFigures() {
  const marketing = usePublicSettings().data?.marketing;
  const text = marketing ? marketingFigureText(marketing) : null;
  return [
    { value: text?.customers, label: m.about_figure_customers() },
    { value: text?.rating, label: m.about_figure_rating() },
    { value: text?.years, label: m.about_figure_years() },
    { value: "24/7", label: m.about_figure_emergency() },
  ];
}

export function AboutSection() {
  const figures = useFigures();
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-16 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:items-start">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{m.about_eyebrow()}</p>
            <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {m.about_heading()}
            </h2>
            <p className="mt-4 text-slate-600">{m.about_text()}</p>
            <ul className="mt-8 grid grid-cols-2 gap-4">
              {figures.map((figure) => (
                <li key={figure.label} className="rounded-2xl bg-brand-50 p-4">
                  <span className="block text-3xl font-extrabold text-brand-800">{figure.value ?? "\u00a0"}</span>{" "}
                  <span className="block text-sm font-medium text-slate-700">{figure.label}</span>
                </li>
              ))}
            </ul>
          </div>

          <ul className="grid gap-4 sm:grid-cols-2">
            {REASONS.map(({ id, icon: Icon, title, text }) => (
              <li key={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <span className="grid size-10 place-items-center rounded-xl bg-brand-600 text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{title()}</h3>
                <p className="mt-1 text-sm text-slate-600">{text()}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
