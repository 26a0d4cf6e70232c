import { Suspense, type ReactNode } from "react";

/**
 * A part of a server-rendered page that React hydrates on its own (selective hydration, decision
 * 0192): the page's frame comes alive first and this part after it, in small pieces that leave
 * the phone free between them, unless the visitor touches it first, which React then hydrates
 * before anything else and hands the tap. Nothing inside suspends on its own, so the fallback
 * never shows.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
