/**
 * The services as the footer lists them: id and title only, so the footer (on every page) does not
 * carry the services' full descriptions into the browser. services.test.ts checks they match.
 */
export const serviceLinks = [
  { id: "house", title: "House Clearance" },
  { id: "garden", title: "Garden Waste Removal" },
  { id: "builders", title: "Builders' Waste & Rubble" },
  { id: "bulky", title: "Bulky Items & Furniture" },
  { id: "office", title: "Office & Commercial Clearance" },
  { id: "tenancy", title: "End-of-Tenancy Clearance" },
  { id: "overflow", title: "Overflowing Bins" },
  { id: "mattress", title: "Mattress Disposal" },
  { id: "sofa", title: "Sofa Removal" },
  { id: "wait-load", title: "Wait & Load" },
] as const;
