import { readFileSync } from "node:fs";
import { claim, setClaimSource, UNBACKED } from "../../../content/claims";
import { nextSteps } from "../../../content/next-steps";
import { mkdtemp, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressObject } from "mailparser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business, telLink, whatsappLink } from "../../../content/business";
import {
  composeCustomerEmail,
  composeStaffEmail,
  CUSTOMER_SUBJECT,
  MAX_ATTACHMENT_BYTES,
  type Envelope,
  type QuoteForMail,
} from "./compose.server";
import { startSmtp, type TestSmtpServer } from "../../../../tests/support/smtp";
import { createMailTransport, type MailTransport } from "../../mail/transport.server";
import { sampleQuote } from "../../../../tests/support/quote-mail";

/** Emails written by a site whose records back no figure yet (a fresh install). */
setClaimSource(() => UNBACKED);

let dir: string;
let smtp: TestSmtpServer;
let transport: MailTransport;
let previews: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "compose-test-"));
  previews = await Promise.all(
    ["#ccc", "#a33", "#3a3"].map(async (background, i) => {
      const file = path.join(dir, `preview-${i}.jpg`);
      await sharp({ create: { width: 50, height: 40, channels: 3, background } })
        .jpeg()
        .toFile(file);
      return file;
    }),
  );
  smtp = await startSmtp();
  transport = createMailTransport({ smtpUrl: smtp.url, dataDir: dir, log: { info: () => {} } });
});

afterAll(async () => {
  transport?.close();
  await smtp?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A preview as the photo store hands it over: its bytes and a stream of them. */
function preview(i: number) {
  const content = readFileSync(previews[i]!);
  return { content: Readable.from([content]), bytes: content.length };
}

const quote = (overrides: Partial<QuoteForMail> = {}): QuoteForMail => sampleQuote([preview(0), preview(1)], overrides);

let counter = 0;
function envelope(): Envelope {
  counter += 1;
  return {
    from: business.mailFrom,
    to: "office@example.com",
    messageId: `<quote-${counter}.staff@example.com>`,
    siteUrl: "https://www.example.com",
  };
}

/** Send through the real SMTP server and return what it received. */
async function deliver(message: Parameters<MailTransport["send"]>[0]) {
  const before = smtp.received.length;
  await transport.send(message);
  expect(smtp.received.length).toBe(before + 1);
  return smtp.received.at(-1)!;
}

/** Every one of `expected` stands somewhere in `text`. */
function expectAllIn(text: string, expected: readonly string[]) {
  for (const part of expected) expect(text).toContain(part);
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value);

describe("composeStaffEmail", () => {
  it("arrives with the subject, Reply-To, both parts, previews and the Message-ID", async () => {
    const env = envelope();
    const { parsed, rcptTo } = await deliver(composeStaffEmail(quote(), env));

    expect(rcptTo).toEqual(["office@example.com"]);
    expect(parsed.subject).toBe("New quote Q-2611-4F7K: Jane Smith, RH10 1AA (Crawley)");
    expect(parsed.messageId).toBe(env.messageId);
    expect(addresses(parsed.replyTo)).toEqual([{ name: "Jane Smith", address: "jane.smith@example.com" }]);
    expect(addresses(parsed.from)[0]?.address).toBe("quotes@example.com");

    const text = parsed.text ?? "";
    expectAllIn(text, [
      "Reference: Q-2611-4F7K",
      "Received: Monday 23 November 2026 at 09:30 GMT",
      "Name: Jane Smith",
      "Phone: 07700 900123",
      "Email: jane.smith@example.com",
      "Postcode: RH10 1AA (Crawley)",
      "Preferred date/time: Tuesday 24 November 2026 at 10:00",
      "Access notes: Side gate, code 1234",
      "Photos: 3",
      "Old sofa and a wardrobe.\nAlso some garden waste.",
      "tel:+447700900123",
      "https://wa.me/447700900123?text=",
      "mailto:jane.smith@example.com?subject=Your%20quote%20Q-2611-4F7K",
      "3. pending.jpg (879 KB): no preview available",
    ]);
    const whatsapp = /https:\/\/wa\.me\/447700900123\?text=(\S+)/.exec(text)?.[1] ?? "";
    expect(decodeURIComponent(whatsapp)).toContain("Q-2611-4F7K");

    const html = parsed.html || "";
    expect(html).toContain("#166534");
    expect(html).toContain('href="tel:+447700900123"');
    expect(html).toContain("Old sofa and a wardrobe.<br/>Also some garden waste.");

    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["photo-1.jpg", "image/jpeg"],
      ["photo-2.jpg", "image/jpeg"],
    ]);
    for (const attachment of parsed.attachments) {
      expect(attachment.cid).toBeTruthy();
      expect(html).toContain(`cid:${attachment.cid}`);
      expect(attachment.content.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
  });

  it("describes a postcode outside the listed towns and a missing preference", () => {
    const message = composeStaffEmail(quote({ town: null, preferredDatetime: null, accessNotes: null, photos: [] }), envelope());
    expect(message.subject).toBe("New quote Q-2611-4F7K: Jane Smith, RH10 1AA (outside our listed towns)");
    expect(message.text).toContain("Preferred date/time: No preference");
    expect(message.text).toContain("Access notes: None given");
    expect(message.text).toContain("Photos: 0");
    expect(message.attachments).toEqual([]);
  });

  it("shows times in Europe/London, summer time included", () => {
    const message = composeStaffEmail(quote({ createdAt: new Date("2026-07-01T12:05:00Z") }), envelope());
    expect(message.text).toContain("Received: Wednesday 1 July 2026 at 13:05 BST");
  });

  it("escapes every customer value in HTML and keeps the text part plain", async () => {
    const name = `<script>alert(1)</script> & "Bob" O'Neil`;
    const { parsed } = await deliver(
      composeStaffEmail(
        quote({ name, description: `<img src=x onerror="alert(2)"> & more\nline two`, accessNotes: "<b>gate</b>", town: "<i>Town</i>" }),
        envelope(),
      ),
    );
    const html = parsed.html || "";
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Bob&quot; O&#x27;Neil");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt; &amp; more<br/>line two");
    expect(html).toContain("&lt;b&gt;gate&lt;/b&gt;");
    expect(html).not.toMatch(/<script|<img src=x|<b>gate|<i>Town/i);
    expect(parsed.text).toContain(`Name: ${name}`);
    expect(parsed.text).not.toContain("&lt;");
  });

  it("does not let a name with CRLF add a header", async () => {
    const { parsed, raw, rcptTo } = await deliver(composeStaffEmail(quote({ name: "Jane\r\nBcc: x@evil.test" }), envelope()));
    expect(rcptTo).toEqual(["office@example.com"]);
    expect(raw).not.toMatch(/^Bcc:/im);
    expect(parsed.headers.has("bcc")).toBe(false);
    expect(parsed.subject).toBe("New quote Q-2611-4F7K: Jane Bcc: x@evil.test, RH10 1AA (Crawley)");
    expect(addresses(parsed.replyTo)).toEqual([{ name: "Jane Bcc: x@evil.test", address: "jane.smith@example.com" }]);
  });

  it("refuses an unsafe email address as Reply-To but still sends", async () => {
    for (const email of [
      "jane@example.com\r\nBcc: x@evil.test",
      "jane@example.com, x@evil.test",
      "Jane <jane@example.com>",
      "a@b;c@d.com",
      "no-at-sign",
    ]) {
      const message = composeStaffEmail(quote({ email }), envelope());
      expect(message.replyTo).toBeUndefined();
      expect(message.text).not.toContain("mailto:");
      const { raw, rcptTo, parsed } = await deliver(message);
      expect(rcptTo).toEqual(["office@example.com"]);
      expect(raw).not.toMatch(/^(Bcc|Reply-To):/im);
      expect(parsed.headers.has("bcc")).toBe(false);
    }
  });

  it("attaches previews only up to MAX_ATTACHMENT_BYTES and lists the rest", async () => {
    // A preview just over what is left of the budget; it is never read because it is never attached.
    const small = preview(0);
    const big = { content: Readable.from(["never read"]), bytes: MAX_ATTACHMENT_BYTES - small.bytes + 1 };
    const photos = [
      { originalName: "first.jpg", preview: small, bytes: 1000 },
      { originalName: "huge.jpg", preview: big, bytes: 20_000_000 },
      { originalName: "third.jpg", preview: preview(2), bytes: 1000 },
      { originalName: "gone.jpg", preview: null, bytes: 1000 },
    ];
    const message = composeStaffEmail(quote({ photos }), envelope());
    expect(message.attachments?.map((a) => a.filename)).toEqual(["photo-1.jpg", "photo-3.jpg"]);
    expect(message.text).toContain("2. huge.jpg (19.1 MB): not attached (over the size limit for one email)");
    expect(message.text).toContain("4. gone.jpg (1 KB): no preview available");

    const { parsed } = await deliver(message);
    expect(parsed.attachments.map((a) => a.filename)).toEqual(["photo-1.jpg", "photo-3.jpg"]);
  });
});

describe("composeCustomerEmail", () => {
  it("acknowledges with the reference, what happens next and how to reach us", async () => {
    const env = envelope();
    const { parsed, rcptTo } = await deliver(composeCustomerEmail(quote(), env));

    expect(rcptTo).toEqual(["jane.smith@example.com"]);
    expect(addresses(parsed.to)).toEqual([{ name: "", address: "jane.smith@example.com" }]);
    expect(parsed.subject).toBe(CUSTOMER_SUBJECT);
    expect(parsed.messageId).toBe(env.messageId);

    const text = parsed.text ?? "";
    expectAllIn(text, [
      "Hello,\n",
      "Your reference is Q-2611-4F7K.",
      "What happens next",
      "We reply as soon as we can during business hours with a fixed price.",
      // The page's confirmation lists the same steps (app/content/next-steps.ts): the reply's link to book online.
      ...nextSteps(claim("reply.whenBusiness")),
      business.phoneDisplay,
      telLink,
      whatsappLink,
      "Phone and WhatsApp answered 24/7",
      "Monday to Saturday 7am – 7pm, Sunday 8am – 5pm",
      business.name,
      "Unit 4, Fleming Way, Crawley, West Sussex, RH10 9NB",
    ]);
    const html = parsed.html || "";
    expect(html).toContain(`href="${telLink}"`);
    expect(html).toContain("Q-2611-4F7K");
    expect(parsed.attachments).toHaveLength(0);
    expect(text).not.toContain("!");
    expect(html.replace(/<!doctype html>/i, "")).not.toContain("!");
  });

  it("carries nothing the visitor typed: the same email whatever the name, notes, description and photos", async () => {
    const stranger = quote({
      name: "Visit cheap-pills.example now",
      description: "Click https://phish.example/login to claim your refund",
      accessNotes: "Call +44 20 7946 0000 for your prize",
      postcode: "BN1 1AA",
      preferredDatetime: "2026-12-01T09:00",
    });
    const plain = quote();
    const a = await deliver(composeCustomerEmail(stranger, envelope()));
    const b = await deliver(composeCustomerEmail(plain, envelope()));
    const everything = (mail: typeof a) => `${mail.raw}`;
    for (const typed of ["cheap-pills", "phish.example", "7946", "prize", "BN1", "Jane", "Old sofa", "Side gate"]) {
      expect(everything(a), typed).not.toContain(typed);
      expect(everything(b), typed).not.toContain(typed);
    }
    expect(a.parsed.text).toBe(b.parsed.text);
    expect(a.parsed.subject).toBe(b.parsed.subject);
    expect(a.parsed.attachments).toHaveLength(0);
  });

  it("refuses to send to an unsafe address", () => {
    for (const email of ["jane@example.com\r\nBcc: x@evil.test", "jane@example.com, x@evil.test", "<jane@example.com>"]) {
      expect(() => composeCustomerEmail(quote({ email }), envelope())).toThrow("Customer email address is not safe to send to");
    }
  });
});
