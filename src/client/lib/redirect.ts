import { paths } from "./paths.ts";

/**
 * The page a visitor was on its way to, carried through sign-in, sign-up and the e-mail
 * verification link as `?redirect=`. Only a path on this site is kept: anything else (another
 * origin, `//host`, a back-slash trick) is dropped, so the link cannot send anyone away.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  try {
    const url = new URL(value, "http://homefix.invalid");
    if (url.origin !== "http://homefix.invalid" || url.pathname.startsWith(paths.auth)) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** /auth, remembering where to go after signing in. */
export function signInPath(redirect?: string | null): string {
  const target = safeRedirect(redirect);
  return target ? `${paths.auth}?${new URLSearchParams({ redirect: target })}` : paths.auth;
}

/** Where the verification link lands: the auth page, which says so and goes on to `redirect`. */
export function verifiedCallbackPath(redirect?: string | null): string {
  const target = safeRedirect(redirect);
  return `${paths.auth}?${new URLSearchParams({ verified: "1", ...(target ? { redirect: target } : {}) })}`;
}
