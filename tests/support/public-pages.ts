/**
 * The public pages whose first-load JavaScript is measured (`npm run bench:js`) and held to its
 * budget (tests/e2e/budget.spec.ts): every kind of content page, with the answers made for a query
 * when JavaScript is off (the estimate, the postcode check).
 */
export const measuredPublicPages = [
  "/",
  "/services",
  "/pricing",
  "/areas",
  "/areas/crawley",
  "/contact",
  "/about",
  "/pricing/estimate?load=half",
  "/areas/check?postcode=RH10+1AA",
] as const;
