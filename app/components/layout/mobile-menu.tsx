import { Menu, Phone, X } from "lucide-react";
import { NavLink } from "react-router";
import { business, telLink, whatsappLink } from "../../content/business";
import { WhatsAppIcon } from "../icons/whatsapp";
import { navLinks } from "./nav-links";

/**
 * The phone menu. A native <details> toggles it, so it opens and closes without any script; the
 * islands script closes it on Escape (app/islands/entry.ts). A link to another page closes it by
 * opening that page.
 */
export function MobileMenu() {
  return (
    <details className="group lg:hidden">
      <summary
        className="flex size-11 cursor-pointer items-center justify-center rounded-md text-ink hover:bg-brand-soft"
        aria-label="Menu"
      >
        <Menu className="size-6 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-open:block" aria-hidden="true" />
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        <ul className="container-page py-2">
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === "/"}
                className={({ isActive }) =>
                  `flex min-h-12 items-center border-b border-slate-100 text-lg font-medium no-underline ${isActive ? "text-brand" : "text-ink"}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="grid grid-cols-2 gap-3 py-4">
            <a
              href={telLink}
              className="flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand font-semibold text-white no-underline"
            >
              <Phone className="size-5" aria-hidden="true" /> Call {business.phoneDisplay}
            </a>
            <a
              href={whatsappLink}
              rel="noopener"
              className="flex min-h-12 items-center justify-center gap-2 rounded-lg bg-whatsapp font-semibold text-white no-underline"
            >
              <WhatsAppIcon /> WhatsApp
            </a>
          </li>
        </ul>
      </nav>
    </details>
  );
}
