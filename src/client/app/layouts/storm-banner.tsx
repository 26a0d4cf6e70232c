import { CloudLightning } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/client/lib/paths.ts";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";

/**
 * Storm-season mode's banner on every public page (decision 0160), read from the public settings:
 * it shows from the next page load after the admin saves a phase, as every setting does.
 */
export function StormBanner() {
  const storm = usePublicSettings().data?.storm;
  if (!storm || storm.phase === "off") return null;
  const counties = storm.counties.length > 0 ? ` (${storm.counties.join(", ")} ${storm.counties.length === 1 ? "County" : "counties"})` : "";
  const landfall = storm.phase === "landfall";
  const { title, text } = landfall
    ? {
        title: `Hurricane warning${counties}`,
        text: "Our crews are off the road until the storm passes. For life safety call 911. Bookings and the emergency visit are paused in the counties affected.",
      }
    : storm.phase === "prep"
      ? {
          title: `Hurricane watch: storm prep${counties}`,
          text: "Get shutters, gutters, yard and generator ready before the storm. Book storm prep below; part of each day is kept free for emergencies.",
        }
      : {
          title: `Storm recovery${counties}`,
          text: "Tarps, debris and fallen trees: tell us what the storm did and we come to the most urgent first.",
        };
  return (
    <section aria-label="Storm notice" className={landfall ? "bg-red-800 text-white" : "bg-amber-100 text-amber-950"}>
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <CloudLightning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm">
          <strong className="font-semibold">{title}.</strong> {text}{" "}
          {storm.phase !== "prep" ? (
            <Link to={paths.stormWaitlist} className="font-semibold underline underline-offset-2">
              Join the storm waitlist
            </Link>
          ) : null}
        </p>
      </div>
    </section>
  );
}
