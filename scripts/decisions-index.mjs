// Writes docs/decisions/README.md, the index of the decision records: the fifteen to read
// first, then every record under its area with its status. Each record gives, in its head
// (the lines between its title and its first "## " heading):
//
//   # NNNN — Title            (the first line, required)
//
//   Area: Money & payments    (one of AREAS below; a record without it goes under "Other")
//   Status: amended by 0131   ("accepted", "amended by NNNN[, NNNN…]" or
//                              "superseded by NNNN[, NNNN…]"; without it, accepted)
//
// When a later record changes an older one, the older one's Status line says so (and a line of
// prose under it may say which part). With --check it only says whether the index is current
// (npm run validate runs it so), and fails when it is not, or when a record's title, Area or
// Status line is malformed or names a record that does not exist.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const DIR = "docs/decisions";

// In the order the index shows them. "Other" takes the records that name no area.
const AREAS = [
  "Server & API",
  "Data & storage",
  "Money & payments",
  "Bookings & scheduling",
  "Jobs & the back office",
  "Auth & security",
  "Live events, queue & mail",
  "Client & UI",
  "Public site & speed",
  "Testing & CI",
  "Operations",
  "Docs & tooling",
];
const OTHER = "Other";

// What a newcomer needs before changing anything, in reading order, and why.
const READ_FIRST = [
  ["0001", "every command and test runs on it; `DATABASE_URL` selects another server"],
  ["0003", "what every route answers on failure (a 400 names its fields: `fieldError`)"],
  ["0002", "where the session and the role come from"],
  ["0032", "a new staff route goes into a guarded scope, never guarded by hand"],
  ["0030", 'where a domain\'s SQL lives, and how "mine" is checked'],
  ["0028", "every list that grows pages this way, never by `OFFSET`"],
  ["0018", "how a retried write is recognised and answered again"],
  ["0134", "the helper to use for it; the claim and complete steps are never written again"],
  ["0019", "the order of a charge and its rows"],
  ["0135", "a total or a balance is computed there and nowhere else"],
  ["0023", "mail and other side effects are queued in the transaction, not done in the request"],
  ["0072", "how a screen updates without a reload"],
  ["0076", "how a user or the admins are told anything"],
  ["0006", "how the client is laid out"],
  ["0034", "what a client feature may import"],
];

function fail(message) {
  console.error(message);
  process.exit(1);
}

const files = readdirSync(DIR)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
const byNumber = new Map(files.map((name) => [name.slice(0, 4), name]));

const records = files.map((name) => {
  const path = `${DIR}/${name}`;
  const lines = readFileSync(path, "utf8").split("\n");
  const title = lines[0].match(/^# (\d{4}) — (.+)$/);
  if (!title || title[1] !== name.slice(0, 4)) {
    fail(`${path}: the first line must be "# ${name.slice(0, 4)} — Title"`);
  }
  const headEnd = lines.findIndex((line, i) => i > 0 && line.startsWith("## "));
  const head = lines.slice(1, headEnd === -1 ? lines.length : headEnd);

  let area = OTHER;
  const areaLine = head.find((line) => line.startsWith("Area:"));
  if (areaLine !== undefined) {
    area = areaLine.slice("Area:".length).trim();
    if (!AREAS.includes(area)) {
      fail(`${path}: "${areaLine}" names no area; one of: ${AREAS.join("; ")}`);
    }
  }

  let status = { kind: "accepted", by: [] };
  // The older form, "> Status: Superseded by [0134](0134-….md).", is read too, so a record
  // written that way on another branch merges without edits.
  const statusLine = head.find((line) => /^(?:> )?Status:/i.test(line));
  if (statusLine !== undefined) {
    const normalized = statusLine
      .replace(/^> /, "")
      .replace(/\[(\d{4})\]\([^)]*\)/g, "$1")
      .replace(/\.$/, "")
      .replace(/^Status: (\w+)/i, (_, kind) => `Status: ${kind.toLowerCase()}`);
    const match = normalized.match(/^Status: (?:(accepted)|(amended|superseded) by (\d{4}(?:, \d{4})*))$/);
    if (!match) {
      fail(`${path}: "${statusLine}" must read "Status: accepted", ` + `"Status: amended by NNNN[, NNNN]" or "Status: superseded by NNNN[, NNNN]"`);
    }
    if (!match[1]) {
      const by = match[3].split(", ");
      const missing = by.find((number) => !byNumber.has(number));
      if (missing) fail(`${path}: "${statusLine}" names ${missing}, which is not a record`);
      status = { kind: match[2], by };
    }
  }
  return { number: title[1], name, title: title[2], area, status };
});

const link = (number) => `[${number}](${byNumber.get(number)})`;
const statusText = ({ kind, by }) => (kind === "accepted" ? "accepted" : `${kind} by ${by.map(link).join(", ")}`);
const cell = (text) => text.replaceAll("|", "\\|");

const recordsByNumber = new Map(records.map((record) => [record.number, record]));
const readFirst = READ_FIRST.map(([number, why], i) => {
  const record = recordsByNumber.get(number);
  if (!record) fail(`scripts/decisions-index.mjs: READ_FIRST names ${number}, which is not a record`);
  if (record.status.kind === "superseded") {
    fail(`scripts/decisions-index.mjs: READ_FIRST names ${number}, which is superseded`);
  }
  const amended = record.status.kind === "amended" ? ` (${statusText(record.status)})` : "";
  return `${i + 1}. ${link(number)} — ${record.title}${amended}. *${why[0].toUpperCase()}${why.slice(1)}.*`;
});

const sections = [...AREAS, OTHER]
  .map((area) => {
    const inArea = records.filter((record) => record.area === area);
    if (inArea.length === 0) return null;
    const rows = inArea.map((record) => `| ${link(record.number)} | ${cell(record.title)} | ${statusText(record.status)} |`);
    return `### ${area}\n\n| record | decision | status |\n| --- | --- | --- |\n${rows.join("\n")}`;
  })
  .filter((section) => section !== null);

const index = `# Decisions

Each significant choice, with its context and consequences. This index is written by
\`node scripts/decisions-index.mjs\` from the records themselves; CI fails when it is stale.

## Read these first

${readFirst.join("\n")}

## By area

${sections.join("\n\n")}

## Writing a record

\`docs/decisions/NNNN-slug.md\`, with the number you were given: the title line
\`# NNNN — Title\`, then in its head (before the first \`## \` heading) an \`Area:\` line naming one
of the areas above and, once a later record changes it, a \`Status:\` line (\`amended by NNNN\` or
\`superseded by NNNN\`; several numbers are separated by \`, \`). A record without them is listed
under Other as accepted. Then Context, Decision, Consequences. A later change is a new record
that says what it amends; the older record gets the \`Status:\` line, not an appended section.
Measurements belong in \`bench/README.md\`. Then run \`node scripts/decisions-index.mjs\`.
`;

if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(`${DIR}/README.md`, "utf8");
  } catch {
    // No index yet: it is not current.
  }
  if (current !== index) {
    fail(`${DIR}/README.md is not current: run node scripts/decisions-index.mjs`);
  }
} else {
  writeFileSync(`${DIR}/README.md`, index);
  const other = records.filter((record) => record.area === OTHER).length;
  console.log(`${DIR}/README.md: ${records.length} decisions` + (other ? `, ${other} without an Area line` : ""));
}
