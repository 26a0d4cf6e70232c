import { useEffect } from "react";
import { toast } from "./toast.ts";
import { useOneTimeParam } from "./use-one-time-param.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";

// Said when shown, in the page's language.
const MESSAGES: Record<string, () => string> = {
  invalid_token: m.auth_link_invalid,
  token_expired: m.auth_link_expired,
  user_not_found: m.auth_link_no_account,
};

/**
 * The server's e-mail verification redirects back with `?error=…` when a link fails.
 * Shows it once as a toast and removes it from the address bar.
 */
export function useUrlErrorToast(): void {
  const [error, drop] = useOneTimeParam("error");

  useEffect(() => {
    if (!error) return;
    toast.error(m.auth_verification_failed(), {
      id: `url-error-${error}`,
      description: MESSAGES[error.toLowerCase()]?.() ?? m.auth_link_failed(),
    });
    drop();
  }, [error, drop]);
}
