import type { MetaDescriptor } from "react-router";
import { business, hours } from "../content/business";
import type { HoursRow } from "../content/collection-week";
import type { FaqItem } from "../content/types";

const siteUrl = __SITE_URL__;

export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/** Each page's social preview, generated at build from its heading (scripts/og-images.ts). */
function socialImagePath(path: string): string {
  const name = path === "/" ? "home" : path.slice(1).replace(/[^a-z0-9]+/gi, "-");
  return `/og/${name}.png`;
}

export interface Crumb {
  name: string;
  path: string;
}

interface PageMeta {
  title: string;
  description: string;
  path: string;
  /** Social preview image path (under /og/); defaults to the site's own. */
  image?: string;
  noindex?: boolean;
  breadcrumbs?: Crumb[];
  faqs?: FaqItem[];
  /** On a town page: the town, added to the business's areaServed. */
  town?: string;
  /** False for pages that are not a canonical URL of the site (the 404 page). */
  canonical?: boolean;
}

/** Title, description, canonical, social tags and structured data for one page. */
export function pageMeta({
  title,
  description,
  path,
  image,
  noindex,
  breadcrumbs,
  faqs,
  town,
  canonical = true,
}: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image ?? socialImagePath(path));
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${business.name}: licensed rubbish clearance in Surrey and Sussex` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { "script:ld+json": localBusinessJsonLd(town) },
  ];
  if (canonical) tags.splice(2, 0, { tagName: "link", rel: "canonical", href: url });
  if (noindex) tags.push({ name: "robots", content: "noindex, follow" });
  if (breadcrumbs?.length) tags.push({ "script:ld+json": breadcrumbJsonLd(breadcrumbs) });
  if (faqs?.length) tags.push({ "script:ld+json": faqJsonLd(faqs) });
  return tags;
}

const servedCounties = ["Surrey", "West Sussex", "East Sussex"];

const SCHEMA_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Hours as schema.org has them: one OpeningHoursSpecification per row of days with the same hours. */
export const openingHoursJsonLd = (rows: readonly HoursRow[]) =>
  rows.map((row) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: row.weekdays.map((day) => SCHEMA_DAYS[day]),
    opens: row.opens,
    closes: row.closes,
  }));

function localBusinessJsonLd(town?: string) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#business`,
    name: business.name,
    url: `${siteUrl}/`,
    image: absoluteUrl("/og/home.png"),
    logo: absoluteUrl("/logo.svg"),
    telephone: business.phoneE164,
    email: business.email,
    priceRange: "££",
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postcode,
      addressCountry: business.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: business.geo.lat, longitude: business.geo.lng },
    // Phone and WhatsApp are answered around the clock (decision 3).
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "00:00",
        closes: "23:59",
      },
    ],
    // Collections run to the collection week's hours (app/content/business.ts): the hours of the
    // service the business offers, not of the business, whose phone is answered around the clock.
    makesOffer: {
      "@type": "Offer",
      itemOffered: {
        "@type": "Service",
        name: "Waste collection",
        serviceType: "Waste and rubbish clearance",
        hoursAvailable: openingHoursJsonLd(hours.collections),
      },
    },
    areaServed: [
      {
        "@type": "GeoCircle",
        geoMidpoint: { "@type": "GeoCoordinates", latitude: business.geo.lat, longitude: business.geo.lng },
        geoRadius: String(Math.round(business.serviceRadiusMiles * 1609.344)),
      },
      ...servedCounties.map((name) => ({ "@type": "AdministrativeArea", name })),
      ...(town ? [{ "@type": "City", name: town }] : []),
    ],
    description: `${hours.phone}. Licensed waste carrier for homes and businesses within ${business.serviceRadiusMiles} miles of ${business.basePostcodeDistrict}.`,
  };
}

function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

function faqJsonLd(faqs: FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
