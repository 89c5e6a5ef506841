import { coverageTable } from "../lib/coverage-table";

/**
 * The postcode coverage table as JSON, prerendered at build time to build/client/coverage.json. The
 * postcode checkers fetch it the first time a visitor types, so pages do not carry it in their scripts.
 */
export function loader() {
  return new Response(JSON.stringify(coverageTable()), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
