import { CloudLightning } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/lib/paths.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { useLocalizedPath } from "@/client/lib/i18n.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

/**
 * Storm-season mode's banner on every public page (decision 0160), read from the public settings:
 * it shows from the next page load after the admin saves a phase, as every setting does. In the
 * page's language, its link to the waitlist too.
 */
export function StormBanner() {
  const storm = usePublicSettings().data?.storm;
  const localized = useLocalizedPath();
  if (!storm || storm.phase === "off") return null;
  const counties = storm.counties.length > 0 ? m.storm_counties({ count: storm.counties.length, names: storm.counties.join(", ") }) : "";
  const landfall = storm.phase === "landfall";
  const { title, text } = landfall
    ? { title: m.storm_banner_landfall_title({ counties }), text: m.storm_banner_landfall_text() }
    : storm.phase === "prep"
      ? { title: m.storm_banner_prep_title({ counties }), text: m.storm_banner_prep_text() }
      : { title: m.storm_banner_recovery_title({ counties }), text: m.storm_banner_recovery_text() };
  return (
    <section aria-label={m.storm_notice_label()} className={landfall ? "bg-red-800 text-white" : "bg-amber-100 text-amber-950"}>
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <CloudLightning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm">
          <strong className="font-semibold">{title}.</strong> {text}{" "}
          {storm.phase !== "prep" ? (
            <Link to={localized(paths.stormWaitlist)} className="font-semibold underline underline-offset-2">
              {m.storm_join_waitlist()}
            </Link>
          ) : null}
        </p>
      </div>
    </section>
  );
}
