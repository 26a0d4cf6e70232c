import { describe, expect, it } from "vitest";
import { waitlistWindowText } from "./waitlist-window.ts";

describe("the expected call in words", () => {
  it("says the window in hours, or in whole days beyond one", () => {
    expect(waitlistWindowText({ from_hours: 0, to_hours: 1 })).toBe("within 1 hour");
    expect(waitlistWindowText({ from_hours: 0, to_hours: 3 })).toBe("within 3 hours");
    expect(waitlistWindowText({ from_hours: 2, to_hours: 5 })).toBe("in about 2 to 5 hours");
    expect(waitlistWindowText({ from_hours: 30, to_hours: 60 })).toBe("in about 1 to 3 days");
    expect(waitlistWindowText({ from_hours: 20, to_hours: 30 })).toBe("in about 1 to 2 days");
    expect(waitlistWindowText({ from_hours: 50, to_hours: 70 })).toBe("in about 2 to 3 days");
  });
});
