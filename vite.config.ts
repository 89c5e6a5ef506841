import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { builtSettings } from "./app/server/build-settings.server.ts";
import { readEnv } from "./app/server/env.server.ts";

// The settings baked into the pages; scripts/record-build-settings.ts writes the same to build/settings.json.
const baked = builtSettings(readEnv());

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger first-load chunks: one round trip instead of many on a slow phone
            // connection. The quote dialog, form and toasts stay separate, loaded on demand.
            codeSplitting: {
              groups: [
                // The /pricing estimator: one file of its own, loaded by the pricing pages only (its budget is tested).
                { name: "estimator", test: /[\\/]app[\\/](components[\\/]estimate[\\/]|lib[\\/]estimate\.ts)/, priority: 5 },
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
                  priority: 20,
                },
                {
                  // The shell every page shows: header, menu, footer, buttons, metadata helpers.
                  name: "site",
                  test: /[\\/]app[\\/](root|components[\\/](layout|icons)[\\/]|components[\\/]ui[\\/]button|components[\\/]quote[\\/]quote-(button|dialog-context)|content[\\/](business|claims|featured-areas|service-links)|lib[\\/](seo|notify|inline-css))/,
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
