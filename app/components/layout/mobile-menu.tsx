import { Menu, Phone, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { business, telLink, whatsappLink } from "../../content/business";
import { WhatsAppIcon } from "../icons/whatsapp";
import { navLinks } from "./nav-links";

/**
 * The phone menu. A native <details> toggles it, so it opens without JavaScript too; with
 * JavaScript it also closes when a link is tapped, on navigation and on Escape.
 */
export function MobileMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const close = () => {
    if (menu.current) menu.current.open = false;
  };

  // Close after a navigation, but not on the first render: a visitor who opened the menu
  // before the page finished loading must not see it snap shut when hydration runs.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    close();
  }, [location.pathname]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !menu.current?.open) return;
      close();
      menu.current.querySelector("summary")?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <details ref={menu} className="group lg:hidden">
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
                onClick={close}
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
              onClick={close}
              className="flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand font-semibold text-white no-underline"
            >
              <Phone className="size-5" aria-hidden="true" /> Call {business.phoneDisplay}
            </a>
            <a
              href={whatsappLink}
              onClick={close}
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
