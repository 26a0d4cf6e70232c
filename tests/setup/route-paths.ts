import type { FastifyInstance } from "fastify";

/** Every route the app registers under /api (better-auth's own excepted), with its methods. */
export function registeredRoutes(app: FastifyInstance) {
  return routeTree(app.printRoutes({ commonPrefix: false })).filter((route) => route.path.startsWith("/api/") && !route.path.startsWith("/api/auth/"));
}

/** Full paths from Fastify's route tree, where a child line holds only the rest of its parent's path. */
function routeTree(tree: string) {
  const stack: string[] = [];
  const routes: { path: string; methods: string[] }[] = [];
  for (const line of tree.split("\n")) {
    const match = line.match(/^([│ ]*)[├└]── (\S+)(?: \((.+)\))?/);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const path = stack.join("") + match[2];
    stack.push(match[2]);
    if (match[3]) routes.push({ path, methods: match[3].split(",").map((method) => method.trim()) });
  }
  return routes;
}
