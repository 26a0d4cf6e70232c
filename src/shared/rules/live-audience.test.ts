import { describe, expect, it } from "vitest";
import { audience, mayReceive, type TLiveViewer } from "./live-audience.ts";
import { reconnectDelay } from "../schemas/live.ts";

const admin: TLiveViewer = { userId: "a1", role: "admin", conversationId: null };
const tech: TLiveViewer = { userId: "t1", role: "technician", conversationId: null };
const customer: TLiveViewer = { userId: "c1", role: "customer", conversationId: null };
const guest: TLiveViewer = { userId: null, role: null, conversationId: "conv-1" };

describe("mayReceive (decision 0072)", () => {
  it("gives admins the events addressed to admins, and nobody else", () => {
    const job = [audience.admins];
    expect(mayReceive(admin, job)).toBe(true);
    expect(mayReceive(tech, job)).toBe(false);
    expect(mayReceive(customer, job)).toBe(false);
    expect(mayReceive(guest, job)).toBe(false);
  });

  it("gives a technician only the jobs addressed to their own account, and only while they are a technician", () => {
    expect(mayReceive(tech, [audience.admins, audience.technician("t1")])).toBe(true);
    expect(mayReceive(tech, [audience.admins, audience.technician("t2")])).toBe(false);
    expect(mayReceive({ ...tech, role: "customer" }, [audience.technician("t1")])).toBe(false);
  });

  it("gives a customer their own events only", () => {
    expect(mayReceive(customer, [audience.admins, audience.user("c1")])).toBe(true);
    expect(mayReceive(customer, [audience.admins, audience.user("c2")])).toBe(false);
    // An admin's own notifications reach them as a user too.
    expect(mayReceive(admin, [audience.user("a1")])).toBe(true);
  });

  it("gives a guest only the conversation their token proved", () => {
    expect(mayReceive(guest, [audience.admins, audience.conversation("conv-1")])).toBe(true);
    expect(mayReceive(guest, [audience.conversation("conv-2")])).toBe(false);
    expect(mayReceive(guest, [audience.user("c1")])).toBe(false);
  });

  it("refuses tokens it does not know and a signed-out viewer", () => {
    expect(mayReceive(admin, ["everyone", "user:", "technician:"])).toBe(false);
    expect(mayReceive({ userId: null, role: null, conversationId: null }, [audience.admins, "user:", "chat:"])).toBe(false);
  });
});

describe("reconnectDelay (customer-side.md §9: 1, 2, 5, 10 s)", () => {
  it("steps through the spec's delays and stays at the last", () => {
    expect([1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });
});

describe("an emergency's guest stream", () => {
  it("receives its own emergency's events and nothing else", () => {
    const watcher: TLiveViewer = { userId: null, role: null, conversationId: null, emergencyId: "b-1" };
    expect(mayReceive(watcher, [audience.admins, audience.emergency("b-1")])).toBe(true);
    expect(mayReceive(watcher, [audience.emergency("b-2"), audience.conversation("b-1"), audience.user("b-1")])).toBe(false);
    expect(mayReceive({ userId: "c1", role: "customer", conversationId: null }, [audience.emergency("b-1")])).toBe(false);
  });
});

describe("a storm waitlist request's stream", () => {
  it("hears the waitlist move and nothing addressed to anyone else", () => {
    const waiting: TLiveViewer = { userId: null, role: null, conversationId: null, stormWaitlistId: "w-1" };
    expect(mayReceive(waiting, [audience.admins, audience.stormWaitlist])).toBe(true);
    expect(mayReceive(waiting, [audience.admins, audience.emergency("w-1"), audience.conversation("w-1"), audience.user("w-1")])).toBe(false);
    // Streams opened for nothing on the waitlist do not hear it: a customer's, a chat's, an emergency's.
    expect(mayReceive({ userId: "c1", role: "customer", conversationId: null }, [audience.stormWaitlist])).toBe(false);
    expect(mayReceive({ userId: null, role: null, conversationId: "x", emergencyId: "b-1" }, [audience.stormWaitlist])).toBe(false);
  });
});
