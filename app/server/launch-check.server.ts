/**
 * What must not go live: placeholders in the business's data and settings a real site needs (a
 * PostgreSQL database among them). Used by `npm run check:launch` and by the server, which refuses
 * to start in production on a public address while any remain (unless ALLOW_PLACEHOLDERS=1, for a
 * staging copy). Imports carry `.ts`: Node loads this
 * file directly from scripts/check-launch.ts and server.ts.
 */
import { bankHolidaysEnd, bankHolidaysFetchedOn, bankHolidaysSource } from "../content/bank-holidays.generated.ts";
import { business } from "../content/business.ts";
import { unconfirmedPrices } from "../content/pricing.ts";
import { receivingSites } from "../content/receiving-sites.ts";
import { van } from "../content/waste.ts";
import { testimonials } from "../content/testimonials.ts";
import { addDays, formatDate, londonDate } from "../kernel/uk-time.ts";
import type { Env } from "./env.server.ts";

export interface Placeholder {
  /** What is wrong, in a sentence. */
  problem: string;
  /** Where to change it. */
  fix: string;
}

/**
 * Ofcom's numbers reserved for drama (never assigned to anyone), in E.164: mobile 07700 900xxx, no
 * area 01632 960xxx, the big cities' 0xx 496 0xxx (Belfast, Cardiff and Newcastle differ), and
 * freephone and premium ranges.
 */
const DRAMA_RANGES = [
  /^\+447700900\d{3}$/,
  /^\+441632960\d{3}$/,
  /^\+44207946[01]\d{3}$/,
  /^\+44(113|114|115|116|117|118|121|131|141|151|161)4960\d{3}$/,
  /^\+441914980\d{3}$/,
  /^\+442896496\d{3}$/,
  /^\+442920180\d{3}$/,
  /^\+448081570\d{3}$/,
  /^\+449098790\d{3}$/,
  /^\+443069990\d{3}$/,
];

const isDramaNumber = (e164: string) => DRAMA_RANGES.some((range) => range.test(e164));

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): mail to them goes nowhere. */
function isExampleDomain(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  return /(^|\.)example\.(com|net|org)$/.test(h) || /\.(example|test|invalid|localhost)$/.test(h) || h === "localhost";
}

const domainOf = (address: string) => /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? "";

export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host) || host === "::1";
}

/** Why a live site must not run on the embedded database, in one sentence. */
export const DATABASE_URL_UNSET =
  "DATABASE_URL is not set: the embedded database (PGlite) never calls fsync, so a power cut or a kernel crash can lose quotes it has already acknowledged.";

export function placeholders(env: Env): Placeholder[] {
  const found: Placeholder[] = [];
  const content = "app/content/business.ts";
  if (isDramaNumber(business.phoneE164))
    found.push({
      problem: `The phone number ${business.phoneDisplay} is a placeholder from Ofcom's drama range.`,
      fix: `${content}: phoneDisplay, phoneE164`,
    });
  if (isDramaNumber(`+${business.whatsappNumber}`))
    found.push({
      problem: `The WhatsApp number ${business.whatsappDisplay} is a placeholder from Ofcom's drama range.`,
      fix: `${content}: whatsappDisplay, whatsappNumber`,
    });
  for (const [field, value] of [
    ["email", business.email],
    ["staffEmail", business.staffEmail],
    ["mailFrom", business.mailFrom],
  ] as const) {
    if (isExampleDomain(domainOf(value)))
      found.push({ problem: `The address ${value} (${field}) is an example address.`, fix: `${content}: ${field}` });
  }
  if (isExampleDomain(new URL(business.reviewsUrl).hostname))
    found.push({ problem: `The reviews link ${business.reviewsUrl} is a placeholder.`, fix: `${content}: reviewsUrl` });
  if (/^CBDU0+$/.test(business.carrierRegistration))
    found.push({
      problem: `The waste carrier registration ${business.carrierRegistration} is a placeholder: waste transfer notes print it.`,
      fix: `${content}: carrierRegistration`,
    });
  if (/^0+$/.test(business.companyNumber))
    found.push({ problem: `The company number ${business.companyNumber} is a placeholder.`, fix: `${content}: companyNumber` });
  for (const site of receivingSites.filter((s) => s.placeholder)) {
    found.push({
      problem: `The receiving site "${site.name}" (permit ${site.permit}) is a placeholder: waste transfer notes and tip runs record its name and permit number.`,
      fix: `app/content/receiving-sites.ts: the site "${site.id}" (name, address, permit), then placeholder: false`,
    });
  }
  if (van.placeholder)
    found.push({
      problem: `The van's load space (${van.loadCubicMetres} m³) is a placeholder: waste transfer notes print each share of the van as a volume from it.`,
      fix: "app/content/waste.ts: van.loadCubicMetres (measured), then placeholder: false",
    });
  const unreal = testimonials.filter((t) => t.source === "placeholder");
  if (unreal.length) {
    found.push({
      problem: `${unreal.length} of ${testimonials.length} testimonials are not yet real reviews (${unreal.map((t) => t.name).join(", ")}).`,
      fix: "app/content/testimonials.ts: replace each with a real review and set its source to the review's link",
    });
  }
  const prices = unconfirmedPrices();
  if (prices.length) {
    found.push({
      problem: `${prices.length} prices are not yet confirmed by the business (${prices.join(", ")}).`,
      fix: "app/content/pricing.ts: set each amount and confirmed: true",
    });
  }
  if (env.STAFF_EMAIL !== business.staffEmail && isExampleDomain(domainOf(env.STAFF_EMAIL)))
    found.push({ problem: `STAFF_EMAIL ${env.STAFF_EMAIL} is an example address.`, fix: ".env: STAFF_EMAIL" });
  if (env.MAIL_FROM !== business.mailFrom && isExampleDomain(domainOf(env.MAIL_FROM)))
    found.push({ problem: `MAIL_FROM ${env.MAIL_FROM} is an example address.`, fix: ".env: MAIL_FROM" });
  if (isLoopbackUrl(env.SITE_URL))
    found.push({
      problem: `SITE_URL is ${env.SITE_URL}: canonical links, the sitemap and emails would point at this machine.`,
      fix: ".env: SITE_URL (then npm run build)",
    });
  if (!env.DATABASE_URL)
    found.push({
      problem: DATABASE_URL_UNSET,
      fix: ".env: DATABASE_URL (PostgreSQL; docs/deploy.md sets it up and moves the data across with npm run db:move-to-postgres)",
    });
  if (!env.SMTP_URL)
    found.push({ problem: "SMTP_URL is not set: quote emails would only be written as files in DATA_DIR/outbox.", fix: ".env: SMTP_URL" });
  if (!env.APP_SECRET && (env.DATABASE_URL || env.PHOTO_STORE !== "disk")) {
    found.push({
      problem:
        "APP_SECRET is not set, but DATABASE_URL or an S3 PHOTO_STORE suggests several instances: each would sign form stamps with its own secret.",
      fix: ".env: APP_SECRET (e.g. openssl rand -base64 48)",
    });
  }
  return found;
}

/** How long before the bank holiday list ends `npm run check:launch` asks for it to be fetched again: six months. */
const BANK_HOLIDAYS_NOTICE_DAYS = 183;

/**
 * Whether the bank holiday list reaches far enough: with fewer than six months (183 days) left before
 * its last date, a problem (past that date the booking page would offer slots on bank holidays, as
 * it knows of none); otherwise a note of how far the list reaches. `now` is the current instant.
 */
export function bankHolidaysCheck(
  now: Date,
  list: { end: string; fetchedOn: string; source: string } = {
    end: bankHolidaysEnd,
    fetchedOn: bankHolidaysFetchedOn,
    source: bankHolidaysSource,
  },
): { problem?: Placeholder; note: string } {
  const today = londonDate(now);
  const end = formatDate(list.end, "full");
  const note = `Bank holidays are listed to ${end} (from ${list.source}, ${formatDate(list.fetchedOn, "full")}).`;
  if (addDays(today, BANK_HOLIDAYS_NOTICE_DAYS) <= list.end) return { note };
  const problem =
    list.end < today
      ? `The bank holiday list ended on ${end}: the booking page offers slots on the bank holidays since.`
      : `The bank holiday list ends on ${end}, fewer than 6 months away: after it, the booking page would offer slots on bank holidays.`;
  return {
    problem: {
      problem,
      fix: "npm run content:bank-holidays (fetches GOV.UK's list into app/content/bank-holidays.generated.ts), then commit the file",
    },
    note: problem,
  };
}

export function describePlaceholders(found: Placeholder[]): string {
  if (!found.length) return "No placeholders left: ready to launch.";
  return [
    `${found.length} placeholder${found.length === 1 ? "" : "s"} must be replaced before launch:`,
    ...found.map((p) => `  - ${p.problem}\n      edit ${p.fix}`),
  ].join("\n");
}
