import type { TRole } from "../roles.ts";

// Decision 0072: who receives an event. Each event is written with its audience, a
// list of tokens decided by the writer in its transaction:
//   "admin"                  every admin;
//   "user:<user id>"         that account, whatever its role (their notifications, bookings);
//   "technician:<user id>"   that account while it is a technician (jobs assigned to their record);
//   "chat:<conversation id>" a guest's stream opened with that conversation's signed token;
//   "emergency:<booking id>" a guest's stream opened with that emergency's signed token;
//   "storm-waitlist"         every stream opened for a storm waitlist request (by its id).
// The server checks every event against every stream with `mayReceive`, not only when a stream
// opens: a stream receives nothing that is not addressed to it.

export type TLiveViewer = {
  /** The signed-in account, or null for a guest's conversation stream. */
  userId: string | null;
  role: TRole | null;
  /** The guest conversation this stream proved with its token. */
  conversationId: string | null;
  /** The emergency booking this stream proved with its signed token (decision 0158). */
  emergencyId?: string | null;
  /** The storm waitlist request this stream was opened for: it hears the waitlist move. */
  stormWaitlistId?: string | null;
};

export const audience = {
  admins: "admin",
  user: (userId: string) => `user:${userId}`,
  technician: (userId: string) => `technician:${userId}`,
  conversation: (conversationId: string) => `chat:${conversationId}`,
  emergency: (bookingId: string) => `emergency:${bookingId}`,
  stormWaitlist: "storm-waitlist",
} as const;

export function mayReceive(viewer: TLiveViewer, tokens: readonly string[]): boolean {
  for (const token of tokens) {
    if (token === "admin") {
      if (viewer.role === "admin" && viewer.userId) return true;
    } else if (token.startsWith("user:")) {
      if (viewer.userId && token === `user:${viewer.userId}`) return true;
    } else if (token.startsWith("technician:")) {
      if (viewer.role === "technician" && viewer.userId && token === `technician:${viewer.userId}`) return true;
    } else if (token.startsWith("chat:")) {
      if (viewer.conversationId && token === `chat:${viewer.conversationId}`) return true;
    } else if (token.startsWith("emergency:")) {
      if (viewer.emergencyId && token === `emergency:${viewer.emergencyId}`) return true;
    } else if (token === "storm-waitlist") {
      if (viewer.stormWaitlistId) return true;
    }
  }
  return false;
}
