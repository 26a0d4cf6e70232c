import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "./toast.ts";

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
  const [searchParams, setSearchParams] = useSearchParams();
  const error = searchParams.get("error");

  useEffect(() => {
    if (!error) return;
    toast.error("Email verification failed", {
      id: `url-error-${error}`,
      description: MESSAGES[error.toLowerCase()] ?? "Something went wrong with that link. Please try again.",
    });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("error");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [error, setSearchParams]);
}
