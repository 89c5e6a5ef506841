import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Our <label> wraps or points at its control through the Field component.
      "jsx-a11y/label-has-associated-control": "off",
      // Node runs the app's modules directly too (`npm run staff`), and Node refuses JSON without its attribute.
      "no-restricted-syntax": [
        "error",
        { selector: "ImportDeclaration[source.value=/\\.json$/][attributes.length=0]", message: 'Import JSON with { type: "json" }: Node refuses it otherwise.' },
      ],
    },
  },
  {
    // Settings are read in one place, validated: app/server/env.server.ts.
    files: ["app/**", "http/**", "server.ts", "scripts/**", "vite.config.ts", "react-router.config.ts"],
    ignores: ["app/server/env.server.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read settings through app/server/env.server.ts (readEnv)." }],
    },
  },
  {
    // Nothing a browser loads may import server-only code.
    files: ["app/components/**", "app/lib/**", "app/content/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "*.server"], message: "Server code stays out of the browser bundle." }] }],
    },
  },
  {
    // The staff side (app/server/staff) is served by app/entry.server.tsx alone: no route module,
    // whose code also goes to the browser, reaches into it.
    files: ["app/routes/**", "app/root.tsx", "app/routes.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/staff/**"], message: "The staff side stays out of the public routes and the browser bundle." }] }],
    },
  },
);
