/**
 * Every public claim the site makes that records can back or refute, with how it is computed, the
 * evidence it needs, and its wording with and without a number. Pages, emails, social images and
 * structured data take the wording from here; nowhere else may type the figure (claims.test.ts).
 *
 * The figures come from the business's own records (app/server/claims/claims.server.ts), computed
 * while the site runs. A page prerendered at build time holds a token (`{{claim:recycling.short:<mark>}}`)
 * where a claim goes; the server fills in the current wording as it answers (http/claims-fill.ts),
 * and the browser, for the pages it renders itself, reads the same values from the page's
 * `<meta name="site-claims">`. Below the evidence threshold a claim is made without a number: a new
 * firm never launches with a figure it cannot back.
 */
import { constants } from "./business.ts";

/** What the records give now. */
export interface ClaimValues {
  /** The recycling rate by weight, whole percent, when at least the threshold is recorded; otherwise null. */
  recyclingPercent: number | null;
  /** At least REPLY_SHARE_NEEDED of enough requests were first contacted within the promised business hours. */
  replyPromiseKept: boolean;
}

/** The evidence each claim needs before it carries a number. */
export const claimEvidence = {
  recycling: {
    computed:
      "Tonnes recycled over tonnes tipped in the last 12 months, from the tip runs' weighbridge tickets: each run counts its weight less its POPs seating, times the rate its site reports, only where the site recycles; anything sent for energy recovery or incineration, and all POPs seating, counts as tipped and never as recycled.",
    /** At least this much weighed in, in the last 12 months. */
    minimumKg: 5000,
  },
  reply: {
    computed: `The share of requests in the last 90 days first contacted within ${constants.replyWithinHours} business hours of arriving (business hours are the collection hours; a request outside them counts from the next opening).`,
    minimumRequests: 20,
    /** The share that must have been answered in time. */
    share: 0.9,
  },
  sameDay: {
    computed: `The booking page offers today's slots until ${constants.sameDayCutoff} (UK time) on a collection day when a crew is free: the rule itself, not a statistic.`,
  },
} as const;

/** The values a page shows when no record backs a figure (a fresh install, and the build). */
export const UNBACKED: ClaimValues = { recyclingPercent: null, replyPromiseKept: false };

const hoursPromise = `within ${constants.replyWithinHours} hours`;

/** Each claim's wording, from the values. Plain text: no quotes, ampersands or angle brackets (they travel in HTML attributes and JSON). */
export const claimWordings = {
  /** A badge's title. */
  "recycling.badge": (v: ClaimValues) => (v.recyclingPercent === null ? "Sorted for Recycling" : `${v.recyclingPercent}% Recycling Rate`),
  /** A short phrase: "93% recycled". */
  "recycling.short": (v: ClaimValues) =>
    v.recyclingPercent === null ? "Every load sorted for recycling" : `${v.recyclingPercent}% recycled`,
  /** A lower-case phrase inside a sentence: "…, 93% recycled, …". */
  "recycling.phrase": (v: ClaimValues) =>
    v.recyclingPercent === null ? "every load sorted for recycling" : `${v.recyclingPercent}% recycled`,
  /** A whole sentence. */
  "recycling.sentence": (v: ClaimValues) =>
    v.recyclingPercent === null
      ? "We sort every load and send what can be recycled for recycling."
      : `${v.recyclingPercent}% of the waste we collect is recycled, by weight, over the last 12 months.`,
  /** When we reply: "within 2 hours". */
  "reply.when": (v: ClaimValues) => (v.replyPromiseKept ? hoursPromise : "as soon as we can"),
  /** When we reply, in business hours. */
  "reply.whenBusiness": (v: ClaimValues) =>
    v.replyPromiseKept ? `${hoursPromise} during business hours` : "as soon as we can during business hours",
  /** A heading or badge: "Reply within 2 hours". */
  "reply.title": (v: ClaimValues) => (v.replyPromiseKept ? `Reply ${hoursPromise}` : "A fixed price from your photos"),
} as const;

export type ClaimId = keyof typeof claimWordings;

export const claimIds = Object.keys(claimWordings) as ClaimId[];

/**
 * Each copy of this module marks the tokens it makes with 128 random bits of its own, so a page made
 * on request has only the tokens its own code put there filled: text a visitor sent that looks like
 * a token (`/areas/check?postcode={{claim-values}}`) stays as it was typed. Nobody outside learns a
 * mark: every token of a page made on request is filled before it is sent.
 */
const MARK = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** What stands where the claim goes, in text made before the values are known (a prerendered page, a module's constants). */
export const claimToken = (id: ClaimId) => `{{claim:${id}:${MARK}}}`;
/** What stands in the page's meta tag for the values themselves. */
export const CLAIM_VALUES_TOKEN = `{{claim-values:${MARK}}}`;
/** Any token, of whichever copy (a claim's id is letters and dots). */
const ANY_TOKEN = /\{\{claim(?::([a-z]+\.[a-zA-Z]+)|(-values)):([0-9a-f]{32})\}\}/g;

/** The values as the meta tag carries them. */
export const encodeClaimValues = (v: ClaimValues) => `${v.recyclingPercent ?? "-"};${v.replyPromiseKept ? 1 : 0}`;

export function decodeClaimValues(text: string | null | undefined): ClaimValues {
  const match = /^(\d{1,3}|-);([01])$/.exec(text ?? "");
  if (!match) return UNBACKED;
  const percent = match[1] === "-" ? null : Number(match[1]);
  return { recyclingPercent: percent !== null && percent <= 100 ? percent : null, replyPromiseKept: match[2] === "1" };
}

/**
 * Where the values come from in this process: the running server installs its records' values
 * (shared through globalThis, as the app's bundle and the server's own modules are two copies).
 */
type Source = () => ClaimValues;
const holder = globalThis as { __siteClaimValues?: Source };

export function setClaimSource(source: Source | undefined): void {
  holder.__siteClaimValues = source;
}

let pageValues: ClaimValues | undefined;

/** The values here: the running server's, the page's meta tag in a browser, or none (the build: tokens). */
function currentValues(): ClaimValues | undefined {
  if (typeof document !== "undefined") {
    pageValues ??= decodeClaimValues(document.querySelector('meta[name="site-claims"]')?.getAttribute("content"));
    return pageValues;
  }
  return holder.__siteClaimValues?.();
}

/** A claim's wording now; at build time, its token, for the server to fill in. */
export function claim(id: ClaimId): string {
  const values = currentValues();
  return values ? claimWordings[id](values) : claimToken(id);
}

/** The meta tag's content: the values now; at build time, the token. */
export function claimValuesContent(): string {
  const values = currentValues();
  return values ? encodeClaimValues(values) : CLAIM_VALUES_TOKEN;
}

/**
 * Each token in `text` replaced by `fill(id)` (undefined: the values' token); a token of another
 * copy of this module is left as it is unless `anyMark`.
 */
function replaceTokens(text: string, fill: (id: ClaimId | undefined) => string, anyMark: boolean): string {
  return text.replace(ANY_TOKEN, (token, id: string | undefined, _values: string | undefined, mark: string) => {
    if (!anyMark && mark !== MARK) return token;
    if (id === undefined) return fill(undefined);
    return Object.hasOwn(claimWordings, id) ? fill(id as ClaimId) : token;
  });
}

/** Text made with this module's tokens (content objects made before the values were known), each filled as claim() would. */
export function fillClaims(text: string): string {
  const values = currentValues();
  if (!values) return text;
  return replaceTokens(text, (id) => (id ? claimWordings[id](values) : encodeClaimValues(values)), false);
}

/** A script element that runs (not JSON-LD): kept byte for byte, as the page's policy holds its hash or nonce. */
const SCRIPT = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Whether a page carries tokens to fill. */
export const hasClaimTokens = (html: string) => html.includes("{{claim");

/**
 * A page's claim tokens filled with the values: each `{{claim:<id>:<mark>}}` with the claim's wording
 * and `{{claim-values:<mark>}}` with the values for the meta tag. A page made on request has only
 * this copy's tokens filled (text its visitor sent is left as typed); a prerendered page, made by the
 * build with no visitor's text in it, `anyMark`. Scripts that run are left as they are; JSON-LD
 * structured data, which no browser runs, is filled like the rest. One pass, linear in the page's length.
 */
export function fillClaimTokens(html: string, values: ClaimValues, { anyMark = false }: { anyMark?: boolean } = {}): string {
  const fill = (part: string) =>
    replaceTokens(part, (id) => escapeHtml(id ? claimWordings[id](values) : encodeClaimValues(values)), anyMark);
  let out = "";
  let last = 0;
  for (const match of html.matchAll(SCRIPT)) {
    out += fill(html.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + fill(html.slice(last));
}
