import { useEffect } from "react";
import { useLocation } from "react-router";

const SETTLE_MS = 5000;
const USER_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * A link to `/#contact` scrolls there at once, but the hero and the catalogue above it fill in a
 * moment later and push the section down. Until the page settles (or the visitor scrolls on their
 * own), keep the linked section at the top.
 */
export function useKeepHashInView(): void {
  const { hash } = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let stopped = false;
    const stop = () => {
      stopped = true;
    };
    const observer = new ResizeObserver(() => {
      if (!stopped) document.getElementById(id)?.scrollIntoView({ block: "start" });
    });
    observer.observe(document.body);
    for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
    const timer = window.setTimeout(() => observer.disconnect(), SETTLE_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of USER_INPUT) window.removeEventListener(type, stop);
    };
  }, [hash]);
}
