import { useSyncExternalStore } from "react";

const NONE: string[] = [];

/**
 * The server-signed resume tokens this browser keeps for what it paid and has not finished (an
 * emergency's details, decision 0114; a booking's deposit, decision 0140), under one storage key
 * each. A token starts with the id of what it names. The page also keeps the tokens it was
 * issued in memory, for browsers where storage is blocked.
 */
export function resumeTokenStore(storageKey: string) {
  const changed = `homefix:${storageKey}`;
  let cache: { raw: string | null; tokens: string[] } = { raw: null, tokens: NONE };
  const issuedHere = new Set<string>();

  function read(): string[] {
    let raw: string | null;
    try {
      raw = window.localStorage.getItem(storageKey);
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
      if (tokens.length === 0) window.localStorage.removeItem(storageKey);
      else window.localStorage.setItem(storageKey, JSON.stringify(tokens));
    } catch {
      // Storage blocked or full: the contact given at payment still lets the business reach them.
    }
    window.dispatchEvent(new Event(changed));
  }

  function subscribe(onChange: () => void) {
    window.addEventListener(changed, onChange);
    window.addEventListener("storage", onChange);
    return () => {
      window.removeEventListener(changed, onChange);
      window.removeEventListener("storage", onChange);
    };
  }

  return {
    remember(token: string) {
      issuedHere.add(token);
      const tokens = read();
      if (!tokens.includes(token)) write([...tokens, token]);
    },
    /** The token of an id (it starts with the id). */
    tokenFor(id: string): string | undefined {
      return [...read(), ...issuedHere].find((token) => token.startsWith(`${id}.`));
    },
    /** Forgets the token of what is finished. */
    forget(id: string) {
      const tokens = read();
      for (const token of issuedHere) if (token.startsWith(`${id}.`)) issuedHere.delete(token);
      const kept = tokens.filter((token) => !token.startsWith(`${id}.`));
      if (kept.length !== tokens.length) write(kept);
    },
    /** Forgets tokens the server no longer honours (spent, given back, or refused). */
    drop(spent: string[]) {
      const tokens = read();
      const kept = tokens.filter((token) => !spent.includes(token));
      if (kept.length !== tokens.length) write(kept);
    },
    /** The kept tokens, re-read when this or another tab changes them. */
    useTokens: () => useSyncExternalStore(subscribe, read, () => NONE),
  };
}
