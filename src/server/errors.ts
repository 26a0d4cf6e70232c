import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "./db/unavailable.ts";
import { ERROR_STATUS, type TApiError, type TErrorCode, type TFieldError } from "../shared/errors.ts";

/** The one error type of the server (STYLE.md habit 5); mapped to HTTP status in one place. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly fields?: TFieldError[];
  /** The record a duplicate would repeat (decision 0153). */
  readonly existingId?: string;
  constructor(code: TErrorCode, message: string, fields?: TFieldError[], existingId?: string) {
    super(message);
    this.code = code;
    this.fields = fields;
    this.existingId = existingId;
  }
  get status() {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} not found`);

/**
 * The one 400 that names fields and their reasons (decision 0003): its message is the first
 * field's "field: reason", as the request schemas' errors read, unless a message is given.
 */
export function fieldErrors(fields: TFieldError[], message?: string) {
  const [first] = fields;
  return new AppError("VALIDATION_ERROR", message ?? (first ? `${first.field}: ${first.message}` : "The request is invalid"), fields);
}

/** A 400 naming one field and its reason. */
export const fieldError = (field: string, reason: string, message?: string) => fieldErrors([{ field, message: reason }], message);

/** Installs the handlers that turn every failure into `{ code, message, fields? }`. */
export function installErrorHandling(app: FastifyInstance, clientDir: string | null) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body = toBody(error.code, error.message, error.fields);
      return reply.status(error.status).send(error.existingId ? { ...body, existing_id: error.existingId } : body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "(request)",
        message: issue.message ?? "is invalid",
      }));
      const invalid = fieldErrors(fields);
      return reply.status(400).send(toBody(invalid.code, invalid.message, invalid.fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(toBody("RATE_LIMITED", "Too many requests. Please wait a moment and try again."));
    if (status === 413 || error.code === "FST_REQ_FILE_TOO_LARGE") {
      return reply.status(413).send(toBody("PAYLOAD_TOO_LARGE", "The upload is too large"));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type): safe to describe.
      return reply.status(status).send(toBody(status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : "VALIDATION_ERROR", error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "request failed: database unavailable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send(toBody("SERVICE_UNAVAILABLE", "The service is briefly unavailable. Please try again in a moment."));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(toBody("INTERNAL_ERROR", "Something went wrong on our side. Please try again."));
  });

  app.setNotFoundHandler((request, reply) => {
    // The SPA answers every page path itself, including its own 404 page.
    const isPage = request.method === "GET" && !request.url.startsWith("/api/") && !request.url.startsWith("/uploads/");
    if (clientDir && isPage) return reply.header("cache-control", "no-cache").sendFile("index.html", clientDir);
    return reply.status(404).send(toBody("NOT_FOUND", `No route for ${request.method} ${request.url.split("?")[0]}`));
  });
}

function toBody(code: string, message: string, fields?: TFieldError[]): TApiError {
  return fields ? { code, message, fields } : { code, message };
}
