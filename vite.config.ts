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
            // Fewer, larger first-load chunks: one round trip instead of many on a slow phone
            // connection. The quote dialog, form and toasts stay separate, loaded on demand.
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
                // React, and React Router apart from it: the quote dialog on a content page needs React alone.
                { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 21 },
                {
                  name: "framework",
                  test: /node_modules[\\/](react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                  priority: 20,
                },
                {
                  // What the shell and the quote dialog share, kept out of the shell's chunk so that the
                  // dialog on a content page loads neither the shell nor the router: the business's facts,
                  // the claims' wording, the button styles, the page metadata helpers, the notices (their
                  // holder and the notify calls), the icons' common code and the close icon both the menu
                  // and the dialog show, the quote button (the estimator island shows one), and what the
                  // islands use: hydrating one, a field's error (the estimator and the postcode checker).
                  name: "shared",
                  test: /[\\/]app[\\/](components[\\/]ui[\\/](button|problem)|components[\\/]quote[\\/]quote-button|islands[\\/](hydrate|notices-holder)\.tsx|content[\\/](business|claims|featured-areas|service-links)|lib[\\/](seo|inline-css|notify))|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]((createLucideIcon|Icon|defaultAttributes|context)\.mjs|shared[\\/]|icons[\\/]x\.mjs)/,
                  priority: 15,
                },
                {
                  // The shell every hydrated page shows: header, menu, footer.
                  name: "site",
                  test: /[\\/]app[\\/](root|components[\\/](layout|icons)[\\/])/,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
    },
  },
});
