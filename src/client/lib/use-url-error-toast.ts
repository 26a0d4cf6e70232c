import { useEffect } from "react";
import { toast } from "./toast.ts";
import { useOneTimeParam } from "./use-one-time-param.ts";

const MESSAGES: Record<string, string> = {
  invalid_token: "This link is invalid or has expired. Sign in to get a new one.",
  token_expired: "This link has expired. Sign in to get a new one.",
  user_not_found: "We could not find an account for this link.",
};

/**
 * The server's e-mail verification redirects back with `?error=…` when a link fails.
 * Shows it once as a toast and removes it from the address bar.
 */
export function useUrlErrorToast(): void {
  const [error, drop] = useOneTimeParam("error");

  useEffect(() => {
    if (!error) return;
    toast.error("Email verification failed", {
      id: `url-error-${error}`,
      description: MESSAGES[error.toLowerCase()] ?? "Something went wrong with that link. Please try again.",
    });
    drop();
  }, [error, drop]);
}
