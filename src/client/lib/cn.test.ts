import { describe, expect, it } from "vitest";
import { cn } from "./cn.ts";

describe("cn", () => {
  it("skips what is falsy", () => {
    expect(cn("a", false, null, undefined, "", "b")).toBe("a b");
  });

  it("lets a caller's utility win over the component's own for the same property", () => {
    // A button's own display, then the caller hiding it on a phone.
    expect(cn("inline-flex items-center", "hidden sm:inline-flex")).toBe("items-center hidden sm:inline-flex");
    expect(cn("px-4 py-2", "p-1")).toBe("p-1");
    expect(cn("text-sm text-slate-700", "text-brand-700")).toBe("text-sm text-brand-700");
  });

  it("keeps utilities of different properties and variants", () => {
    expect(cn("h-10 px-3", "hover:bg-slate-100", "md:px-6")).toBe("h-10 px-3 hover:bg-slate-100 md:px-6");
  });
});
