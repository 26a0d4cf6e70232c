import fastJson from "fast-json-stringify";
import { z } from "zod";

// Decision 0089: the public GETs are written by a serializer compiled once from the
// route's own zod response schema (zod's JSON Schema → fast-json-stringify), not by parsing
// every answer with zod at run time and calling JSON.stringify. What leaves is still exactly the
// schema's fields: properties the schema does not name are never written (a row with a column
// too many cannot leak it). That the answers match the shared schemas is checked by tests
// (tests/public-api-shapes.test.ts, compiled-serializer.test.ts), not on every request.

type TJsonSchema = { [key: string]: unknown };

/**
 * zod writes a nullable integer as `anyOf: [{ type: "integer", … }, { type: "null" }]`;
 * fast-json-stringify serialises an `anyOf` by validating the value against each branch (Ajv, at
 * run time), but a list of types costs it one `typeof`. Same meaning, the fast form.
 */
function nullableAsTypeList(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableAsTypeList);
  if (typeof schema !== "object" || schema === null) return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, nullableAsTypeList(value)])) as TJsonSchema;
  const branches = node.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullIndex = branches.findIndex((branch: TJsonSchema) => branch.type === "null" && Object.keys(branch).length === 1);
    const other = branches[1 - nullIndex] as TJsonSchema | undefined;
    if (nullIndex >= 0 && other && typeof other.type === "string") {
      const { anyOf: _anyOf, ...rest } = node;
      return { ...rest, ...other, type: [other.type, "null"] };
    }
  }
  return node;
}

/** The JSON Schema of what the server sends for `schema` (its output side), in the form fast-json-stringify reads fastest. */
export function responseJsonSchema(schema: z.ZodType) {
  // `unrepresentable: "throw"`: a schema that JSON Schema cannot describe (a transform, a date)
  // fails when the route is compiled, at start-up, not on a request.
  return nullableAsTypeList(z.toJSONSchema(schema, { target: "draft-07", io: "output", unrepresentable: "throw" })) as TJsonSchema;
}

/** One compiled function per response schema; `(data) => string`. */
export function compileSerializer(schema: z.ZodType) {
  return fastJson(responseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
}

/**
 * For a route's `serializerCompiler` option: Fastify calls it once per response schema of the
 * route (each a zod schema, as the zod type provider's routes declare them).
 */
export function compiledSerializer({ schema }: { schema: unknown }) {
  if (!(schema instanceof z.ZodType)) throw new Error("compiledSerializer: a response schema is not a zod schema");
  return compileSerializer(schema);
}
