/**
 * The footer's five featured towns (Brighton, Hove, Portslade, Shoreham-by-Sea, Worthing), as name and slug only: the footer is on every page,
 * so it must not pull the towns' full content into the browser. areas.test.ts checks them.
 */
export const featuredAreas = [
  { slug: "brighton", name: "Brighton" },
  { slug: "hove", name: "Hove" },
  { slug: "portslade", name: "Portslade" },
  { slug: "shoreham-by-sea", name: "Shoreham-by-Sea" },
  { slug: "worthing", name: "Worthing" },
] as const;
