import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping falsy ones; where two utilities set the same property (a
 * caller's `hidden` against a component's own `inline-flex`, `p-2` against `px-4`) the later
 * one wins, as the caller meant. Plain joining left both, and the stylesheet's order decided.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(...classes);
}
