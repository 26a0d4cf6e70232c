import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.ts";

/** No request of ours nests deeper than a few levels; 32 leaves room and stops recursion attacks. */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply a JSON text nests its arrays and objects, counted without parsing it, stopping as
 * soon as `limit` is passed. JSON.parse copes with 20,000 levels, but every recursive walk after
 * it (JSON.stringify, zod, better-auth) overflows the stack (a fault found by attack).
 */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

/** Replaces Fastify's JSON parser (same secure parsing) with one that refuses absurd nesting with a 400. */
export function installJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
      done(new AppError("VALIDATION_ERROR", `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parse(request, text, done);
  });
}
