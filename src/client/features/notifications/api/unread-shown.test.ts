import { describe, expect, it } from "vitest";
import { unreadShown } from "./unread-shown.ts";

const notice = (id: string, link: string | null, read = false) => ({
  id,
  title: "New chat message",
  body: null,
  link,
  read_at: read ? "2026-11-27T10:00:00.000Z" : null,
  created_at: "2026-11-27T09:00:00.000Z",
});

describe("unreadShown", () => {
  const list = {
    notifications: [notice("a", "/admin/inbox?conversation=1"), notice("b", "/admin/inbox?conversation=2"), notice("c", "/admin/inbox?conversation=1", true)],
    unread: 5,
  };

  it("counts and shows as read the unread notices whose link is on screen, and only those", () => {
    const shown = unreadShown(list, new Set(["/admin/inbox?conversation=1"]))!;
    expect(shown.unread).toBe(4);
    expect(shown.notifications.map((n) => n.read_at !== null)).toEqual([true, false, true]);
  });

  it("leaves the list as it is when nothing of it is on screen", () => {
    expect(unreadShown(list, new Set(["/admin/inbox?conversation=9"]))).toBe(list);
    expect(unreadShown(list, new Set())).toBe(list);
    expect(unreadShown(undefined, new Set(["/admin/inbox?conversation=1"]))).toBeUndefined();
  });

  it("never counts below zero", () => {
    expect(unreadShown({ notifications: [notice("a", "/x")], unread: 0 }, new Set(["/x"]))!.unread).toBe(0);
  });
});
