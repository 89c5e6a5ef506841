import { Link } from "react-router";
import { featuredAreas } from "../../content/featured-areas";
import { business, claims, mailtoLink, telLink, whatsappLink } from "../../content/business";
import { serviceLinks } from "../../content/service-links";
import { Logo } from "./logo";
import { ReviewsWidget } from "./reviews-widget";

const quickLinks = [
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact" },
  { to: "/sitemap", label: "Sitemap" },
  { to: "/terms", label: "Terms & Conditions" },
  { to: "/privacy", label: "Privacy Policy" },
] as const;

const linkClass = "inline-block py-1.5 text-green-50 no-underline hover:text-white hover:underline";

function FooterList({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-base font-bold text-white">{title}</h2>
      <ul className="space-y-0.5 text-[0.95rem]">{children}</ul>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="bg-brand-dark text-green-50">
      <ReviewsWidget />
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <Logo light />
          <p className="mt-4 text-[0.95rem]">
            Licensed rubbish clearance for homes and businesses within {business.serviceRadiusMiles} miles of{" "}
            {business.basePostcodeDistrict}.
          </p>
        </div>
        <FooterList title="Services">
          {serviceLinks.map((service) => (
            <li key={service.id}>
              <Link to={`/services#${service.id}`} className={linkClass}>
                {service.title}
              </Link>
            </li>
          ))}
        </FooterList>
        <FooterList title="Areas">
          {featuredAreas.map((area) => (
            <li key={area.slug}>
              <Link to={`/areas/${area.slug}`} className={linkClass}>
                {area.name}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/areas" className={`${linkClass} font-semibold`}>
              View All Areas
            </Link>
          </li>
        </FooterList>
        <FooterList title="Quick Links">
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterList>
        <FooterList title="Contact">
          <li>
            <a href={telLink} className={linkClass}>
              Call {business.phoneDisplay}
            </a>
          </li>
          <li>
            <a href={whatsappLink} className={linkClass} rel="noopener">
              WhatsApp {business.whatsappDisplay}
            </a>
          </li>
          <li>
            <a href={mailtoLink} className={`${linkClass} break-all`}>
              {business.email}
            </a>
          </li>
          <li className="pt-1.5">
            <address className="not-italic">
              {business.address.street}, {business.address.locality}, {business.address.postcode}
            </address>
          </li>
          <li className="pt-1.5 font-semibold text-white">{claims.available}</li>
        </FooterList>
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold text-white">{claims.footerLicensed}</p>
          <p>
            Waste carrier registration {business.carrierRegistration} · © {new Date().getFullYear()} {business.legalName}
          </p>
        </div>
      </div>
    </footer>
  );
}
