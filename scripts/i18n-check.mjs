// Decision 0164: every message exists in every language with the same parameters. Fast (plain
// JSON, no compiler), so `npm run validate` runs it first and the compile step runs it too: a
// key missing in one language, or a parameter spelled differently, fails the build.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const settings = JSON.parse(readFileSync(path.join(root, "project.inlang", "settings.json"), "utf8"));

/** The parameters a message takes: `{name}` in a plain string; `input name` in a variant form. */
export function messageParameters(message) {
  const found = new Set();
  const visit = (value) => {
    if (typeof value === "string") {
      for (const match of value.matchAll(/(?<!\\)\{\s*([A-Za-z_][\w]*)/g)) found.add(match[1]);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      for (const declaration of value.declarations ?? []) {
        const input = /^input\s+(\w+)/.exec(declaration);
        if (input) found.add(input[1]);
      }
      Object.values(value.match ?? {}).forEach(visit);
    }
  };
  visit(message);
  // A variant form's locals (`local countPlural = …`) are not parameters.
  const locals = new Set();
  for (const entry of Array.isArray(message) ? message : [])
    for (const declaration of entry.declarations ?? []) {
      const local = /^local\s+(\w+)/.exec(declaration);
      if (local) locals.add(local[1]);
    }
  return [...found].filter((name) => !locals.has(name)).sort();
}

export function catalogueProblems(catalogues) {
  const problems = [];
  const [base, ...others] = Object.keys(catalogues);
  const keys = new Set(Object.values(catalogues).flatMap((messages) => Object.keys(messages)));
  for (const key of [...keys].sort()) {
    if (key === "$schema") continue;
    if (!/^[a-z][a-z0-9_]*$/.test(key)) problems.push(`${key}: a key is lower_snake_case (it becomes a function's name)`);
    const missing = Object.keys(catalogues).filter((locale) => !(key in catalogues[locale]));
    if (missing.length) {
      problems.push(`${key}: missing in ${missing.join(", ")}`);
      continue;
    }
    const expected = messageParameters(catalogues[base][key]).join(", ");
    for (const locale of others) {
      const actual = messageParameters(catalogues[locale][key]).join(", ");
      if (actual !== expected) problems.push(`${key}: ${locale} takes {${actual}}, ${base} takes {${expected}}`);
    }
  }
  return problems;
}

export function checkMessages() {
  const catalogues = {};
  for (const locale of settings.locales) {
    const file = settings["plugin.inlang.messageFormat"].pathPattern.replace("{locale}", locale);
    catalogues[locale] = JSON.parse(readFileSync(path.join(root, file), "utf8"));
  }
  return catalogueProblems(catalogues);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkMessages();
  if (problems.length) {
    console.error(`messages: ${problems.length} problem(s)\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log("messages: every key in every language, with the same parameters");
}
