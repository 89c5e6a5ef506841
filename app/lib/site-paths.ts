import { listAreas } from "../content/areas";
import { legalPages, mainPages } from "./pages";

/** Every indexable URL path: what is prerendered and what /sitemap.xml lists. */
export function indexablePaths(): string[] {
  return [
    ...mainPages.map((page) => page.path),
    ...legalPages.map((page) => page.path),
    ...listAreas().map((area) => `/areas/${area.slug}`),
  ];
}

/**
 * Pages rendered on each request instead of at build: /contact carries the quote form's stamp, a
 * fresh one per visitor (see app/server/quotes/form-stamp.server.ts).
 */
const renderedPerRequest = ["/contact"] as const;

/**
 * Prerendered at build: every indexable page but those rendered per request, the two text resources
 * and the postcode coverage table.
 */
export function prerenderPaths(): string[] {
  return [
    ...indexablePaths().filter((path) => !(renderedPerRequest as readonly string[]).includes(path)),
    "/sitemap.xml",
    "/robots.txt",
    "/coverage.json",
  ];
}
