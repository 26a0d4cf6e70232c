/**
 * How many live streams one holder may keep open in this process (decision 0111): each stream
 * holds a socket and a file descriptor for as long as its client stays, so one account, one
 * guest's chat token or one address must not be able to open a thousand.
 */
export type TStreamHolder = { kind: "account" | "chat" | "address"; id: string };
export type TStreamLimits = Record<TStreamHolder["kind"], number>;

export function createStreamQuota(limits: TStreamLimits) {
  const open = new Map<string, number>();
  const keyOf = (holder: TStreamHolder) => `${holder.kind}:${holder.id}`;
  return {
    /**
     * Counts one more stream for every holder, or none when one of them is at its limit: returns
     * the release to call once the stream ends (a second call does nothing), or the holder that
     * is full.
     */
    take(holders: TStreamHolder[]): { release: () => void } | { full: TStreamHolder } {
      const full = holders.find((holder) => (open.get(keyOf(holder)) ?? 0) >= limits[holder.kind]);
      if (full) return { full };
      for (const holder of holders) open.set(keyOf(holder), (open.get(keyOf(holder)) ?? 0) + 1);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          for (const holder of holders) {
            const left = (open.get(keyOf(holder)) ?? 1) - 1;
            if (left > 0) open.set(keyOf(holder), left);
            else open.delete(keyOf(holder));
          }
        },
      };
    },
    /** Streams counted now, all holders together (a released holder leaves no entry behind). */
    holders: () => open.size,
  };
}

export type TStreamQuota = ReturnType<typeof createStreamQuota>;
