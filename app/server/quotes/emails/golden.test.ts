import { readFileSync } from "node:fs";
import { setClaimSource, UNBACKED } from "../../../content/claims";
import path from "node:path";
import type Mail from "nodemailer/lib/mailer";
import { describe, expect, it } from "vitest";
import { business } from "../../../content/business";
import { composeCustomerEmail, composeStaffEmail, MAX_ATTACHMENT_BYTES, type Envelope, type QuoteForMail } from "./compose.server";
import { sampleQuote } from "../../../../tests/support/quote-mail";

/** Emails written by a site whose records back no figure yet (a fresh install). */
setClaimSource(() => UNBACKED);

/*
 * Golden fixtures: every email as it was composed before the emails became components, for typical,
 * hostile, unicode, long, photo-less and over-the-limit requests. The text part must stay byte for
 * byte the same. The HTML must stay the same document: both sides are reduced by canonicalHtml()
 * below, which forgives only spellings an HTML parser does not tell apart.
 */

const GOLDEN = path.join(import.meta.dirname, "golden");

function preview(label: string, bytes = 40_000) {
  return { content: Buffer.from(`preview of ${label}`), bytes };
}

const quote = (overrides: Partial<QuoteForMail> = {}): QuoteForMail => sampleQuote([preview("garage"), preview("heic")], overrides);

const envelope: Envelope = {
  from: business.mailFrom,
  to: "office@example.com",
  messageId: "<q-2611-4f7k.staff.0a1b2c3d@example.com>",
  siteUrl: "https://www.example.com",
};

const longLine = Array.from({ length: 400 }, (_, i) => `word${i}`).join(" ");
const hostile = quote({
  name: `<script>alert(1)</script> & "Bob" O'Neil`,
  email: "o'neil+quotes@example.com",
  postcode: "RH10 <1AA>",
  town: `<i>Town</i> & "Co"`,
  accessNotes: `<b>gate</b> & 'side' "door"\n</td></tr></table><p>`,
  description: `<img src=x onerror="alert(2)"> & more\nline two\n</td></tr></table><a href="javascript:alert(3)">click</a> &amp; &lt;`,
  preferredDatetime: `<script>2026</script>`,
  photos: [
    { originalName: `"><script>alert(4)</script>.jpg`, preview: preview("one"), bytes: 1_000 },
    { originalName: `a & b 'c'.png`, preview: null, bytes: 5_000_000 },
  ],
});

const cases: Record<string, { compose: () => Mail.Options; previews?: QuoteForMail["photos"] }> = {
  "staff-typical": { compose: () => composeStaffEmail(quote(), envelope) },
  "staff-hostile": {
    compose: () => composeStaffEmail(hostile, { ...envelope, siteUrl: `https://www.example.com/?a=1&b="2"<x>` }),
    previews: hostile.photos,
  },
  "staff-hostile-reference": {
    compose: () =>
      composeStaffEmail(quote({ reference: `Q-<b>&"'x`, photos: [{ originalName: "a.jpg", preview: preview("a"), bytes: 10 }] }), envelope),
  },
  "staff-unicode-long": {
    compose: () =>
      composeStaffEmail(
        quote({
          name: `Zoë Ångström-Łukasz 李小龍 👍🏽 \u202Eevil\u202C ${"very long name ".repeat(10)}`,
          description: `${longLine}\r\nSecond line\twith a tab\u0000 and a NUL\u2028after a separator\r\n\r\n  Café — £120 “quoted” ‘single’ 🚚`,
          accessNotes: "🔑 Key under the mat\r\nRing twice",
          town: "Bognor Regis",
          preferredDatetime: "2026-02-29T10:00",
          createdAt: new Date("2026-07-01T12:05:00Z"),
          photos: [{ originalName: `${"ünïcödé-".repeat(20)}.jpg`, preview: preview("unicode"), bytes: 123_456 }],
        }),
        envelope,
      ),
  },
  "staff-no-photos-outside-area": {
    compose: () => composeStaffEmail(quote({ town: null, preferredDatetime: null, accessNotes: "   ", photos: [] }), envelope),
  },
  "staff-unsafe-email": {
    compose: () =>
      composeStaffEmail(
        quote({ email: "jane@example.com, x@evil.test", phone: "+1 (555) <b>1</b>", accessNotes: null, photos: [] }),
        envelope,
      ),
  },
  "staff-over-limit": {
    compose: () =>
      composeStaffEmail(
        quote({
          photos: [
            { originalName: "first.jpg", preview: preview("first", 1_000), bytes: 1_000 },
            { originalName: "huge.jpg", preview: preview("huge", MAX_ATTACHMENT_BYTES), bytes: 20_000_000 },
            { originalName: "third.jpg", preview: preview("third", 2_000), bytes: 1_000 },
            { originalName: "gone.jpg", preview: null, bytes: 1_000 },
          ],
        }),
        envelope,
      ),
  },
  // A request first held as suspected spam is sent, once released, exactly as any other.
  "staff-released-from-spam": {
    compose: () =>
      composeStaffEmail(
        quote({
          name: "",
          phone: "+442079460000",
          description: "Visit https://cheap-pills.example/?a=1&b=2 now!!!",
          preferredDatetime: "next week",
          accessNotes: null,
          photos: [],
        }),
        envelope,
      ),
  },
  "customer-typical": { compose: () => composeCustomerEmail(quote(), { ...envelope, to: "jane.smith@example.com" }) },
  "customer-hostile": {
    compose: () => composeCustomerEmail(hostile, { ...envelope, to: hostile.email!, siteUrl: `https://www.example.com/?a=1&b="2"<x>` }),
  },
  "customer-hostile-reference": {
    compose: () => composeCustomerEmail(quote({ reference: `Q-<b>&"'x` }), { ...envelope, to: "jane.smith@example.com" }),
  },
};

/** Everything but the two bodies, with attachments named instead of carried. */
function headers(mail: Mail.Options) {
  const { text: _text, html: _html, attachments, ...rest } = mail;
  return { ...rest, attachments: attachments?.map(({ content: _content, ...meta }) => meta) };
}

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (_, ref: string) => {
    if (ref[0] === "#") return String.fromCodePoint(ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    const char = NAMED[ref];
    if (char === undefined) throw new Error(`Unknown character reference &${ref};`);
    return char;
  });
}

/**
 * One line per node of the document, as an HTML parser reads it. Forgiven, and only these:
 * - how a character is written (&#39; and &#x27; are both ');
 * - how a void element is closed (<br> and <br/>);
 * - the case of an attribute's name (cellpadding and cellPadding);
 * - spaces around and a final ";" in a style attribute's declarations;
 * - an explicit <tbody>, which the parser adds when a <tr> sits directly in a <table>;
 * - whitespace-only text directly inside <table>, <tbody> or <tr>, or opening or closing a <td>, which
 *   is never displayed.
 * Anything else (an attribute's order, other whitespace, a comment, a stray "<") is kept or refused.
 */
function canonicalHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  const token = /<!doctype html>|<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+(?:="[^"<>]*")?)*)\s*(\/?)>|([^<]+)/giy;
  let match: RegExpExecArray | null;
  let at = 0;
  while (at < html.length) {
    token.lastIndex = at;
    match = token.exec(html);
    if (!match) throw new Error(`Not canonicalisable at ${at}: ${html.slice(at, at + 60)}`);
    at = token.lastIndex;
    const [whole, closing, rawName, rawAttributes, , text] = match;
    if (text !== undefined) {
      if (!text.trim() && ["table", "tbody", "tr"].includes(open.at(-1) ?? "")) continue;
      out.push(JSON.stringify(decode(text)));
      continue;
    }
    if (!rawName) {
      out.push(whole.toLowerCase());
      continue;
    }
    const name = rawName.toLowerCase();
    if (closing) {
      if (open.pop() !== name) throw new Error(`Unbalanced </${name}>`);
      if (name !== "tbody") out.push(`</${name}>`);
      continue;
    }
    if (!VOID.has(name)) open.push(name);
    if (name === "tbody") continue;
    const attributes = [...(rawAttributes ?? "").matchAll(/([a-z-]+)(?:="([^"]*)")?/gi)].map(([, attribute = "", value = ""]) => {
      const key = attribute.toLowerCase();
      let decoded = decode(value);
      if (key === "style")
        decoded = decoded
          .split(";")
          .map((d) => d.trim())
          .filter(Boolean)
          .join(";");
      return ` ${key}=${JSON.stringify(decoded)}`;
    });
    out.push(`<${name}${attributes.join("")}>`);
  }
  if (open.length) throw new Error(`Unclosed: ${open.join(", ")}`);
  const blank = (line: string | undefined) => line !== undefined && line.startsWith('"') && !(JSON.parse(line) as string).trim();
  return out.filter((line, i) => !(blank(line) && (out[i - 1]?.startsWith("<td") || out[i + 1] === "</td>"))).join("\n");
}

const read = (file: string) => readFileSync(path.join(GOLDEN, file), "utf8");

describe("emails against their golden fixtures", () => {
  const allHeaders = JSON.parse(read("headers.json")) as Record<string, unknown>;

  it("has a fixture for every case and no other", () => {
    expect(Object.keys(allHeaders).sort()).toEqual(Object.keys(cases).sort());
  });

  for (const [name, { compose, previews }] of Object.entries(cases)) {
    it(name, () => {
      const mail = compose();
      expect(mail.text).toBe(read(`${name}.txt`));
      expect(canonicalHtml(String(mail.html))).toBe(canonicalHtml(read(`${name}.html`)));
      expect(JSON.parse(JSON.stringify(headers(mail)))).toEqual(allHeaders[name]);
      // The previews are handed over as they came from the photo store, not copied.
      const attached = previews?.flatMap((p) => (p.preview ? [p.preview.content] : [])) ?? [];
      attached.forEach((content, i) => expect(mail.attachments?.[i]?.content).toBe(content));
    });
  }
});

describe("canonicalHtml", () => {
  it("forgives only what a parser does not tell apart", () => {
    expect(canonicalHtml(`<table cellpadding="0"><tr><td style="a:b;">O&#39;Neil<br></td></tr>\n</table>`)).toBe(
      canonicalHtml(`<table cellPadding="0"><tbody><tr><td style="a:b">O&#x27;Neil<br/></td></tr></tbody></table>`),
    );
    expect(canonicalHtml(`<td>\n<p>a</p>\n\n</td>`)).toBe(canonicalHtml(`<td><p>a</p></td>`));
    expect(canonicalHtml(`<p>a b</p>`)).not.toBe(canonicalHtml(`<p>a  b</p>`));
    expect(canonicalHtml(`<p>a</p>\n<p>b</p>`)).not.toBe(canonicalHtml(`<p>a</p><p>b</p>`));
    expect(canonicalHtml(`<a href="x" style="a:b">c</a>`)).not.toBe(canonicalHtml(`<a style="a:b" href="x">c</a>`));
    expect(canonicalHtml(`<p>&lt;b&gt;</p>`)).not.toBe(canonicalHtml(`<p><b></b></p>`));
    expect(() => canonicalHtml(`<p>a < b</p>`)).toThrow("Not canonicalisable");
    expect(() => canonicalHtml(`<p><b></p>`)).toThrow("Unbalanced");
  });
});
