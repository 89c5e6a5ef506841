/** The header's links, the same on every page. */
export const navLinks = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/pricing", label: "Pricing" },
  { to: "/areas", label: "Areas We Cover" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;
