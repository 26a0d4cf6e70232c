import fc from "fast-check";

// A standing attack: the inputs an outsider sends. Every value here is something a
// real client could put on the wire; the server must answer each with a 2xx or a 4xx.

/** A request body as it goes on the wire; fast-check reports it by its label. */
export type TFuzzBody = { label: string; payload: string | Buffer; contentType: string; [fc.toStringMethod]: () => string };

const body = (label: string, payload: string | Buffer, contentType: string): TFuzzBody => ({
  label,
  payload,
  contentType,
  [fc.toStringMethod]: () => `${contentType} ${label}`,
});

// JSON cannot hold these numbers as values, only as text: a placeholder is swapped for the
// token after JSON.stringify, so `1e400` reaches the server's parser as written.
const RAW = (token: string) => `@@raw:${token}@@`;
const RAW_PATTERN = /"@@raw:([^"@]+)@@"/g;
export const json = (value: unknown): TFuzzBody => {
  const text = JSON.stringify(value) ?? "null";
  const payload = text.replace(RAW_PATTERN, "$1");
  return body(payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload, payload, "application/json");
};

/** C0 and C1 controls, DEL, line and paragraph separators, a BOM and a lone surrogate. */
export const CONTROL_CHARACTERS = ["\u0000", "\u0001", "\u0007", "\b", "\u000b", "\u001b", "\u001f", "\u007f", "\u0085", "\u2028", "\ufeff", "\ud800"];

/** `depth` arrays inside one another. */
export const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** A text with one control character slipped in somewhere. */
const withControl = (text: string) =>
  fc.tuple(fc.nat({ max: text.length }), fc.constantFrom(...CONTROL_CHARACTERS)).map(([at, control]) => text.slice(0, at) + control + text.slice(at));

/**
 * Text full of the patterns a replacement string expands (`` $` `` the text before the match,
 * `$'` the text after, `$&` the match, `$1` a group, `$$`): inserted with
 * `String.prototype.replace(pattern, text)`, 200 × `` $` `` once copied a 100 KB page into
 * itself 200 times (decision 0110). Cut to `maxLength` for fields that take less.
 */
export const replacementPatterns = (maxLength = 420) => `${"$`".repeat(200)}$'$&$1$$`.slice(-maxLength);

/** What an attacker puts in place of one field's value, given the field's good value. */
export function nastyValue(good: unknown): fc.Arbitrary<unknown> {
  const text = typeof good === "string" && good.length > 0 ? good : "abc";
  return fc.oneof(
    { weight: 4, arbitrary: withControl(text) },
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...CONTROL_CHARACTERS), minLength: 1, maxLength: 5 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(10_001, 100_000, 900_000).map((length) => "x".repeat(length)) },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 2 ** 53 + 1, "", " ", [], {}, [text], { value: text }) },
    { weight: 2, arbitrary: fc.constantFrom("1e400", "-1e400", "1e-400", "-0", "123456789012345678901234567890").map(RAW) },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.integer({ min: 50, max: 2000 }).map(nested) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "javascript:alert(1)",
        "<script>alert(1)</script>",
        "' or 1=1 --",
        "%00",
        "../../etc/passwd",
        "😀".repeat(60),
        "\u202eRTL",
        replacementPatterns(),
        replacementPatterns(60),
      ),
    },
  );
}

/** Keys no schema declares: ownership and amount fields a client must not set, and prototype keys. */
export const EXTRA_KEYS = ["__proto__", "constructor", "role", "user_id", "amount", "status", "is_admin", "emailVerified", "id"];

/**
 * Bodies for a route: mostly its good body with one to three fields (its own, or extra ones)
 * replaced by nasty values; sometimes a wrong top-level type, or raw text no schema sees.
 */
export function fuzzBody(good: fc.Arbitrary<Record<string, unknown>>, fields: string[]): fc.Arbitrary<TFuzzBody> {
  const keys = [...new Set([...fields, ...EXTRA_KEYS])];
  const mutated = good.chain((value) =>
    fc
      .uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: 3 })
      .chain((chosen) => fc.tuple(...chosen.map((key) => nastyValue(value[key]).map((nasty) => [key, nasty] as const))))
      .map((changes) => {
        const copy: Record<string, unknown> = { ...value };
        // defineProperty, so a `__proto__` key is an own field on the wire, not a prototype.
        for (const [key, nasty] of changes) Object.defineProperty(copy, key, { value: nasty, enumerable: true, writable: true, configurable: true });
        return json(copy);
      }),
  );
  const dropped = good.chain((value) =>
    fc.constantFrom(...Object.keys(value).concat("-")).map((key) => {
      const { [key]: _dropped, ...rest } = value;
      return json(rest);
    }),
  );
  return fc.oneof(
    { weight: 8, arbitrary: mutated },
    { weight: 1, arbitrary: dropped },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map(json) },
    { weight: 1, arbitrary: rawBody(good) },
  );
}

/** Text that never becomes a value: deep nesting, broken JSON, wrong encodings and types. */
function rawBody(good: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<TFuzzBody> {
  const raw = (label: string, payload: string | Buffer, contentType = "application/json") => body(label, payload, contentType);
  return good.chain((value) => {
    const text = JSON.stringify(value);
    return fc.constantFrom(
      raw("20,000 nested arrays", "[".repeat(20_000) + "]".repeat(20_000)),
      raw("20,000 nested objects", '{"a":'.repeat(20_000) + "1" + "}".repeat(20_000)),
      raw("a field nested 20,000 deep", `{"name":${"[".repeat(20_000)}${"]".repeat(20_000)}}`),
      raw("cut JSON", text.slice(0, Math.max(1, text.length - 3))),
      raw("empty JSON body", ""),
      raw("invalid UTF-8", Buffer.concat([Buffer.from(text.slice(0, -2)), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')])),
      raw("JSON sent as text/plain", text, "text/plain"),
      raw("a form", "name=a%00b", "application/x-www-form-urlencoded"),
      raw("a duplicated key", `${text.slice(0, -1)},${text.slice(1)}`),
      raw("a NUL escape in a key", text.replace('"', '"\\u0000')),
    );
  });
}

/** What may replace a route's id: malformed, unknown, or encoded controls. */
export const nastyId = fc.constantFrom(
  "%00",
  "not-a-uuid",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-4fff-bfff-ffffffffffff",
  "..%2F..%2Fadmin",
  encodeURIComponent("\u0000\u001b"),
  "a".repeat(5000),
  "1e400",
);
