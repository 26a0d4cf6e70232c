import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

// Decision 0034: the client's feature walls, as bulletproof-react draws them. The zones come
// from the folder listing, so a new feature is walled in without editing this file.
const features = readdirSync("src/client/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureWalls = features.map((feature) => ({
  target: `./src/client/features/${feature}`,
  from: "./src/client/features",
  except: [`./${feature}`],
  message: "a feature imports only ui/, lib/, shared/ and its own folder; compose features in app/routes/",
}));
const clientWalls = [
  ...featureWalls,
  { target: "./src/client/features", from: "./src/client/app", message: "features do not import app/" },
  {
    target: ["./src/client/ui", "./src/client/lib"],
    from: ["./src/client/features", "./src/client/app"],
    message: "ui/ and lib/ import no feature and not app/",
  },
];

// Decision 0147: the server's module walls. A module keeps its repositories private: another
// module calls its service or its port (`audit.record`), never `../other/*.repository.ts`.
const serverModules = readdirSync("src/server/modules", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleWalls = serverModules.map((module) => ({
  target: `./src/server/modules/${module}`,
  from: "./src/server/modules/*/*.repository.ts",
  except: [resolve("src/server/modules", module, "**")],
  message: "a module's repository is private: import the other module's service or port",
}));
// One typed way to tell the live streams: `publish()` (realtime/publish.ts). The raw insert
// beneath it is the realtime layer's own.
const liveWall = {
  target: "./src/server/modules",
  from: "./src/server/realtime/live-events.repository.ts",
  message: "publish a live event with publish() from realtime/publish.ts",
};
const importResolver = {
  // TypeScript files are parsed as TypeScript when import-x follows their imports.
  "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
  "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
  "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
};

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      "data",
      ".data-*",
      "test-results",
      "playwright-report",
      "src/server/db/migrations",
      "src/shared/i18n/paraglide",
      "project.inlang",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**"], message: "client and shared code never import the server" }] }],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: importResolver,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: clientWalls }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["src/server/**/*.ts", "scripts/**/*.ts", "tests/**/*.ts", "bench/**/*.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["src/server/modules/**/*.ts"],
    plugins: { "import-x": importX },
    settings: importResolver,
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...moduleWalls, liveWall] }] },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "**/client/**"], message: "shared imports nothing of ours" }] }] },
  },
);
