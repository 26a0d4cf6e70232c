// Decision 0164: the message catalogue (messages/<locale>.json) compiled by Paraglide JS into
// typed message functions in src/shared/i18n/paraglide/ (generated, not committed). Run by
// `npm run build` (the Vite plugin in vite.config.ts), dev, typecheck and the e2e build. The
// inlang plugin is given from node_modules, so compiling fetches nothing from the network.
// Loading the inlang project takes seconds: the output is kept while the inputs are unchanged.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkMessages } from "./i18n-check.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const I18N_OUTDIR = path.join(root, "src", "shared", "i18n", "paraglide");
const PROJECT = path.join(root, "project.inlang");

const COMPILER_OPTIONS = {
  // The locale is resolved by src/shared/i18n/locale.ts (the page's path in the browser, the
  // request's scope on the server, the recipient's in the worker): no built-in strategy, so
  // none of their code reaches the browser.
  strategy: ["baseLocale"],
  outputStructure: "message-modules",
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
  includeEslintDisableComment: true,
};

function inputsHash(project) {
  const hash = createHash("sha256");
  const version = JSON.parse(fs.readFileSync(path.join(root, "node_modules", "@inlang", "paraglide-js", "package.json"), "utf8")).version;
  hash.update(version).update(JSON.stringify(COMPILER_OPTIONS));
  const settingsFile = path.join(project, "settings.json");
  const settings = JSON.parse(fs.readFileSync(settingsFile, "utf8"));
  hash.update(fs.readFileSync(settingsFile));
  for (const locale of settings.locales)
    hash.update(fs.readFileSync(path.resolve(project, "..", settings["plugin.inlang.messageFormat"].pathPattern.replace("{locale}", locale))));
  return hash.digest("hex");
}

/**
 * Compiles the catalogue when it changed; throws, naming the problems, when a key or parameter is
 * missing. By default the repository's project into the place the code imports it from; the
 * pseudo-locale's build gives its own (scripts/pseudo-locale.mjs).
 */
export async function compileMessages({ force = false, project = PROJECT, outdir = I18N_OUTDIR } = {}) {
  const problems = checkMessages();
  if (problems.length) throw new Error(`messages: ${problems.length} problem(s)\n  ${problems.join("\n  ")}`);
  const hash = inputsHash(project);
  const stamp = path.join(outdir, ".inputs-hash");
  if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === hash) return false;
  const [{ loadProjectFromDirectory }, { compileProject }, { default: messageFormat }] = await Promise.all([
    import("@inlang/sdk"),
    import("@inlang/paraglide-js"),
    import("@inlang/plugin-message-format"),
  ]);
  const loaded = await loadProjectFromDirectory({ path: project, fs, providePlugins: [messageFormat] });
  try {
    const errors = await loaded.errors.get();
    if (errors.length) throw new Error(`messages: the inlang project does not load\n  ${errors.map(String).join("\n  ")}`);
    const output = await compileProject({ project: loaded, compilerOptions: COMPILER_OPTIONS });
    fs.rmSync(outdir, { recursive: true, force: true });
    for (const [file, content] of Object.entries(output)) {
      const target = path.join(outdir, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
    }
    fs.writeFileSync(stamp, hash);
  } finally {
    await loaded.close();
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const compiled = await compileMessages({ force: process.argv.includes("--force") });
    console.log(compiled ? "messages: compiled" : "messages: up to date");
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** The compile step as a Vite (and Vitest) plugin: every build, dev server and test run starts from the current catalogue. */
export function compiledMessages() {
  return {
    name: "homefix:compiled-messages",
    async buildStart() {
      await compileMessages();
    },
  };
}
