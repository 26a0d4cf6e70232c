import { useSyncExternalStore } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TEmergencyResume } from "@/shared/schemas/emergency.ts";
import { ApiError, api } from "@/client/lib/api-client.ts";

// Issue 7 item 2: this browser keeps the server-signed way back to each emergency it paid for,
// so a visitor who closed the details (or the tab) is asked to finish on their next visit.
const STORAGE_KEY = "homefix.emergency-resume";
const CHANGED = "homefix:emergency-resume";
const NONE: string[] = [];

let cache: { raw: string | null; tokens: string[] } = { raw: null, tokens: NONE };

function read(): string[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return NONE; // storage blocked: nothing to resume
  }
  if (raw === cache.raw) return cache.tokens;
  let tokens: string[] = NONE;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) tokens = parsed.filter((token): token is string => typeof token === "string");
  } catch {
    tokens = NONE;
  }
  cache = { raw, tokens };
  return tokens;
}

function write(tokens: string[]) {
  try {
    if (tokens.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
  } catch {
    // Storage blocked or full: the contact given at payment still lets the business reach them.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** This page's tokens too: with storage blocked, the details still prove who paid. */
const issuedHere = new Set<string>();

export function rememberResumeToken(token: string) {
  issuedHere.add(token);
  const tokens = read();
  if (!tokens.includes(token)) write([...tokens, token]);
}

/** The token of a booking (it starts with the booking's id), which completing a guest's booking needs. */
export function resumeTokenFor(bookingId: string): string | undefined {
  return [...read(), ...issuedHere].find((token) => token.startsWith(`${bookingId}.`));
}

/** Forgets the token of a booking whose details are in (the token starts with its id). */
export function forgetResumeToken(bookingId: string) {
  const tokens = read();
  for (const token of issuedHere) if (token.startsWith(`${bookingId}.`)) issuedHere.delete(token);
  const kept = tokens.filter((token) => !token.startsWith(`${bookingId}.`));
  if (kept.length !== tokens.length) write(kept);
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** POST /api/emergency/resume: a token read back; null when refused (edited, or unknown). */
async function resume(token: string, signal: AbortSignal): Promise<TEmergencyResume | null> {
  try {
    return await api.post<TEmergencyResume>("/api/emergency/resume", { resume_token: token }, { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 400)) return null;
    throw error;
  }
}

/** The paid emergencies this browser may finish, oldest payment first; spent tokens are forgotten. */
export function useResumableEmergencies() {
  const tokens = useSyncExternalStore(subscribe, read, () => NONE);
  return useQuery({
    queryKey: ["emergency", "resume", tokens],
    enabled: tokens.length > 0,
    queryFn: async ({ signal }) => {
      const answers = await Promise.all(tokens.map(async (token) => ({ token, answer: await resume(token, signal) })));
      const spent = answers.filter(({ answer }) => !answer?.needs_details);
      if (spent.length > 0) write(tokens.filter((token) => !spent.some((entry) => entry.token === token)));
      return answers.flatMap(({ answer }) => (answer?.needs_details ? [answer] : []));
    },
  });
}
