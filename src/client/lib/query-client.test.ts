import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client.ts";

/** A read whose answer the test gives when it likes: the server's state at the time it was read. */
function controlledReads() {
  const answers: ((value: string) => void)[] = [];
  const queryFn = () => new Promise<string>((resolve) => answers.push(resolve));
  return { answers, queryFn };
}

async function settled(queryClient: QueryClient, key: readonly unknown[]) {
  await expect.poll(() => queryClient.getQueryState(key)?.fetchStatus).toBe("idle");
  return queryClient.getQueryData(key);
}

describe("createQueryClient", () => {
  it("reads afresh after a write even while the query's first read is still in flight", async () => {
    const queryClient = createQueryClient();
    const key = ["users", "list", { q: "ana" }];
    const { answers, queryFn } = controlledReads();
    const observer = new QueryObserver(queryClient, { queryKey: key, queryFn });
    const unsubscribe = observer.subscribe(() => {});
    expect(answers).toHaveLength(1); // the first read began before the write

    const invalidated = queryClient.invalidateQueries({ queryKey: ["users"] });
    await expect.poll(() => answers.length).toBe(2); // a second read, after the write
    answers[0]!("customer"); // the first read answers with the state from before the write
    answers[1]!("technician");
    await invalidated;

    expect(await settled(queryClient, key)).toBe("technician");
    unsubscribe();
  });

  it("keeps a query's data while it is read again", async () => {
    const queryClient = createQueryClient();
    const key = ["users", "list"];
    const { answers, queryFn } = controlledReads();
    const observer = new QueryObserver(queryClient, { queryKey: key, queryFn });
    const unsubscribe = observer.subscribe(() => {});
    answers[0]!("customer");
    expect(await settled(queryClient, key)).toBe("customer");

    const invalidated = queryClient.invalidateQueries({ queryKey: key });
    await expect.poll(() => answers.length).toBe(2);
    expect(queryClient.getQueryData(key)).toBe("customer");
    answers[1]!("technician");
    await invalidated;
    expect(queryClient.getQueryData(key)).toBe("technician");
    unsubscribe();
  });

  it("the plain QueryClient would join the stale first read (why createQueryClient differs)", async () => {
    const queryClient = new QueryClient();
    const key = ["users"];
    const { answers, queryFn } = controlledReads();
    const unsubscribe = new QueryObserver(queryClient, { queryKey: key, queryFn }).subscribe(() => {});
    const invalidated = queryClient.invalidateQueries({ queryKey: key });
    answers[0]!("customer");
    await invalidated;
    expect(answers).toHaveLength(1);
    expect(queryClient.getQueryData(key)).toBe("customer");
    unsubscribe();
  });
});
