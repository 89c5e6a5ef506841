/** Pages with a fixed path, in sitemap order. */
export const mainPages = [
  { path: "/", label: "Home" },
  { path: "/services", label: "Services" },
  { path: "/pricing", label: "Pricing" },
  { path: "/areas", label: "Areas We Cover" },
  { path: "/about", label: "About" },
  { path: "/contact", label: "Contact" },
  { path: "/sitemap", label: "Sitemap" },
] as const;

export const legalPages = [
  { path: "/terms", label: "Terms & Conditions" },
  { path: "/privacy", label: "Privacy Policy" },
] as const;
