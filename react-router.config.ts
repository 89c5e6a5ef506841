import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/site-paths";

export default {
  ssr: true,
  // Every public page is rendered to HTML at build time; server.ts serves those files at their clean URLs.
  prerender: { paths: () => prerenderPaths(), concurrency: 2 },
  // Load the whole (small) route manifest with the page: no /__manifest round trip on the first link tap.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
