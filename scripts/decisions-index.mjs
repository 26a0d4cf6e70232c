// Writes docs/decisions/README.md, the index of the decision records, from each record's title
// line ("# NNNN — Title"). With --check it only says whether the index is current (npm run
// validate runs it so), and fails when it is not or when a record has no such title.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const DIR = "docs/decisions";
const records = readdirSync(DIR)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
const lines = records.map((name) => {
  const title = readFileSync(`${DIR}/${name}`, "utf8").split("\n", 1)[0];
  const match = title.match(/^# (\d{4}) — (.+)$/);
  if (!match || match[1] !== name.slice(0, 4)) {
    console.error(`${DIR}/${name}: the first line must be "# ${name.slice(0, 4)} — Title"`);
    process.exit(1);
  }
  return `- [${match[1]}](${name}) — ${match[2]}`;
});
const index = `# Decisions

Each significant choice, with its context and consequences (newest last). A record that a later
one changes says so at its top. This index is written by \`node scripts/decisions-index.mjs\`.

${lines.join("\n")}
`;
if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(`${DIR}/README.md`, "utf8");
  } catch {
    // No index yet: it is not current.
  }
  if (current !== index) {
    console.error(`${DIR}/README.md is not current: run node scripts/decisions-index.mjs`);
    process.exit(1);
  }
} else {
  writeFileSync(`${DIR}/README.md`, index);
  console.log(`${DIR}/README.md: ${records.length} decisions`);
}
