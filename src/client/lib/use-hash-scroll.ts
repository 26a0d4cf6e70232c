import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Scrolls to `#id` once the page's content is first `ready`: the section moves down as the
 * data above it loads, so the router's scroll on navigation can land in the wrong place. Once
 * per visit, so later refetches never move the page under the reader.
 */
export function useHashScroll(id: string, ready: boolean) {
  const { hash, key } = useLocation();
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || hash !== `#${id}` || scrolledFor.current === key) return;
    scrolledFor.current = key;
    document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, [hash, id, key, ready]);
}
