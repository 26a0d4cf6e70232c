import { userScopedKey } from "../auth/me.ts";

// Under the user-scoped root, so signing out forgets them (lib/auth/me.ts).
export const profileKeys = {
  all: [...userScopedKey, "profile"] as const,
  profile: () => [...profileKeys.all, "details"] as const,
  preferences: () => [...profileKeys.all, "preferences"] as const,
};
