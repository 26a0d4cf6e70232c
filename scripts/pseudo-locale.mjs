// A pseudo-locale for the end-to-end check of untranslated and overflowing text (issue 26):
// the Spanish messages replaced by the English ones accented, 40 % longer and bracketed
// ("Book Now" → "⟦Bóók·· Ñóẃ·⟧"), compiled into a folder of their own; a build made with
// PSEUDO_LOCALE=1 (vite.config.ts) takes its messages from there, so a Spanish page of that build
// shows every catalogue string in brackets. Text on such a page without them was not said through
// the catalogue (e2e/pseudo-locale.spec.ts), and a layout that holds the longer words at 375 px
// holds Spanish, which runs about a quarter longer than English.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileMessages, I18N_OUTDIR } from "./i18n-compile.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WORK = path.join(root, ".data-pseudo-locale");
export const PSEUDO_OUTDIR = path.join(WORK, "paraglide");
export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";

const ACCENTED = {
  a: "á",
  e: "é",
  i: "í",
  o: "ó",
  u: "ú",
  y: "ý",
  n: "ñ",
  c: "ç",
  w: "ẃ",
  A: "Á",
  E: "É",
  I: "Í",
  O: "Ó",
  U: "Ú",
  Y: "Ý",
  N: "Ñ",
  C: "Ç",
  W: "Ẃ",
};

/** One message's text: its words accented and each 40 % longer, its placeholders (`{name}`) kept. */
export function pseudoText(text) {
  const parts = text.split(/(\{[^}]*\})/u);
  const said = parts
    .map((part) =>
      part.startsWith("{")
        ? part
        : part.replace(/\p{L}+/gu, (word) => [...word].map((letter) => ACCENTED[letter] ?? letter).join("") + "·".repeat(Math.ceil(word.length * 0.4))),
    )
    .join("");
  return /\p{L}/u.test(parts.filter((part) => !part.startsWith("{")).join("")) ? `${PSEUDO_OPEN}${said}${PSEUDO_CLOSE}` : said;
}

/** The catalogue's messages (strings, or inlang's variants with a `match` of strings) said in the pseudo-locale. */
export function pseudoMessages(messages) {
  const say = (value) => {
    if (typeof value === "string") return pseudoText(value);
    if (Array.isArray(value)) return value.map(say);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, key === "match" ? say(each) : each]));
    return value;
  };
  return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, key === "$schema" ? value : say(value)]));
}

/** Writes a file only when its content changes: builds side by side then read it, unchanged, at once. */
function writeIfChanged(file, content) {
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === content) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Writes the pseudo-locale's project (English as itself, Spanish as the pseudo-locale) and compiles it when it changed. */
export async function compilePseudoMessages() {
  const english = JSON.parse(fs.readFileSync(path.join(root, "messages", "en.json"), "utf8"));
  writeIfChanged(path.join(WORK, "messages", "en.json"), JSON.stringify(english, null, 2));
  writeIfChanged(path.join(WORK, "messages", "es.json"), JSON.stringify(pseudoMessages(english), null, 2));
  writeIfChanged(path.join(WORK, "project.inlang", "settings.json"), fs.readFileSync(path.join(root, "project.inlang", "settings.json"), "utf8"));
  await compileMessages({ project: path.join(WORK, "project.inlang"), outdir: PSEUDO_OUTDIR });
}

/**
 * The pseudo-locale's messages as a Vite plugin, in place of `compiledMessages()`: compiled at
 * the build's start, and every import of the compiled catalogue (src/shared/i18n/paraglide/…)
 * answered from the pseudo-locale's folder.
 */
export function pseudoLocaleMessages() {
  return {
    name: "homefix:pseudo-locale-messages",
    enforce: "pre",
    async buildStart() {
      await compilePseudoMessages();
    },
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.startsWith(I18N_OUTDIR + path.sep)) return null;
      return { ...resolved, id: PSEUDO_OUTDIR + resolved.id.slice(I18N_OUTDIR.length) };
    },
  };
}
