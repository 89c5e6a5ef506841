import type { Readable } from "node:stream";
import { parsePhoneNumberFromString, type MetadataJson } from "libphonenumber-js/core";
import type Mail from "nodemailer/lib/mailer";
import { business, constants, hours, telLink, whatsappLink } from "../../content/business";
import gbPhoneMetadata from "../../lib/phone-metadata.gb.json";
import { escapeHtml, formatBytes, formatLondon, formatPreferred, htmlLines, multiLine, oneLine } from "./format.server";

export interface QuoteForMail {
  reference: string;
  name: string;
  /** E.164, e.g. "+447700900123". */
  phone: string;
  email: string;
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

const GREEN = "#166534";
const OUTSIDE_TOWNS = "outside our listed towns";

/**
 * A plain `local@domain.tld` address with nothing an address parser could read as a second address,
 * a group or a header (no CR/LF, commas, semicolons, angle brackets, quotes or spaces). Accepts every
 * address zod's default email check accepts.
 */
export function isSafeEmailAddress(email: string): boolean {
  return (
    email.length <= 254 &&
    /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+%.-]*[A-Za-z0-9_+%-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/.test(email)
  );
}

// ---- Composition of both emails ----

export function composeStaffEmail(quote: QuoteForMail, envelope: Envelope): Mail.Options {
  const v = customerValues(quote);
  const photos = previewAttachments(quote);
  const links = customerLinks(quote, v);
  const where = quote.town ? oneLine(quote.town) : OUTSIDE_TOWNS;

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

  const text = [
    `New quote request ${v.reference}`,
    "",
    ...fields.map(([label, value]) => `${label}: ${value.replace(/\n/g, "\n  ")}`),
    "",
    "Description:",
    v.description,
    "",
    `Call: ${links.tel}`,
    `WhatsApp: ${links.whatsapp}`,
    links.mailto ? `Reply by email: ${links.mailto}` : "Reply by email: not offered (the address failed our safety check)",
    ...photoListText(photos.lines),
  ].join("\n");

  const buttons = [
    button(links.tel, `Call ${v.phoneDisplay}`),
    button(links.whatsapp, "WhatsApp"),
    links.mailto ? button(links.mailto, "Reply by email") : "",
  ].join("");

  const html = layout(
    `New quote ${v.reference}`,
    `<p style="margin:0 0 16px;">${buttons}</p>
${fieldTable(fields.map(([label, value]) => [label, htmlLines(value)]))}
<h2 style="${H2}">Description</h2>
<p style="margin:0 0 16px;">${htmlLines(v.description)}</p>
${photoListHtml(photos.lines)}`,
    footerHtml(envelope.siteUrl),
  );

  return {
    from: envelope.from,
    to: envelope.to,
    ...(isSafeEmailAddress(quote.email) ? { replyTo: { name: v.name, address: quote.email } } : {}),
    subject: `New quote ${v.reference}: ${oneLine(quote.name, 80)}, ${v.postcode} (${where})`,
    messageId: envelope.messageId,
    text,
    html,
    attachments: photos.attachments,
  };
}

/** The customer's address failed isSafeEmailAddress: nothing is sent to it. */
export class UnsafeRecipient extends Error {
  override readonly name = "UnsafeRecipient";
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
  if (!isSafeEmailAddress(quote.email)) throw new UnsafeRecipient("Customer email address is not safe to send to");
  const reference = oneLine(quote.reference, 40);
  const reply =
    `We'll reply within ${constants.replyWithinHours} hours during business hours (some within ${constants.fastestReplyMinutes} minutes) ` +
    "with a fixed price, by phone, text or email.";
  const steps = [
    "We look at your request and any photos you sent.",
    reply,
    `If you accept, we agree a collection time with you. Contact us before ${constants.sameDayCutoff} for a same-day collection; next-day slots are subject to availability.`,
  ];
  const collectionHours = hours.collections.map((h) => `${h.days} ${h.label}`).join(", ");
  const notYou = "If you did not ask us for a quote, someone may have typed your address by mistake: you can ignore this email, and we won't write again unless you contact us.";

  const text = [
    "Hello,",
    "",
    `Thank you for asking ${business.name} for a quote. We have received your request. Your reference is ${reference}.`,
    "",
    "What happens next",
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    "",
    `Call: ${business.phoneDisplay} (${telLink})`,
    `WhatsApp: ${whatsappLink}`,
    `${hours.phone}. Collections: ${collectionHours}.`,
    "",
    notYou,
    "",
    "--",
    ...footerLines(envelope.siteUrl),
  ].join("\n");

  const html = layout(
    "We've received your quote request",
    `<p style="margin:0 0 12px;">Hello,</p>
<p style="margin:0 0 12px;">Thank you for asking ${escapeHtml(business.name)} for a quote. We have received your request. Your reference is <strong>${escapeHtml(reference)}</strong>.</p>
<h2 style="${H2}">What happens next</h2>
<ol style="margin:0 0 16px;padding-left:20px;">${steps.map((step) => `<li style="margin:0 0 6px;">${escapeHtml(step)}</li>`).join("")}</ol>
<p style="margin:0 0 16px;">${button(telLink, `Call ${business.phoneDisplay}`)}${button(whatsappLink, "WhatsApp us")}</p>
<p style="margin:0 0 16px;">${escapeHtml(hours.phone)}. Collections: ${escapeHtml(collectionHours)}.</p>
<p style="margin:0 0 16px;color:#4b5563;font-size:14px;">${escapeHtml(notYou)}</p>`,
    footerHtml(envelope.siteUrl),
  );

  return {
    from: envelope.from,
    to: quote.email,
    subject: CUSTOMER_SUBJECT,
    messageId: envelope.messageId,
    text,
    html,
  };
}

// ---- Customer values, cleaned once ----

function customerValues(quote: QuoteForMail) {
  return {
    reference: oneLine(quote.reference, 40),
    name: oneLine(quote.name, 100) || "(no name)",
    phoneDisplay: nationalPhone(quote.phone),
    email: oneLine(quote.email, 254),
    postcode: oneLine(quote.postcode, 12),
    preferred: formatPreferred(quote.preferredDatetime) ?? "No preference",
    accessNotes: quote.accessNotes?.trim() ? multiLine(quote.accessNotes) : "None given",
    description: multiLine(quote.description),
  };
}

const phoneMetadata = gbPhoneMetadata as unknown as MetadataJson;

/** "+447700900123" → "07700 900123"; anything unparseable is shown cleaned, as stored. */
function nationalPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, "GB", phoneMetadata);
  return parsed?.isPossible() ? parsed.formatNational() : oneLine(phone, 30);
}

function customerLinks(quote: QuoteForMail, v: ReturnType<typeof customerValues>) {
  const digits = quote.phone.replace(/\D/g, "");
  const e164 = /^\+[1-9]\d{6,14}$/.test(quote.phone) ? quote.phone : `+${digits}`;
  const message = `Hello ${v.name}, this is ${business.name} about your quote request ${v.reference}.`;
  const [local = "", domain = ""] = quote.email.split("@");
  return {
    tel: `tel:${e164}`,
    whatsapp: `https://wa.me/${digits}?text=${encodeURIComponent(message)}`,
    mailto: isSafeEmailAddress(quote.email)
      ? `mailto:${encodeURIComponent(local)}@${domain}?subject=${encodeURIComponent(`Your quote ${v.reference}`)}`
      : null,
  };
}

// ---- Photo previews ----

interface PhotoLine {
  number: number;
  name: string;
  bytes: number;
  status: "attached" | "over-limit" | "no-preview";
  filename?: string;
  cid?: string;
}

/** Attach each preview that exists while the total stays within MAX_ATTACHMENT_BYTES; list every photo. */
function previewAttachments(quote: QuoteForMail): { attachments: Mail.Attachment[]; lines: PhotoLine[] } {
  const attachments: Mail.Attachment[] = [];
  const lines: PhotoLine[] = [];
  const cidSuffix = quote.reference.replace(/[^A-Za-z0-9-]/g, "") || "quote";
  let total = 0;
  quote.photos.forEach((photo, i) => {
    const line: PhotoLine = { number: i + 1, name: oneLine(photo.originalName, 120) || `Photo ${i + 1}`, bytes: photo.bytes, status: "no-preview" };
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

function photoStatus(line: PhotoLine): string {
  if (line.status === "attached") return `attached as ${line.filename}`;
  if (line.status === "over-limit") return "not attached (over the size limit for one email)";
  return "no preview available";
}

function photoListText(lines: PhotoLine[]): string[] {
  if (!lines.length) return [];
  return ["", "Photos:", ...lines.map((l) => `${l.number}. ${l.name} (${formatBytes(l.bytes)}): ${photoStatus(l)}`)];
}

function photoListHtml(lines: PhotoLine[]): string {
  if (!lines.length) return "";
  const items = lines
    .map(
      (l) => `<li style="margin:0 0 4px;">${escapeHtml(l.name)} (${formatBytes(l.bytes)}): ${escapeHtml(photoStatus(l))}</li>`,
    )
    .join("");
  return `<h2 style="${H2}">Photos</h2>
<ol style="margin:0 0 16px;padding-left:20px;">${items}</ol>
${photoImagesHtml(lines)}`;
}

function photoImagesHtml(lines: PhotoLine[]): string {
  return lines
    .filter((l) => l.cid)
    .map(
      (l) =>
        `<p style="margin:0 0 12px;"><img src="cid:${escapeHtml(l.cid!)}" alt="Photo ${l.number}: ${escapeHtml(l.name)}" width="560" style="display:block;width:100%;max-width:560px;height:auto;border:0;border-radius:4px;"></p>`,
    )
    .join("\n");
}

// ---- HTML building blocks: tables and inline styles, for mail clients ----

const H2 = `margin:20px 0 8px;font-size:18px;line-height:1.3;color:${GREEN};`;

function button(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 18px;background:${GREEN};color:#ffffff;text-decoration:none;font-weight:bold;border-radius:6px;">${escapeHtml(label)}</a>`;
}

/** Rows of label and value; values must already be escaped HTML. */
function fieldTable(rows: [string, string][]): string {
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;font-weight:normal;color:#4b5563;white-space:nowrap;">${escapeHtml(label)}</th><td valign="top" style="padding:6px 0;word-break:break-word;">${value}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:16px;">\n${body}\n</table>`;
}

function footerLines(siteUrl: string): string[] {
  const a = business.address;
  return [
    business.name,
    [a.street, a.locality, a.region, a.postcode].join(", "),
    `Registered waste carrier ${business.carrierRegistration}`,
    siteUrl,
  ];
}

function footerHtml(siteUrl: string): string {
  const [name = "", address = "", carrier = ""] = footerLines(siteUrl);
  return `<strong>${escapeHtml(name)}</strong><br>${escapeHtml(address)}<br>${escapeHtml(carrier)}<br><a href="${escapeHtml(siteUrl)}" style="color:${GREEN};">${escapeHtml(siteUrl.replace(/^https?:\/\//, ""))}</a>`;
}

/** Title and content (escaped HTML) in a single column, at most 600 px wide, readable on a phone. */
function layout(title: string, content: string, footer: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#111827;">
<tr><td style="padding:16px 20px;background:${GREEN};color:#ffffff;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0;">${escapeHtml(title)}</td></tr>
<tr><td style="padding:20px;">
${content}
</td></tr>
<tr><td style="padding:16px 20px;border-top:1px solid #e5e7eb;font-size:13px;line-height:1.5;color:#4b5563;">${footer}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}
