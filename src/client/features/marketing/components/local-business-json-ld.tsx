import { useEffect } from "react";
import { usePublicSettings } from "@/client/lib/settings/public-settings.ts";
import { localBusinessJsonLd } from "../local-business.ts";

const SCRIPT_ID = "local-business-jsonld";

/** Puts the business's LocalBusiness structured data in the page head while the landing page shows. */
export function LocalBusinessJsonLd() {
  const settings = usePublicSettings().data;
  useEffect(() => {
    if (!settings) return;
    const script = document.createElement("script");
    script.type = "application/ld+json";
    script.id = SCRIPT_ID;
    // textContent is never parsed as HTML; "<" is escaped anyway so the JSON cannot close the tag.
    script.textContent = JSON.stringify(localBusinessJsonLd(settings, window.location.origin)).replace(/</g, "\\u003c");
    document.getElementById(SCRIPT_ID)?.remove();
    document.head.append(script);
    return () => script.remove();
  }, [settings]);
  return null;
}
