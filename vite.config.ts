import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { builtSettings } from "./app/server/build-settings.server.ts";
import { readEnv } from "./app/server/env.server.ts";
import { islandsEntry } from "./scripts/vite-islands.ts";
import { privateRoutesOutOfTheBrowser } from "./scripts/vite-private-routes.ts";

// The settings baked into the pages; scripts/record-build-settings.ts writes the same to build/settings.json.
const baked = builtSettings(readEnv());

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islandsEntry(), privateRoutesOutOfTheBrowser()],
  define: {
    // The public origin, fixed at build time for canonical links, the sitemap and social tags.
    __SITE_URL__: JSON.stringify(baked.SITE_URL),
    __REVIEWS_WIDGET_SRC__: JSON.stringify(baked.REVIEWS_WIDGET_SRC),
  },
  build: { assetsInlineLimit: 0 },
  ssr: {
    // The server bundle carries its dependencies: Node's loader keeps a large cost per module file,
    // so bundling them cuts the server's memory at rest (docs/decisions/0008). Kept outside: native
    // code and WebAssembly, packages loaded on first use (they stay out of memory until then), React
    // Router and React, which server.ts must share, and drizzle-orm (bundled, it made an embedded
    // database grow by 100 MB under the hostile-input test; unbundled it does not).
    noExternal: true,
    external: [
      "react",
      "react-dom",
      "react-router",
      "@react-router/node",
      "@react-router/express",
      "sharp",
      "file-type",
      "heic-convert",
      "pdfkit",
      "@electric-sql/pglite",
      "pg",
      "nodemailer",
      "@aws-sdk/client-s3",
      "@aws-sdk/lib-storage",
      "drizzle-orm",
    ],
  },
  environments: {
    // The server bundle's entry is the composition root, which re-exports React Router's server build.
    ssr: { build: { rolldownOptions: { input: "app/server/root/site.server.ts" } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // No page hydrates: a page loads the islands script alone (with the same-day line's words on
            // the pages that show it), and each island's code loads on first use. These groups shape
            // what those loads fetch: few files, and nothing an island does not use.
            codeSplitting: {
              groups: [
                // Vite's helper for dynamic imports, on its own: the islands script uses it, and must not
                // reach the framework through a chunk that also holds React components.
                { name: "preload-helper", test: /preload-helper/, priority: 30 },
                // The same-day line's words, for the same-day island: rules and time only.
                { name: "same-day", test: /[\\/]app[\\/](lib[\\/]same-day-status|kernel[\\/]uk-time)\.ts/, priority: 25 },
                // The /pricing estimator and its island: one file of its own, loaded by the pricing pages only (its budget is tested).
                {
                  name: "estimator",
                  test: /[\\/]app[\\/](components[\\/]estimate[\\/]|lib[\\/]estimate\.ts|islands[\\/]estimator\.tsx)/,
                  priority: 5,
                },
                // React, in one file every island shares.
                { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 21 },
                {
                  // React Router, which no public page loads (only the route modules' browser build, never
                  // run, holds it): named, so that the build (scripts/check-islands.ts) and the budget test
                  // (tests/e2e/budget.spec.ts) can refuse it in what a page or an island loads.
                  name: "framework",
                  test: /node_modules[\\/](react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                  priority: 20,
                },
                {
                  // What more than one island uses, in one file: the business's facts, the claims' wording,
                  // the button styles, the quote button (the estimator shows one), hydrating an island,
                  // the notices (their holder and the notify calls), a field's error (the estimator and
                  // the postcode checker), the icons' common code and the close icon (the quote dialog and
                  // the photo picker).
                  name: "shared",
                  test: /[\\/]app[\\/](components[\\/]ui[\\/](button|problem)|components[\\/]quote[\\/]quote-button|islands[\\/](hydrate|notices-holder)\.tsx|content[\\/](business|claims)|lib[\\/]notify)|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]((createLucideIcon|Icon|defaultAttributes|context)\.mjs|shared[\\/]|icons[\\/]x\.mjs)/,
                  priority: 15,
                },
              ],
            },
          },
        },
      },
    },
  },
});
