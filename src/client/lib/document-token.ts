import { useState } from "react";
import { DOCUMENT_TOKEN_HEADER } from "@/shared/schemas/estimates.ts";
import { ApiError } from "@/client/lib/api-client.ts";

// Decision 0144: the invoice or estimate a mail's signed link opens. The token is in the link's
// fragment (`#token=…`), which the browser never sends, and goes to the API in a header.

/** The signed token in this page's fragment; null when there is none or it cannot be one. */
function tokenFromFragment(): string | null {
  if (typeof window === "undefined") return null;
  const token = new URLSearchParams(window.location.hash.slice(1)).get("token");
  return token && /^[A-Za-z0-9._-]{20,300}$/.test(token) ? token : null;
}

/** The page's token, read once. */
export function useDocumentToken(): string | null {
  const [token] = useState(tokenFromFragment);
  return token;
}

/** The request header that carries the token. */
export const documentTokenHeaders = (token: string) => ({ [DOCUMENT_TOKEN_HEADER]: token });

/** A link cut short (no token in its fragment) opens nothing: asked for nothing, refused here. */
export const incompleteLink = () =>
  Promise.reject(new ApiError(404, "NOT_FOUND", "This link is not complete. Open the whole link from your e-mail, or ask us to send it again."));
