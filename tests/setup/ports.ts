import { createServer } from "node:net";

/**
 * Ports for the servers and databases a test starts itself. Test files run side by side, so a
 * fixed port can be taken by another file's server (or handed out by the system to another
 * file's free-port question) and start-up then fails for a reason the test does not show.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A free port whose next `count - 1` are free too, below the system's range for `freePort`. */
export async function freePorts(count: number): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    let all = true;
    for (let i = 0; i < count && all; i += 1) all = await free(port + i);
    if (all) return port;
  }
}
