import { describe, expect, it } from "vitest";
import { exceedsJsonDepth } from "./json-body.ts";

describe("exceedsJsonDepth", () => {
  it("passes ordinary bodies and refuses nesting past the limit", () => {
    expect(exceedsJsonDepth('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(exceedsJsonDepth('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(exceedsJsonDepth("[".repeat(20_000) + "]".repeat(20_000), 32)).toBe(true);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(exceedsJsonDepth(JSON.stringify({ a: "[[[[{{{{", b: 'say "[[[["' }), 1)).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify({ a: "\\" }) + "", 1)).toBe(false);
    expect(exceedsJsonDepth(`{"a":"\\\\",  "b":[[1]]}`, 2)).toBe(true);
  });
});
