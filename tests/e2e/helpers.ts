import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Locator, type Page, type Request } from "@playwright/test";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixturesDir = path.resolve(here, "..", "fixtures");
export const fixture = (name: string) => path.join(fixturesDir, name);
export const photoFixtures = ["garden.jpg", "sofa.png", "loft.heic"].map(fixture);

/** An in-memory copy of a fixture under another name, for setInputFiles. */
export function fixtureAs(file: string, name: string) {
  const mimeType = file.endsWith(".png") ? "image/png" : file.endsWith(".heic") ? "image/heic" : "image/jpeg";
  return { name, mimeType, buffer: readFileSync(fixture(file)) };
}

export interface RouteCase {
  path: string;
  status: number;
  h1: string;
  /** Has a visible breadcrumb (and so a BreadcrumbList). */
  breadcrumb: boolean;
  /** Has an FAQ accordion (and so an FAQPage). */
  faq: boolean;
  noindex: boolean;
  /** Full page metadata (description, canonical, social tags, LocalBusiness). */
  fullMeta: boolean;
}

/** A slug no town will ever have. */
export const unknownSlug = "atlantis-on-sea";
export const unknownPath = "/this-page-does-not-exist-4f7k";

/** Every public route. */
export const routes: RouteCase[] = [
  { path: "/", status: 200, h1: "Rubbish clearance across Surrey & Sussex", breadcrumb: false, faq: true, noindex: false, fullMeta: true },
  { path: "/services", status: 200, h1: "Our Services", breadcrumb: true, faq: false, noindex: false, fullMeta: true },
  { path: "/pricing", status: 200, h1: "Pricing: from £49", breadcrumb: true, faq: false, noindex: false, fullMeta: true },
  { path: "/areas", status: 200, h1: "Areas We Cover", breadcrumb: true, faq: false, noindex: false, fullMeta: true },
  { path: "/areas/crawley", status: 200, h1: "Rubbish Clearance in Crawley", breadcrumb: true, faq: true, noindex: false, fullMeta: true },
  {
    path: `/areas/${unknownSlug}`,
    status: 200,
    h1: "Rubbish Clearance in This Area",
    breadcrumb: true,
    faq: true,
    noindex: true,
    fullMeta: true,
  },
  { path: "/about", status: 200, h1: "About Clearwell Waste Clearance", breadcrumb: true, faq: false, noindex: false, fullMeta: true },
  { path: "/contact", status: 200, h1: "Contact Us", breadcrumb: true, faq: false, noindex: false, fullMeta: true },
  { path: "/terms", status: 200, h1: "Terms and Conditions", breadcrumb: true, faq: false, noindex: false, fullMeta: true },
  { path: "/privacy", status: 200, h1: "Privacy Policy", breadcrumb: true, faq: false, noindex: false, fullMeta: true },
  { path: "/sitemap", status: 200, h1: "Sitemap", breadcrumb: true, faq: false, noindex: false, fullMeta: true },
  { path: unknownPath, status: 404, h1: "Page Not Found", breadcrumb: false, faq: false, noindex: true, fullMeta: false },
];

type JsonLd = Record<string, unknown>;

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
export async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as JsonLd | JsonLd[] | { "@graph": JsonLd[] };
    if (Array.isArray(parsed)) return parsed;
    if ("@graph" in parsed && Array.isArray(parsed["@graph"])) return parsed["@graph"] as JsonLd[];
    return [parsed as JsonLd];
  });
}

export const ofType = (blocks: JsonLd[], type: string) =>
  blocks.filter((b) => (Array.isArray(b["@type"]) ? (b["@type"] as string[]).includes(type) : b["@type"] === type));

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

/**
 * The button that opens the quote dialog from the page chrome: the header's on wider screens; on a
 * phone the header has no room for it, so the fixed quick-contact bar's "Quote".
 */
export function quoteButton(page: Page): Locator {
  return isNarrow(page)
    ? page.getByRole("navigation", { name: "Quick contact" }).getByRole("link", { name: "Quote", exact: true })
    : page.getByRole("banner").getByRole("link", { name: "Get a Free Quote" });
}

export const quoteDialog = (page: Page) => page.getByRole("dialog", { name: "Get a Free Quote" });

/** The toasts (sonner's live region). */
export const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** The quote form's fields, found by their labels. */
export function quoteFields(scope: Page | Locator) {
  return {
    name: scope.getByLabel(/^Name/),
    phone: scope.getByLabel(/^Phone/),
    email: scope.getByLabel(/^Email/),
    postcode: scope.getByLabel(/^Postcode/),
    preferred: scope.getByLabel(/^Preferred date and time/),
    access: scope.getByLabel(/^Access notes/),
    description: scope.getByLabel(/^What needs clearing\?/),
    photos: scope.getByLabel(/^Photos/),
    consent: scope.getByLabel(/^I consent to be contacted via phone, email or text regarding my quote request\./),
    submit: scope.getByRole("button", { name: /Send My Quote Request|Sending\.\.\./ }),
    status: scope.getByRole("status").first(),
    chosen: scope.getByRole("list", { name: "Chosen photos" }),
  };
}

/** A date-time-local value a few days ahead, at 10:30. */
function futureDatetime(days = 5): string {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:30`;
}

export const validQuote = {
  name: "Jo Bloggs",
  phone: "07911 123456",
  email: "jo.bloggs@example.com",
  postcode: "RH10 1AA",
  access: "Side gate, park on the drive.",
  description: "An old sofa, six garden bags and a broken wardrobe in the garage.",
};

export async function fillQuote(scope: Page | Locator, values: Partial<typeof validQuote> & { preferred?: string } = {}) {
  const v = { ...validQuote, preferred: futureDatetime(), ...values };
  const f = quoteFields(scope);
  await f.name.fill(v.name);
  await f.phone.fill(v.phone);
  await f.email.fill(v.email);
  await f.postcode.fill(v.postcode);
  await f.preferred.fill(v.preferred);
  await f.access.fill(v.access);
  await f.description.fill(v.description);
  await f.consent.check();
  return v;
}

/** Expect every field to still hold what fillQuote typed. */
export async function expectQuoteValues(scope: Page | Locator, v: typeof validQuote & { preferred: string }) {
  const f = quoteFields(scope);
  await expect(f.name).toHaveValue(v.name);
  await expect(f.phone).toHaveValue(v.phone);
  await expect(f.email).toHaveValue(v.email);
  await expect(f.postcode).toHaveValue(v.postcode);
  await expect(f.preferred).toHaveValue(v.preferred);
  await expect(f.access).toHaveValue(v.access);
  await expect(f.description).toHaveValue(v.description);
  await expect(f.consent).toBeChecked();
}

export const REFERENCE = /Q-\d{4}-[0-9A-HJKMNP-TV-Z]{4}/;

/**
 * Wait for the page's scripts: a hydrated page's React root marker, or on a content page (no
 * framework, app/islands/entry.ts) <html data-islands="ready">.
 */
/**
 * Holds every request for `url` until `release()` is called, then lets it through to the server
 * unchanged, as on a slow connection; `held` lists the requests as they come.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: Request[] = [];
  await page.route(url, async (route) => {
    held.push(route.request());
    await gate;
    await route.continue();
  });
  return { release, held };
}

/** Waits until the page's islands script has started (it marks the document when it has). */
export async function waitForPageScripts(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.islands === "ready", null, { timeout: 10_000 });
}

/** Draws a zigzag across the signature pad with the pointer, as a finger would. */
export async function drawSignature(page: Page) {
  const canvas = page.locator("#signature-canvas");
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.35, 0.8],
    [0.5, 0.25],
    [0.7, 0.75],
    [0.9, 0.3],
  ] as const)
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 8 });
  await page.mouse.up();
}
