import { isApiError, type TFieldError } from "@/shared/errors.ts";
import { m } from "@/shared/i18n/paraglide/messages.js";
import { reasonText } from "./server-sentences.ts";

/** Every failed call throws this: the server's `{ code, message, fields? }` plus the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: TFieldError[];
  /** The record a refused duplicate repeats (decision 0153). */
  readonly existingId?: string;

  constructor(status: number, code: string, message: string, fields?: TFieldError[], existingId?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.existingId = existingId;
  }
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown, fallback: string = m.error_something_went_wrong()): string {
  if (error instanceof ApiError) return reasonText(error.message);
  return fallback;
}

type TQueryValue = string | number | boolean | null | undefined;

export type TRequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, TQueryValue>;
  /** Extra request headers, such as a resume token. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

const FALLBACK_MESSAGES: Record<number, string> = {
  401: "Please sign in to continue.",
  403: "You do not have access to this.",
  404: "We could not find what you were looking for.",
  429: "Too many requests. Please wait a moment and try again.",
};

function withQuery(path: string, query: TRequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (isApiError(body)) return new ApiError(status, body.code, body.message, body.fields, body.existing_id);
  // Some replies (a proxy, a rate limiter) carry only a message.
  const message =
    typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
      ? body.message
      : (FALLBACK_MESSAGES[status] ?? (status >= 500 ? "Something went wrong on our side. Please try again." : "The request could not be completed."));
  return new ApiError(status, `HTTP_${status}`, message);
}

type TTransport = (url: string, init: RequestInit) => Promise<Response>;

// The browser's fetch; the server's renderer swaps in its own, which answers from the app itself
// without a network hop (src/client/entry-server.tsx).
let transport: TTransport = (url, init) => fetch(url, init);

/** For the server-side renderer only: where `api` sends its requests. */
export function setApiTransport(next: TTransport): void {
  transport = next;
}

/**
 * Typed fetch for our API. Sends cookies and JSON; resolves with the parsed body (undefined for
 * 204); throws `ApiError` for any non-2xx reply or when the server cannot be reached.
 */
export async function apiFetch<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: "application/json" };
  const init: RequestInit = { method: options.method ?? "GET", credentials: "include", headers, signal: options.signal };
  if (options.body instanceof FormData) {
    // A file upload: the browser writes the multipart boundary into Content-Type itself.
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport(withQuery(path, options.query), init);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, "NETWORK_ERROR", "We could not reach the server. Check your connection and try again.");
  }

  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

export const api = {
  get: <T>(path: string, options: Omit<TRequestOptions, "method" | "body"> = {}) => apiFetch<T>(path, options),
  post: <T>(path: string, body: unknown = {}, options: Omit<TRequestOptions, "method" | "body"> = {}) =>
    apiFetch<T>(path, { ...options, method: "POST", body }),
};
