import { BadgeCheck, CircleDollarSign, Clock, ShieldCheck, Siren, Star } from "lucide-react";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { marketingFigureText } from "../marketing-figures.ts";

// customer-side.md §1: the claims HomeFix makes to homeowners; §9 marketing figures, from the settings.
const REASONS = [
  { icon: ShieldCheck, title: "Licensed & insured pros", text: "Every technician is background-checked, licensed and fully insured." },
  { icon: Clock, title: "Same-day service", text: "Book before noon and we can often be at your door the same day." },
  { icon: CircleDollarSign, title: "Fair, upfront pricing", text: "You see the price before we start. No surprises on the invoice." },
  { icon: BadgeCheck, title: "Quality guarantee", text: "If something is not right, we come back and make it right." },
  { icon: Siren, title: "24/7 emergency service", text: "Leaks, outages and break-ins don't wait, and neither do we." },
  { icon: Star, title: "5-star reputation", text: "Hundreds of Central Florida homeowners trust us with their homes." },
] as const;

function useFigures() {
  const marketing = usePublicSettings().data?.marketing;
  const text = marketing ? marketingFigureText(marketing) : null;
  return [
    { value: text?.customers, label: "Happy customers" },
    { value: text?.rating, label: "Star rating" },
    { value: text?.years, label: "Years of experience" },
    { value: "24/7", label: "Emergency service" },
  ];
}

export function AboutSection() {
  const figures = useFigures();
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-16 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:items-start">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">About us</p>
            <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Why homeowners choose HomeFix
            </h2>
            <p className="mt-4 text-slate-600">
              HomeFix is a local team of handymen and repair specialists serving Central Florida. We treat every home like our own: we show up on time, explain
              the work, keep the site clean and stand behind the result.
            </p>
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
            {REASONS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <span className="grid size-10 place-items-center rounded-xl bg-brand-600 text-white">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
