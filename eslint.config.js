import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { readFileSync } from "node:fs";

/** The test files that may replace a module: vitest.config.ts runs them each in modules of their own. */
const isolatedTestFiles = JSON.parse(readFileSync(new URL("./testing/isolated-test-files.json", import.meta.url), "utf8"));

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "bench/out/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs["recommended-latest"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Every page is its own document (app/root.tsx): a router link on a hydrated page would render
    // a page that does not hydrate inside the wrong document.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}", "app/test/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink", "Form", "useNavigate"],
              message: "Use a plain <a href>: every page loads as a document (see app/root.tsx).",
            },
            {
              // The index re-exports every icon: whichever chunk imports it (the root's, through the
              // header) pulls in the icons of every page, hydrating or not (scripts/hydrating-chunks.ts).
              name: "lucide-react",
              allowTypeImports: true,
              message: 'Import each icon from its own module: import ArrowRight from "lucide-react/icons/arrow-right".',
            },
          ],
        },
      ],
    },
  },
  {
    // Test files share a worker's modules and process (vitest.config.ts, isolate: false): a module
    // replaced in one would stay replaced, or never be, for the files after it; a variable one sets
    // reaches every file and child process after it (FONTCONFIG_FILE is read once, when sharp first
    // draws text: a file that set it after another had drawn got the wrong fonts).
    files: ["**/*.test.{ts,tsx}"],
    ignores: isolatedTestFiles,
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "vi", property: "mock", message: "Test files share modules: list this file in testing/isolated-test-files.json." },
        { object: "vi", property: "doMock", message: "Test files share modules: list this file in testing/isolated-test-files.json." },
        {
          object: "vi",
          property: "resetModules",
          message: "Test files share modules: list this file in testing/isolated-test-files.json.",
        },
        { object: "vi", property: "stubEnv", message: "Test files share modules: list this file in testing/isolated-test-files.json." },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message:
            "Test files share a process: pass the variable to the child's env, or list this file in testing/isolated-test-files.json.",
        },
      ],
    },
  },
);
