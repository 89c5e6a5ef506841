import type { Readable } from "node:stream";
import { asc, eq } from "drizzle-orm";
import type Mail from "nodemailer/lib/mailer";
import { business } from "../../../content/business";
import { nationalPhone } from "../../../lib/quote-schema";
import type { Db } from "../../db/client.server";
import { quotePhotos, quotes } from "../../db/schema.server";
import { assertSafeRecipient, isSafeEmailAddress } from "../../mail/addresses.server";
import type { EmailComposer } from "../../mail/outbox.server";
import type { PhotoStore } from "../../photos/store.server";
import { cleanLine, cleanLines } from "../../../kernel/text";
import { formatLondon, formatPreferred } from "../../../kernel/uk-time";
import { quoteReceivedEmail } from "./quote-received.server";
import { staffQuoteEmail, type PhotoLine } from "./quote-staff.server";

export interface QuoteForMail {
  reference: string;
  name: string;
  /** E.164, e.g. "+447700900123". */
  phone: string;
  /** Null for a caller the office took who gave none. */
  email: string | null;
  /** Normalised, e.g. "RH10 1AA". */
  postcode: string;
  /** The covered town for the postcode, if any. */
  town: string | null;
  /** From a datetime-local field ("2026-11-23T10:00"), or null. */
  preferredDatetime: string | null;
  accessNotes: string | null;
  description: string;
  createdAt: Date;
  /** Each photo, with its preview when one is stored (content read from the photo store). */
  photos: { originalName: string; bytes: number; preview: { content: Readable | Buffer; bytes: number } | null }[];
}

export interface Envelope {
  from: string;
  to: string;
  messageId: string;
  siteUrl: string;
}

/** Maximum total bytes of attached previews per message; previews beyond it are listed but not attached. */
export const MAX_ATTACHMENT_BYTES = 15 * 1024 * 1024;

const OUTSIDE_TOWNS = "outside our listed towns";

// ---- Composition of both emails ----

export function composeStaffEmail(quote: QuoteForMail, envelope: Envelope): Mail.Options {
  const v = customerValues(quote);
  const photos = previewAttachments(quote);
  const links = {
    staff: `${envelope.siteUrl.replace(/\/+$/, "")}/staff/quotes/${encodeURIComponent(quote.reference)}`,
    ...customerLinks(quote, v),
  };
  const where = quote.town ? cleanLine(quote.town) : OUTSIDE_TOWNS;

  const fields: [string, string][] = [
    ["Reference", v.reference],
    ["Received", formatLondon(quote.createdAt)],
    ["Name", v.name],
    ["Phone", v.phoneDisplay],
    ["Email", v.email],
    ["Postcode", `${v.postcode} (${where})`],
    ["Preferred date/time", v.preferred],
    ["Access notes", v.accessNotes],
    ["Photos", String(quote.photos.length)],
  ];

  const { html, text } = staffQuoteEmail({
    siteUrl: envelope.siteUrl,
    reference: v.reference,
    phoneDisplay: v.phoneDisplay,
    fields,
    description: v.description,
    links,
    photos: photos.lines,
  });

  return {
    from: envelope.from,
    to: envelope.to,
    ...(quote.email !== null && isSafeEmailAddress(quote.email) ? { replyTo: { name: v.name, address: quote.email } } : {}),
    subject: `New quote ${v.reference}: ${cleanLine(quote.name, 80)}, ${v.postcode} (${where})`,
    messageId: envelope.messageId,
    text,
    html,
    attachments: photos.attachments,
  };
}

/** The confirmation's subject: the same for everyone. */
export const CUSTOMER_SUBJECT = `We've received your quote request - ${business.name}`;

/**
 * The customer's confirmation. Anyone can type any address into the form, so this email carries
 * nothing the visitor typed and no photos: a fixed acknowledgement, the reference (ours), what
 * happens next, and how to reach us. It greets no one by name and its To has no display name; a
 * stranger who receives it learns only that someone gave their address.
 */
export function composeCustomerEmail(quote: Pick<QuoteForMail, "reference" | "email">, envelope: Envelope): Mail.Options {
  assertSafeRecipient(quote.email);
  const { html, text } = quoteReceivedEmail({ siteUrl: envelope.siteUrl, reference: cleanLine(quote.reference, 40) });

  return {
    from: envelope.from,
    to: quote.email,
    subject: CUSTOMER_SUBJECT,
    messageId: envelope.messageId,
    text,
    html,
  };
}

/** The quote's two emails (template "quote"): the office's, with previews, and the customer's confirmation. */
export const quoteEmails: EmailComposer = {
  templates: ["quote"],
  async compose(message, options) {
    // Only the office's email carries previews.
    const quote = await loadForMail(options.db, options.photoStore, message.quoteId, message.kind === "staff");
    const envelope = { from: options.mailFrom, messageId: message.messageId, siteUrl: options.siteUrl };
    return message.kind === "staff"
      ? composeStaffEmail(quote, { ...envelope, to: options.staffEmail })
      : // The confirmation is addressed to the request's own address (composeCustomerEmail checks it is one).
        composeCustomerEmail(quote, { ...envelope, to: quote.email ?? "" });
  },
};

async function loadForMail(db: Db, store: PhotoStore, quoteId: string, withPreviews: boolean): Promise<QuoteForMail> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!quote) throw new Error(`Quote ${quoteId} not found`);
  const photos = await db.select().from(quotePhotos).where(eq(quotePhotos.quoteId, quoteId)).orderBy(asc(quotePhotos.position));
  return {
    reference: quote.reference,
    name: quote.name,
    phone: quote.phone,
    email: quote.email,
    postcode: quote.postcode,
    town: quote.town,
    preferredDatetime: quote.preferredDatetime,
    accessNotes: quote.accessNotes,
    description: quote.description,
    createdAt: quote.createdAt,
    photos: await Promise.all(
      photos.map(async (p) => {
        const preview = withPreviews && p.previewName ? await store.get(quoteId, p.previewName) : undefined;
        return { originalName: p.originalName, bytes: p.bytes, preview: preview ? { content: preview.body, bytes: preview.bytes } : null };
      }),
    ),
  };
}

// ---- Customer values, cleaned once ----

function customerValues(quote: QuoteForMail) {
  return {
    reference: cleanLine(quote.reference, 40),
    name: cleanLine(quote.name, 100) || "(no name)",
    // Anything unparseable is shown cleaned, as stored.
    phoneDisplay: nationalPhone(quote.phone) ?? cleanLine(quote.phone, 30),
    email: quote.email === null ? "None given" : cleanLine(quote.email, 254),
    postcode: cleanLine(quote.postcode, 12),
    preferred: formatPreferred(quote.preferredDatetime) ?? "No preference",
    accessNotes: quote.accessNotes?.trim() ? cleanLines(quote.accessNotes) : "None given",
    description: cleanLines(quote.description),
  };
}

function customerLinks(quote: QuoteForMail, v: ReturnType<typeof customerValues>) {
  const digits = quote.phone.replace(/\D/g, "");
  const e164 = /^\+[1-9]\d{6,14}$/.test(quote.phone) ? quote.phone : `+${digits}`;
  const message = `Hello ${v.name}, this is ${business.name} about your quote request ${v.reference}.`;
  const [local = "", domain = ""] = (quote.email ?? "").split("@");
  return {
    tel: `tel:${e164}`,
    whatsapp: `https://wa.me/${digits}?text=${encodeURIComponent(message)}`,
    mailto:
      quote.email !== null && isSafeEmailAddress(quote.email)
        ? `mailto:${encodeURIComponent(local)}@${domain}?subject=${encodeURIComponent(`Your quote ${v.reference}`)}`
        : null,
  };
}

// ---- Photo previews ----

/** Attach each preview that exists while the total stays within MAX_ATTACHMENT_BYTES; list every photo. */
function previewAttachments(quote: QuoteForMail): { attachments: Mail.Attachment[]; lines: PhotoLine[] } {
  const attachments: Mail.Attachment[] = [];
  const lines: PhotoLine[] = [];
  const cidSuffix = quote.reference.replace(/[^A-Za-z0-9-]/g, "") || "quote";
  let total = 0;
  quote.photos.forEach((photo, i) => {
    const line: PhotoLine = {
      number: i + 1,
      name: cleanLine(photo.originalName, 120) || `Photo ${i + 1}`,
      bytes: photo.bytes,
      status: "no-preview",
    };
    lines.push(line);
    // A preview that has gone missing is listed, not attached: a send that can never succeed helps no one.
    if (!photo.preview) return;
    const size = photo.preview.bytes;
    if (total + size > MAX_ATTACHMENT_BYTES) {
      line.status = "over-limit";
      return;
    }
    total += size;
    line.status = "attached";
    line.filename = `photo-${line.number}.jpg`;
    line.cid = `photo-${line.number}.${cidSuffix}@quote.mail`;
    attachments.push({ filename: line.filename, content: photo.preview.content, contentType: "image/jpeg", cid: line.cid });
  });
  return { attachments, lines };
}
