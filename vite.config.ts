import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // The public origin, fixed at build time for canonical links, the sitemap and social tags.
    __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "")),
    __REVIEWS_WIDGET_SRC__: JSON.stringify(process.env.REVIEWS_WIDGET_SRC ?? ""),
  },
  build: { assetsInlineLimit: 0, sourcemap: Boolean(process.env.SOURCEMAP) },
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
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 20 },
                {
                  // The shell every page shows: header, menu, footer, buttons, metadata helpers.
                  name: "site",
                  test: /[\\/]app[\\/](root|components[\\/](layout|icons)[\\/]|components[\\/]ui[\\/]button|components[\\/]quote[\\/]quote-(button|dialog-context)|content[\\/](business|featured-areas|service-links)|lib[\\/](seo|notify|inline-css))/,
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
