import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, expectNoSeriousAxeViolations, query, signInQuickly, test, waitingForStart } from "./fixtures.ts";

// customer-side.md §2 Customer service chat dialog, §4 Chat dialog, §5, §8, §9; Chat.

/** From a service's detail dialog, "Ask Questions" opens the chat about that service. */
async function openChat(page: Page): Promise<Locator> {
  await page.goto("/services");
  await page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Plumbing Repair", exact: true }) })
    .getByRole("button", { name: /Get More Info/ })
    .click();
  await page.getByRole("dialog", { name: "Plumbing Repair" }).getByRole("button", { name: "Ask Questions" }).click();
  const chat = page.getByRole("dialog", { name: "Customer Service Chat" });
  await expect(chat).toBeVisible();
  await expect(chat.getByText("Questions about Plumbing Repair?")).toBeVisible();
  return chat;
}

test.describe("the support chat", () => {
  test("details first, then the greeting; a message, 2 s of typing, the reply; every message stored", async ({ page }) => {
    const email = `chat-${Date.now()}@example.com`;
    // The browser's timers are the test's to stop: the reply's 2 s of typing must not run out
    // while the checks of that window run on a busy machine.
    await page.clock.install();
    const chat = await openChat(page);

    await chat.getByRole("button", { name: "Start Chat" }).click();
    await expect(page.getByText("Required fields")).toBeVisible();
    await expect(page.getByText("Please enter your name and email")).toBeVisible();

    await chat.getByLabel("Name").fill("Riley Chen");
    await chat.getByLabel("Email").fill(email);
    await chat.getByRole("button", { name: "Start Chat" }).click();
    const log = chat.getByRole("log", { name: "Conversation" });
    await expect(log.getByRole("listitem")).toHaveCount(1);
    await expect(log.getByRole("listitem").first()).toContainText("HomeFix Support");

    // A blank message sends nothing.
    const input = chat.getByRole("textbox", { name: "Message" });
    await input.fill("   ");
    await input.press("Enter");
    await expect(log.getByRole("listitem")).toHaveCount(1);

    // Markup is shown as typed, never as HTML; the message is trimmed.
    await input.fill("  Can you fix a <b>dripping</b> faucet?  ");
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    await input.press("Enter");
    await expect(log.getByRole("listitem").nth(1)).toContainText("Can you fix a <b>dripping</b> faucet?");
    await expect(chat.getByText("Support is typing…")).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(chat.getByRole("button", { name: "Send" })).toBeDisabled();
    // Typing for 2 s: not a moment less, then the reply.
    await page.clock.runFor(1999);
    await expect(chat.getByText("Support is typing…")).toBeVisible();
    await expect(log.getByRole("listitem")).toHaveCount(2);
    await page.clock.runFor(1);
    await page.clock.resume();
    await expect(log.getByRole("listitem")).toHaveCount(3);
    await expect(chat.getByText("Support is typing…")).toBeHidden();
    await expect(log.getByRole("listitem").nth(2)).toContainText("HomeFix Support");
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();

    const stored = await query<{ sender_type: string; message: string }>(
      `select m.sender_type, m.message from chat_messages m join chat_conversations c on c.id = m.conversation_id
        where lower(c.customer_email) = lower($1) order by m.created_at, m.sender_type`,
      [email],
    );
    expect(stored.map((row) => row.sender_type)).toEqual(["support", "customer", "support"]);
    expect(stored[1]!.message).toBe("Can you fix a <b>dripping</b> faucet?");
    await expect(log.getByRole("listitem").nth(2)).toContainText(stored[2]!.message);
  });

  test("closing and reopening continues the same conversation, after a reload too; a tampered token starts afresh", async ({ page }) => {
    const email = `chat-resume-${Date.now()}@example.com`;
    let chat = await openChat(page);
    await chat.getByLabel("Name").fill("Riley Chen");
    await chat.getByLabel("Email").fill(email);
    await chat.getByRole("button", { name: "Start Chat" }).click();
    await chat.getByRole("textbox", { name: "Message" }).fill("Is a leaking pipe urgent?");
    await chat.getByRole("textbox", { name: "Message" }).press("Enter");
    await expect(chat.getByRole("log", { name: "Conversation" }).getByRole("listitem")).toHaveCount(3);

    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    chat = await openChat(page);
    const log = chat.getByRole("log", { name: "Conversation" });
    await expect(log.getByRole("listitem")).toHaveCount(3);
    await expect(log.getByRole("listitem").nth(1)).toContainText("Is a leaking pipe urgent?");
    await expect(chat.getByRole("button", { name: "Start Chat" })).toHaveCount(0);

    // The next message goes to the same conversation.
    await chat.getByRole("textbox", { name: "Message" }).fill("Thanks!");
    await chat.getByRole("textbox", { name: "Message" }).press("Enter");
    await expect(log.getByRole("listitem")).toHaveCount(5);
    const conversations = await query<{ n: number }>("select count(*)::int as n from chat_conversations where lower(customer_email) = lower($1)", [email]);
    expect(conversations[0]!.n).toBe(1);

    // A tampered token is refused by the server: the visitor simply starts a new chat.
    await page.evaluate(() => {
      const saved = JSON.parse(window.localStorage.getItem("homefix.chat") ?? "{}") as { token: string };
      window.localStorage.setItem("homefix.chat", JSON.stringify({ ...saved, token: `${saved.token.slice(0, -2)}xx` }));
    });
    chat = await openChat(page);
    await expect(chat.getByRole("button", { name: "Start Chat" })).toBeVisible();
  });

  test("a signed-in customer's conversation follows the account to another browser", async ({ page, browser }) => {
    await signInQuickly(page, DEMO.customer);
    let chat = await openChat(page);
    const existing = chat.getByRole("log", { name: "Conversation" });
    if (!(await existing.isVisible())) {
      await chat.getByRole("button", { name: "Start Chat" }).click();
    }
    const text = `Can you come on Friday? ${Date.now()}`;
    await chat.getByRole("textbox", { name: "Message" }).fill(text);
    await chat.getByRole("textbox", { name: "Message" }).press("Enter");
    await expect(chat.getByRole("log", { name: "Conversation" })).toContainText(text);

    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const otherPage = waitingForStart(await other.newPage());
    await signInQuickly(otherPage, DEMO.customer);
    chat = await openChat(otherPage);
    await expect(chat.getByRole("log", { name: "Conversation" })).toContainText(text);
    await other.close();
  });

  test("axe finds no serious or critical violations with the chat open", async ({ page }) => {
    const chat = await openChat(page);
    await chat.getByLabel("Name").fill("Riley Chen");
    await chat.getByLabel("Email").fill(`chat-axe-${Date.now()}@example.com`);
    await chat.getByRole("button", { name: "Start Chat" }).click();
    await expect(chat.getByRole("log", { name: "Conversation" }).getByRole("listitem")).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
  });
});
