import { readdirSync } from "node:fs";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers (docs/decisions/0024-kernel-and-features.md), each a set of files and the imports it may
 * not make. Each file belongs to one set: ESLint takes one `no-restricted-imports` per file, so the
 * sets do not overlap. Tests may import anything.
 */
const FEATURES = ["quotes", "booking", "schedule", "waste", "disposals", "staff", "claims"];
const ROOT = {
  group: ["**/root/**"],
  message: "Only app/entry.server.tsx, the scripts and the tests use the composition root (app/server/root): it passes the runtime down.",
};
const ANY_FEATURE = {
  group: FEATURES.map((f) => `**/${f}/**`),
  message: "The kernel and the platform import no feature: a feature uses them, not the other way round.",
};
const BROWSER = { group: ["**/server/**", "*.server"], message: "Server code stays out of the browser bundle." };
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
const layers = [
  {
    files: ["app/kernel/**"],
    patterns: [{ group: ["../*", "../**"], message: "The kernel imports nothing of the app: the platform and every feature import it." }],
    why: "The kernel: at the bottom, it imports nothing of the app.",
  },
  {
    files: ["app/server/**"],
    ignores: [...FEATURES.map((f) => `app/server/${f}/**`), "app/server/root/**"],
    patterns: [ANY_FEATURE, ROOT],
    why: "The platform (settings, database, photos, mail, …) imports no feature.",
  },
  ...FEATURES.flatMap((feature) => {
    const others = FEATURES.filter((other) => other !== feature).map((other) =>
      other === "staff"
        ? {
            group: ["**/staff/**"],
            message:
              "No feature reaches into the staff feature (accounts, sign-in, the guard): pages are given the signed-in staff member.",
          }
        : {
            group: [`**/${other}/**`, `!**/${other}/index.server`, `!**/${other}/web.server`, `!**/${other}/views`],
            message: `Another feature is reached only through its public modules, ${other}/index.server.ts (its domain), ${other}/web.server.ts (its pages' server parts) and ${other}/views.ts (its views).`,
          },
    );
    const routeModules = [`app/server/${feature}/routes/*.ts`, `app/server/${feature}/routes/*.tsx`];
    const views = [`app/server/${feature}/views/**`, `app/server/${feature}/views.ts`];
    return [
      {
        files: [`app/server/${feature}/**`],
        ignores: [...routeModules, ...views],
        patterns: [...others, ROOT],
        why: `The ${feature} feature: its own modules, the kernel, the platform, and other features' public modules.`,
      },
      {
        // React Router keeps a route module's loaders, actions and middleware (and its .server sibling)
        // out of the browser bundle; its component, meta and handle go to the browser bundle too.
        files: routeModules,
        ignores: [`app/server/${feature}/routes/*.server.ts`, `app/server/${feature}/routes/*.server.tsx`],
        patterns: [
          ...others,
          ROOT,
          {
            group: ["*.server", "**/*.server", "!./*.server"],
            message: "A route module reaches server code only through its own .server sibling, which React Router keeps out of the bundle.",
          },
        ],
        why: `The ${feature} feature's route modules go to the browser bundle too.`,
      },
      {
        files: views,
        patterns: [
          ...others,
          ROOT,
          { group: ["*.server", "**/*.server"], message: "A view is drawn from the data it is given: no server code." },
        ],
        why: `The ${feature} feature's views are drawn from their data alone.`,
      },
      {
        files: [`app/server/${feature}/routes/*.server.ts`, `app/server/${feature}/routes/*.server.tsx`],
        patterns: [...others, ROOT],
        why: `The ${feature} feature's route modules' server siblings.`,
      },
    ];
  }),
  // Each route module may reach its own `.server` sibling, no other (React Router keeps `.server`
  // modules out of the browser bundle).
  ...readdirSync("app/routes")
    .filter((name) => /\.tsx?$/.test(name) && !/\.server\.ts$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => ({
      files: [`app/routes/${name}`],
      patterns: [
        {
          group: ["**/server/**", "**/root/**", "*.server", `!./${name.replace(/\.tsx?$/, "")}.server`],
          message: "A route module reaches server code only through its own .server sibling, which React Router keeps out of the bundle.",
        },
      ],
      why: `The route module ${name} goes to the browser too.`,
    })),
  {
    files: ["app/routes/*.server.ts"],
    patterns: [{ group: ["**/server/staff/**"], message: "The staff side is served by app/entry.server.tsx alone." }, ROOT],
    why: "A route's server sibling.",
  },
  {
    files: ["app/components/**", "app/lib/**", "app/content/**", "app/root.tsx", "app/routes.ts"],
    patterns: [BROWSER, ROOT],
    why: "Nothing a browser loads may import server-only code.",
  },
].map(({ files, ignores = [], patterns, why }) => ({
  name: why,
  files,
  ignores: [...ignores, ...TESTS],
  rules: { "no-restricted-imports": ["error", { patterns }] },
}));

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
        {
          selector: "ImportDeclaration[source.value=/\\.json$/][attributes.length=0]",
          message: 'Import JSON with { type: "json" }: Node refuses it otherwise.',
        },
      ],
    },
  },
  {
    // Settings are read in one place, validated: app/server/env.server.ts.
    files: ["app/**", "http/**", "server.ts", "scripts/**", "vite.config.ts", "react-router.config.ts"],
    ignores: ["app/server/env.server.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings through app/server/env.server.ts (readEnv)." },
      ],
    },
  },
  {
    // The completion page's script runs in the browser after signature_pad's own build, which defines SignaturePad.
    files: ["app/server/waste/pages/complete-job.browser.js"],
    languageOptions: { globals: { ...globals.browser, SignaturePad: "readonly" } },
  },
  {
    // The passkey buttons' script (sign-in and account pages).
    files: ["app/server/staff/pages/passkey.browser.js"],
    languageOptions: { globals: globals.browser },
  },
  {
    // A function reads in one go: one over 120 lines is split into named helpers. Content data and
    // the note's PDF drawing (one long, linear layout) are exempt.
    files: ["app/**", "http/**", "server.ts"],
    ignores: ["app/content/**", "app/server/waste/pdf.server.ts", "**/*.test.ts"],
    rules: {
      "max-lines-per-function": ["error", { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A staff page file holds one page: its queries live in the feature's domain modules.
    files: ["app/server/**/pages/**"],
    rules: {
      "max-lines": ["error", { max: 400 }],
    },
  },
  ...layers,
);
