// Every installed package must run on the oldest Node.js the README promises (package.json
// "engines"): npm only warns (EBADENGINE) when one does not, and the failure comes later, at run
// time. Reads the lockfile, so it checks what `npm ci` installs.
import { readFileSync } from "node:fs";
import semver from "semver";

const project = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));
const oldest = semver.minVersion(project.engines.node);
const refused = Object.entries(lock.packages)
  .filter(([path, entry]) => path && !entry.optional && entry.engines?.node)
  .filter(([, entry]) => !semver.satisfies(oldest, entry.engines.node, { includePrerelease: true }))
  .map(([path, entry]) => `${path.replace(/^.*node_modules\//, "")}@${entry.version} wants node ${entry.engines.node}`);
if (refused.length > 0) {
  console.error(`These packages do not support Node.js ${oldest} (package.json engines "${project.engines.node}"):\n  ${refused.join("\n  ")}`);
  process.exit(1);
}
console.log(`Every installed package supports Node.js ${oldest}.`);
