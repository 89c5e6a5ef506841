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

/** Prerendered at build: every indexable page, the two text resources and the postcode coverage table. */
export function prerenderPaths(): string[] {
  return [...indexablePaths(), "/sitemap.xml", "/robots.txt", "/coverage.json"];
}
