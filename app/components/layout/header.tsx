import { Phone } from "lucide-react";
import { NavLink } from "react-router";
import { business, telLink } from "../../content/business";
import { QuoteButton } from "../quote/quote-button";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { navLinks } from "./nav-links";

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2.5 text-[0.95rem] font-medium no-underline hover:bg-brand-soft hover:text-brand-dark ${
                      isActive ? "text-brand underline decoration-2 underline-offset-8" : "text-ink"
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={telLink}
            className="hidden min-h-11 items-center gap-2 whitespace-nowrap rounded-md px-2 font-semibold text-brand no-underline hover:bg-brand-soft sm:inline-flex"
          >
            <Phone className="size-5" aria-hidden="true" />
            <span>{business.phoneDisplay}</span>
          </a>
          <div className="hidden sm:block">
            <QuoteButton>Get a Free Quote</QuoteButton>
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
