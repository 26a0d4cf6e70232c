import { describe, expect, it } from "vitest";
import { lazy } from "./lazy.ts";

describe("lazy", () => {
  it("makes nothing until asked, then makes the value once", () => {
    let made = 0;
    const value = lazy(() => ({ n: ++made }));
    expect(made).toBe(0);
    expect(value()).toEqual({ n: 1 });
    expect(value()).toBe(value());
    expect(made).toBe(1);
  });

  it("keeps a made value that is falsy", () => {
    let made = 0;
    const value = lazy(() => (made++, undefined));
    value();
    value();
    expect(made).toBe(1);
  });
});
