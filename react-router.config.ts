import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/site-paths";

export default {
  ssr: true,
  // Every public page is rendered to HTML at build time; server.ts serves those files at their clean URLs.
  prerender: { paths: () => prerenderPaths(), concurrency: 2 },
  // Load the whole (small) route manifest with the page: no /__manifest round trip on the first link tap.
  routeDiscovery: { mode: "initial" },
  // The customer's booking page sends no referrer, so the browser posts its forms with `Origin: null`:
  // React Router would refuse them. Requests from another site are refused before the router, by
  // Sec-Fetch-Site and Origin (http/same-site.ts).
  allowedActionOrigins: ["null"],
} satisfies Config;
