import { CircleCheck } from "lucide-react";
import type { TPublicService } from "@/shared/schemas/catalogue.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { englishLang } from "@/shared/rules/content-language.ts";

/** customer-side.md §2 Features tab: a feature list. */
export function DetailFeaturesTab({ service }: { service: TPublicService }) {
  if (service.features.length === 0) {
    return <p className="rounded-xl bg-slate-50 p-6 text-center text-sm text-slate-600">{m.detail_no_features()}</p>;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2" lang={englishLang(service, "features")}>
      {service.features.map((feature) => (
        <li key={feature} className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 text-sm text-slate-800">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
