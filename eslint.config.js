import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "node_modules", "data", ".data-*", "test-results", "playwright-report", "src/server/db/migrations"] },
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
    files: ["src/server/**/*.ts", "scripts/**/*.ts", "tests/**/*.ts", "bench/**/*.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "**/client/**"], message: "shared imports nothing of ours" }] }] },
  },
);
