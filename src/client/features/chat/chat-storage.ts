/**
 * A guest's conversation kept in this browser: its id and the server's token
 * that proves it is theirs. A signed-in customer's conversation is found by their account
 * instead, so it is never written here.
 */
export type TSavedChat = { conversation_id: string; token: string };

const KEY = "homefix.chat";

export function readSavedChat(): TSavedChat | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { conversation_id, token } = value as Record<string, unknown>;
    return typeof conversation_id === "string" && typeof token === "string" ? { conversation_id, token } : null;
  } catch {
    // Storage blocked or a damaged value: start afresh.
    return null;
  }
}

export function saveChat(chat: TSavedChat): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(chat));
  } catch {
    // Private mode may refuse storage: the chat still works, it is only not reopened.
  }
}

export function forgetSavedChat(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
