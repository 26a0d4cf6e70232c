import type { DestinationStream, LoggerOptions } from "pino";

// Fault 2: a failed query's log line held its parameters (names, phone, address).
// Logs never hold customers' personal data (docs/decisions/0016-control-characters-and-log-redaction.md).

const REDACTED = "[redacted]";
/** Whole values never logged: secrets and whatever a customer typed. */
export const REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "req.body",
  "body",
  "params",
  "*.params",
  "password",
  "*.password",
];

// Fields of an error that describe the failure, never the data (pg: DatabaseError's fields).
const SAFE_ERROR_FIELDS = ["code", "statusCode", "severity", "constraint", "table", "column", "routine", "errno", "syscall"] as const;

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const PHONE_CANDIDATE = /\+?\(?\d[\d\s().-]{8,20}\d/g;
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;

/** Masks e-mail addresses and US phone numbers (10 or 11 digits, however written) in text. */
export function maskPersonalData(text: string) {
  return text.replace(EMAIL, "[email]").replace(PHONE_CANDIDATE, (candidate) => {
    const digits = candidate.replace(/\D/g, "").length;
    return digits === 10 || digits === 11 ? "[phone]" : candidate;
  });
}

/** An error as the log shows it: what failed and where, without a query's parameters or PostgreSQL's `detail`. */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: maskPersonalData(String(error)) };
  const message = safeMessage(error);
  const type = error.constructor.name;
  const frames = (error.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "));
  const serialized: Record<string, unknown> = { type, message, stack: [`${type}: ${message}`, ...frames].join("\n") };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" || typeof value === "number") serialized[field] = value;
  }
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

// Drizzle's DrizzleQueryError writes "Failed query: <sql>\nparams: <values>"; keep the SQL only.
function safeMessage(error: Error) {
  return maskPersonalData(error.message.split(/\nparams:/)[0]!);
}

/** pino options for the app's logger: redaction, the safe error serializer, a last mask on every string. */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError },
    // Last line of defence for what a message or a field carries: only inside JSON strings, so
    // numbers (timestamps, durations) are never touched.
    hooks: { streamWrite: (line) => line.replace(JSON_STRING, (value) => maskPersonalData(value)) },
    ...(stream ? { stream } : {}),
  };
}
