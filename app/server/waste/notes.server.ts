import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { buffer as readAll } from "node:stream/consumers";
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { business } from "../../content/business";
import { receivingSite, siteRefuses } from "../../content/receiving-sites";
import { van, wasteKind, type WasteId } from "../../content/waste";
import type { Db } from "../db/client.server";
import {
  bookings,
  outbox,
  quotes,
  salesRecords,
  wasteNoteLines,
  wasteNotePhotos,
  wasteNotes,
  type WasteNote,
  type WasteNoteLine,
} from "../db/schema.server";
import { log } from "../log.server";
import type { PhotoStore } from "../photos/store.server";
import { audit, type Actor } from "../../kernel/audit.server";
import { refuse, RefusedError } from "../../kernel/refusal";
import { hasRefusedCharacters } from "../../kernel/text";
import { formatDate, formatLondon, londonDate } from "../../kernel/uk-time";
import { CURRENT_LAYOUT, renderNotePdf, type NoteForPdf } from "./pdf.server";

/** The most waste lines one note carries, and the largest drawn signature accepted. */
export const MAX_NOTE_LINES = 20;
export const MAX_SIGNATURE_BYTES = 256 * 1024;

// The kernel's text rules: no control, bidirectional or line-separating character on a legal record; a one-line fact has no line feed or tab either.
const text = (what: string, max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .refine((value) => value.length > 0, `Enter ${what}.`)
    .refine((value) => value.length <= max, `${what[0]!.toUpperCase()}${what.slice(1)} is longer than ${max} characters.`)
    .refine(
      (value) => !hasRefusedCharacters(value, true),
      `${what[0]!.toUpperCase()}${what.slice(1)} has characters that cannot be printed.`,
    );
const oneLineText = (what: string, max: number) =>
  text(what, max).refine((value) => !hasRefusedCharacters(value), `${what[0]!.toUpperCase()}${what.slice(1)} must be one line.`);

/** One waste line as the completion form sends it. */
export const wasteLineSchema = z
  .object({
    wasteId: z.string().refine((id) => wasteKind(id) !== undefined, "Pick a waste code from the list."),
    description: text("the description of the waste", 300),
    vanPercent: z
      .number()
      .int("Enter the share of the van as a whole number.")
      .min(1, "The share of the van is at least 1%.")
      .max(100, "The share of the van is at most 100%.")
      .nullable(),
    weightKg: z
      .number()
      .int("Enter the weight in whole kilograms.")
      .min(1, "The weight is at least 1 kg.")
      .max(5000, "The weight is at most 5,000 kg: check it.")
      .nullable(),
    containment: z.enum(["loose", "bags", "other"], "Say how the waste was held: loose, bags or other."),
    containmentText: z.string().nullable(),
    /** Where this line's waste goes: one of the receiving sites, whose permit accepts its code. */
    siteId: z.string().refine((id) => receivingSite(id) !== undefined, "Pick the receiving site for this waste from the list."),
  })
  .superRefine((line, ctx) => {
    const kind = wasteKind(line.wasteId);
    const site = receivingSite(line.siteId);
    if (kind && site) {
      const refused = siteRefuses(site, kind);
      if (refused) ctx.addIssue({ code: "custom", path: ["siteId"], message: refused });
    }
    if (line.vanPercent === null && line.weightKg === null)
      ctx.addIssue({ code: "custom", path: ["vanPercent"], message: "Give the quantity: the share of the van, the weight, or both." });
    if (line.containment === "other") {
      const parsed = oneLineText("what the waste was held in", 100).safeParse(line.containmentText ?? "");
      if (!parsed.success) ctx.addIssue({ code: "custom", path: ["containmentText"], message: parsed.error.issues[0]!.message });
    }
  })
  .transform((line) => ({
    ...line,
    wasteId: line.wasteId as WasteId,
    containmentText: line.containment === "other" ? line.containmentText!.trim() : null,
  }));
export type WasteLineInput = z.input<typeof wasteLineSchema>;

/** What a note records of the job, the customer and the handover: everything but the booking it completes. */
export const noteFactsSchema = z.object({
  customerName: oneLineText("the customer's name", 120),
  /** Defaults to the collection address. */
  customerAddress: text("the customer's address", 400).optional(),
  customer: z.discriminatedUnion("role", [
    z.object({ role: z.literal("householder") }),
    z.object({
      role: z.literal("business"),
      businessName: oneLineText("the business's name", 160),
      sicCode: z
        .string()
        .trim()
        .regex(/^\d{5}$/, "The SIC code is five digits, e.g. 38110."),
      hierarchyDeclared: z.literal(true, "A business customer must declare that it applied the waste hierarchy."),
    }),
  ]),
  lines: z
    .array(wasteLineSchema)
    .min(1, "Add at least one waste line.")
    .max(MAX_NOTE_LINES, `A note carries at most ${MAX_NOTE_LINES} waste lines.`),
  /** When the waste changed hands: checked against the moment of issue by the caller (issueNote, correctNote). */
  transferredAt: z.date("Give the time of the transfer."),
  crew: z.object({ id: z.string().nullable(), name: oneLineText("the crew member's name", 120) }),
  signature: z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("signed"),
      name: oneLineText("the customer's full name as they typed it", 120),
      confirmed: z.literal(true, "The customer must tick that this describes the waste they handed over."),
      /** The drawn signature, a PNG; made plain (greyscale, white background) before it is stored. */
      png: z.instanceof(Buffer).nullable().optional(),
    }),
    z.object({ kind: z.literal("not-present"), reason: oneLineText("why the customer was not there", 300) }),
  ]),
  /** Photos of the cleared space, already in the photo store in the request's folder ("cleared-<n>.jpg"). */
  photos: z
    .array(
      z.object({
        originalName: z.string().max(200),
        storedName: z.string().regex(/^cleared-\d{1,2}\.jpg$/),
        contentType: z.literal("image/jpeg"),
        bytes: z.number().int().positive(),
        width: z.number().int().positive().nullable(),
        height: z.number().int().positive().nullable(),
      }),
    )
    .max(10)
    .default([]),
});
export type NoteFacts = z.input<typeof noteFactsSchema>;
type CheckedFacts = z.output<typeof noteFactsSchema>;

/**
 * A payment taken at collection: not on the note (a note records no money) but a sales record of the
 * job, kept apart from the customer's details.
 */
export const paymentSchema = z
  .object({
    pence: z.number().int().min(0, "The payment cannot be negative.").max(1_000_000, "The payment is more than £10,000: check it."),
    method: z.enum(["cash", "card", "bank-transfer"]).nullable(),
  })
  .refine((p) => (p.pence === 0) === (p.method === null), {
    message: "Give the amount taken and how it was paid, or choose “Nothing taken”.",
    path: ["method"],
  });
export type Payment = z.input<typeof paymentSchema>;

export interface IssueNoteInput extends NoteFacts {
  bookingId: string;
  /** What the customer paid at collection, recorded as a sales record with the note. */
  payment?: Payment;
  /** Who issued it (the crew member on their phone, or the office). */
  actor: Actor;
  /** The moment of issue. */
  now: Date;
}

/** The reason a correction gives, printed on the new note and in the customer's email. */
export const correctionReasonSchema = z
  .string()
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, "Say what was wrong and what the correction changes.")
  .refine((value) => value.length <= 300, "The reason is longer than 300 characters.")
  .refine((value) => !hasRefusedCharacters(value, false), "The reason must be one line of ordinary characters.");

/**
 * Why a transfer time cannot stand, or undefined: it may be now or earlier on the day it is given
 * for (`day`, the London date the waste changed hands), never in the future.
 */
export function transferTimeProblem(transferredAt: Date, now: Date, day = londonDate(now)): string | undefined {
  if (transferredAt.getTime() > now.getTime() + 60_000) return "The time of the transfer cannot be in the future.";
  if (londonDate(transferredAt) !== day) return `The time of the transfer must be on ${formatDate(day, "long")}.`;
  return undefined;
}

/** The refusal of a job completed before its day, with the way out. */
export const beforeBookedDay = (slotDate: string) =>
  `This job is booked for ${formatDate(slotDate, "weekday")}: its waste transfer note cannot be issued before that day. If the crew is collecting today, move the job to today from the schedule first (and tell the customer), or call the customer.`;

export interface NoteDeps {
  photoStore: Pick<PhotoStore, "put" | "get">;
  /** The site's host name, for Message-IDs. */
  mailDomain: string;
  /** Wake the email worker once the note is committed. */
  wake?: () => void;
}

export interface IssuedNote {
  noteId: string;
  number: string;
  /** False when the job already had its note (a double submit): that note is returned, nothing is issued. */
  created: boolean;
}

/** Every problem in the facts, by field path ("lines.0.weightKg"), or the checked facts. */
export function checkNoteFacts(facts: NoteFacts): { ok: true; facts: CheckedFacts } | { ok: false; errors: Record<string, string> } {
  const parsed = noteFactsSchema.safeParse(facts);
  if (parsed.success) return { ok: true, facts: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".") || "form"] ??= issue.message;
  return { ok: false, errors };
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A drawn signature made plain for the record: a PNG within the size limit that the image library
 * reads, scaled to fit 600 × 200, flattened on white and made greyscale (it prints in black and white).
 */
export async function normaliseSignature(png: Buffer): Promise<Buffer> {
  if (png.length > MAX_SIGNATURE_BYTES)
    throw new RefusedError(refuse("invalid", `The drawn signature is larger than ${MAX_SIGNATURE_BYTES / 1024} KB.`));
  if (png.length < PNG_MAGIC.length || !png.subarray(0, 8).equals(PNG_MAGIC))
    throw new RefusedError(refuse("invalid", "The drawn signature is not a PNG image."));
  const { default: sharp } = await import("sharp");
  try {
    return await sharp(png, { limitInputPixels: 4_000_000, failOn: "error" })
      .resize(600, 200, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new RefusedError(refuse("invalid", "The drawn signature is not an image that can be read."));
  }
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
export const pdfKeyOf = (number: string) => `${number.toLowerCase()}.pdf`;
export const noteNumber = (year: number, sequence: number) => `WTN-${year}-${String(sequence).padStart(6, "0")}`;
const NUMBER = /^WTN-(\d{4})-(\d{6})$/;
export const isNoteNumber = (value: string) => NUMBER.test(value);

const transaction = <T>(db: Db, job: (tx: Db) => Promise<T>) => db.transaction((tx) => job(tx as unknown as Db));

/** Takes the next number of the year in the caller's transaction (the counter row stays locked until it ends). */
async function nextNumber(tx: Db, year: number): Promise<{ sequence: number; number: string }> {
  const result = await tx.execute(sql`
    INSERT INTO waste_note_counters (year, last) VALUES (${year}, 1)
    ON CONFLICT (year) DO UPDATE SET last = waste_note_counters.last + 1
    RETURNING last`);
  const sequence = Number((result as unknown as { rows: { last: number }[] }).rows[0]!.last);
  return { sequence, number: noteNumber(year, sequence) };
}

type NoteRow = typeof wasteNotes.$inferInsert;
type LineRow = Omit<typeof wasteNoteLines.$inferInsert, "noteId" | "id">;

/** The rows of a note from checked facts, its place and job, and the business data as it is now. */
function noteRows(
  facts: CheckedFacts,
  signaturePng: Buffer | null,
  job: {
    quoteId: string;
    bookingId: string;
    reference: string;
    place: { line1: string; line2: string | null; town: string; postcode: string };
    correctionReason?: string;
  },
) {
  const place = job.place;
  const note = {
    jobReference: job.reference,
    quoteId: job.quoteId,
    bookingId: job.bookingId,
    placeLine1: place.line1,
    placeLine2: place.line2,
    placeTown: place.town,
    placePostcode: place.postcode,
    customerName: facts.customerName,
    customerAddress: facts.customerAddress ?? [place.line1, place.line2, place.town, place.postcode].filter(Boolean).join("\n"),
    customerRole: facts.customer.role,
    businessName: facts.customer.role === "business" ? facts.customer.businessName : null,
    sicCode: facts.customer.role === "business" ? facts.customer.sicCode : null,
    hierarchyDeclared: facts.customer.role === "business",
    carrierName: business.legalName,
    carrierAddress: [business.address.street, business.address.locality, business.address.region, business.address.postcode].join("\n"),
    carrierRegistration: business.carrierRegistration,
    siteId: null,
    siteName: null,
    siteAddress: null,
    sitePermit: null,
    vanLitres: van.loadCubicMetres * 1000,
    transferredAt: facts.transferredAt,
    correctionReason: job.correctionReason ?? null,
    crewId: facts.crew.id,
    crewName: facts.crew.name,
    paymentPence: 0,
    paymentMethod: null,
    signatureName: facts.signature.kind === "signed" ? facts.signature.name : null,
    signatureConfirmed: facts.signature.kind === "signed",
    signaturePng: facts.signature.kind === "signed" ? signaturePng : null,
    notPresentReason: facts.signature.kind === "not-present" ? facts.signature.reason : null,
    layout: CURRENT_LAYOUT,
  } satisfies Partial<NoteRow>;
  const lines: LineRow[] = facts.lines.map((line, position) => {
    const kind = wasteKind(line.wasteId)!;
    const site = receivingSite(line.siteId)!;
    return {
      siteId: site.id,
      siteName: site.name,
      siteAddress: site.address.join("\n"),
      sitePermit: site.permit,
      siteTreatment: site.treatment,
      position,
      wasteId: kind.id,
      code: kind.code,
      description: line.description,
      hazardous: kind.hazardous,
      pops: kind.pops,
      vanPercent: line.vanPercent,
      weightKg: line.weightKg,
      containment: line.containment,
      containmentText: line.containmentText,
    };
  });
  return { note, lines };
}

/** Reads the facts, makes a drawn signature plain; throws a refusal with every problem found. */
async function prepare(facts: NoteFacts): Promise<{ checked: CheckedFacts; signaturePng: Buffer | null }> {
  const result = checkNoteFacts(facts);
  if (!result.ok) throw new RefusedError(refuse("invalid", Object.values(result.errors).join(" "), { fields: result.errors }));
  const checked = result.facts;
  const signaturePng =
    checked.signature.kind === "signed" && checked.signature.png ? await normaliseSignature(checked.signature.png) : null;
  return { checked, signaturePng };
}

/**
 * Inserts a note and its lines with the next number of the year, its PDF made from exactly those
 * rows (the SHA-256 stored with them), and queues the customer's email. In the caller's transaction.
 */
async function insertNote(
  tx: Db,
  built: ReturnType<typeof noteRows>,
  extra: { now: Date; issuedById: string | null; supersedes: { id: string; number: string } | null; photos: CheckedFacts["photos"] },
): Promise<{ id: string; number: string; pdf: Buffer; pdfKey: string }> {
  const year = Number(londonDate(extra.now).slice(0, 4));
  const { sequence, number } = await nextNumber(tx, year);
  const id = randomUUID();
  const forPdf: NoteForPdf = {
    ...built.note,
    id,
    number,
    year,
    sequence,
    issuedAt: extra.now,
    supersedesId: extra.supersedes?.id ?? null,
    supersedesNumber: extra.supersedes?.number ?? null,
    placeLine2: built.note.placeLine2 ?? null,
    lines: built.lines.map((line) => ({
      ...line,
      vanPercent: line.vanPercent ?? null,
      weightKg: line.weightKg ?? null,
      containmentText: line.containmentText ?? null,
    })),
  };
  const pdf = await renderNotePdf(forPdf);
  const pdfKey = pdfKeyOf(number);
  await tx.insert(wasteNotes).values({
    ...built.note,
    id,
    number,
    year,
    sequence,
    status: "issued",
    supersedesId: extra.supersedes?.id ?? null,
    issuedAt: extra.now,
    issuedById: extra.issuedById,
    pdfKey,
    pdfSha256: sha256(pdf),
    pdfBytes: pdf.length,
    createdAt: extra.now,
  });
  await tx.insert(wasteNoteLines).values(built.lines.map((line) => ({ ...line, noteId: id })));
  if (extra.photos.length && built.note.quoteId) {
    await tx
      .insert(wasteNotePhotos)
      .values(
        extra.photos.map((photo, position) => ({ ...photo, noteId: id, quoteId: built.note.quoteId!, position, createdAt: extra.now })),
      );
  }
  return { id, number, pdf, pdfKey };
}

/** Queues the email carrying a note's PDF to the customer, in the caller's transaction. */
export async function queueNoteEmail(
  tx: Db,
  quote: { id: string; reference: string; email: string },
  note: { id: string; number: string },
  mailDomain: string,
  event: "issued" | "corrected" | "resent" = "issued",
): Promise<void> {
  await tx.insert(outbox).values({
    quoteId: quote.id,
    kind: "customer",
    template: "note",
    recipient: quote.email.toLowerCase(),
    messageId: `<${quote.reference.toLowerCase()}.note.${note.number.toLowerCase()}.${event}.${randomUUID().slice(0, 8)}@${mailDomain}>`,
    payload: { noteId: note.id, noteEvent: event },
  });
}

/** After the commit: the PDF into the photo store. If that fails the file is made again when first asked for. */
async function storePdf(store: NoteDeps["photoStore"], noteId: string, pdfKey: string, pdf: Buffer): Promise<void> {
  await store
    .put(noteId, pdfKey, Readable.from([pdf]), "application/pdf")
    .catch((error) => log.warn({ err: error, noteId }, "note PDF not stored yet; it is made again when asked for"));
}

const invalid = (field: string, message: string) => new RefusedError(refuse("invalid", message, { fields: { [field]: message } }));

/**
 * Completes a booked job and issues its waste transfer note, in one transaction: the booking is
 * locked; a job already done returns its note (a double submit issues once); a job before its booked
 * day is refused; otherwise the year's next number is taken, the note, its waste lines and photos
 * are stored with the PDF's SHA-256, a payment taken becomes the job's sales record, the booking and
 * the request become "done", an audit entry is written and the customer's email with the PDF is
 * queued. The PDF goes into the photo store after the commit. Bad facts throw a refusal.
 */
export async function issueNote(db: Db, input: IssueNoteInput, deps: NoteDeps): Promise<IssuedNote> {
  const { checked, signaturePng } = await prepare(input);
  const timeProblem = transferTimeProblem(checked.transferredAt, input.now);
  if (timeProblem) throw invalid("transferredAt", timeProblem);
  const payment = paymentSchema.safeParse(input.payment ?? { pence: 0, method: null });
  if (!payment.success) {
    const issue = payment.error.issues[0]!;
    throw invalid(`payment.${issue.path.join(".") || "pence"}`, issue.message);
  }
  const result = await transaction(db, async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for("update");
    if (!booking) throw new RefusedError(refuse("conflict", "There is no such booking."));
    if (booking.status === "done") {
      const [existing] = await tx
        .select({ id: wasteNotes.id, number: wasteNotes.number })
        .from(wasteNotes)
        .where(and(eq(wasteNotes.bookingId, booking.id), eq(wasteNotes.status, "issued")));
      if (existing) return { noteId: existing.id, number: existing.number, created: false, stored: undefined };
    }
    if (booking.status === "cancelled")
      throw new RefusedError(refuse("conflict", "This booking was cancelled: a cancelled job cannot be completed."));
    if (booking.slotDate > londonDate(input.now)) throw new RefusedError(refuse("conflict", beforeBookedDay(booking.slotDate)));
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, booking.quoteId)).for("update");
    if (!quote) throw new RefusedError(refuse("conflict", "There is no such booking."));
    const built = noteRows(checked, signaturePng, {
      quoteId: quote.id,
      bookingId: booking.id,
      reference: quote.reference,
      place: { line1: booking.addressLine1, line2: booking.addressLine2, town: booking.town, postcode: booking.postcode },
    });
    const note = await insertNote(tx, built, { now: input.now, issuedById: input.actor.id, supersedes: null, photos: checked.photos });
    if (payment.data.pence > 0)
      await tx.insert(salesRecords).values({
        id: randomUUID(),
        bookingId: booking.id,
        jobReference: quote.reference,
        amountPence: payment.data.pence,
        method: payment.data.method!,
        paidOn: londonDate(checked.transferredAt),
        recordedById: input.actor.id,
        createdAt: input.now,
      });
    await tx.update(bookings).set({ status: "done", updatedAt: input.now }).where(eq(bookings.id, booking.id));
    await tx.update(quotes).set({ status: "done", updatedAt: input.now }).where(eq(quotes.id, quote.id));
    await audit(tx, input.actor, {
      reference: quote.reference,
      action: "job-done",
      detail: `collected ${formatLondon(checked.transferredAt)}; waste transfer note ${note.number} issued (${built.lines.length} waste line${built.lines.length === 1 ? "" : "s"})${payment.data.pence > 0 ? "; payment recorded as a sales record" : ""}; status ${quote.status} → done`,
      at: input.now,
    });
    await queueNoteEmail(tx, quote, note, deps.mailDomain);
    return { noteId: note.id, number: note.number, created: true, stored: note };
  });
  if (result.stored) await storePdf(deps.photoStore, result.noteId, result.stored.pdfKey, result.stored.pdf);
  if (result.created) deps.wake?.();
  return { noteId: result.noteId, number: result.number, created: result.created };
}

/**
 * What a correction may change: the waste lines, the customer's name, address and role, the crew and
 * the time of the transfer on its day. The customer's signature (given at the handover) and the
 * photos of the cleared space are carried over from the note it corrects.
 */
export type CorrectionFacts = Omit<NoteFacts, "signature" | "photos">;

export interface CorrectNoteInput extends CorrectionFacts {
  /** The note to correct: it must be the current one (not already superseded). */
  noteId: string;
  /** What was wrong: printed on the new note and sent to the customer. */
  reason: string;
  actor: Actor;
  now: Date;
}

/**
 * Issues a correction: a new note, with the next number, that supersedes the earlier one (which
 * becomes "superseded"; both are kept and both numbers stay), in one transaction with its audit
 * entry and the customer's email (while the request is not erased). The place, job and booking are
 * the earlier note's; so are the signature and the photos.
 */
export async function correctNote(db: Db, input: CorrectNoteInput, deps: NoteDeps): Promise<IssuedNote> {
  const reason = correctionReasonSchema.safeParse(input.reason);
  if (!reason.success) throw invalid("reason", reason.error.issues[0]!.message);
  const result = await transaction(db, async (tx) => {
    const [earlier] = await tx.select().from(wasteNotes).where(eq(wasteNotes.id, input.noteId)).for("update");
    if (!earlier) throw new RefusedError(refuse("conflict", "There is no such waste transfer note."));
    if (earlier.status !== "issued") {
      const [later] = await tx.select({ number: wasteNotes.number }).from(wasteNotes).where(eq(wasteNotes.supersedesId, earlier.id));
      throw new RefusedError(
        refuse(
          "conflict",
          `Note ${earlier.number} was already corrected${later ? ` by ${later.number}` : ""}: correct the latest note instead.`,
        ),
      );
    }
    const photos = await tx
      .select()
      .from(wasteNotePhotos)
      .where(eq(wasteNotePhotos.noteId, earlier.id))
      .orderBy(asc(wasteNotePhotos.position));
    const facts: NoteFacts = {
      ...input,
      signature: earlier.signatureName
        ? { kind: "signed", name: earlier.signatureName, confirmed: true, png: earlier.signaturePng }
        : { kind: "not-present", reason: earlier.notPresentReason ?? "" },
      photos: photos.map(({ originalName, storedName, bytes, width, height }) => ({
        originalName,
        storedName,
        contentType: "image/jpeg" as const,
        bytes,
        width,
        height,
      })),
    };
    const checked = checkNoteFacts(facts);
    if (!checked.ok) throw new RefusedError(refuse("invalid", Object.values(checked.errors).join(" "), { fields: checked.errors }));
    const timeProblem = transferTimeProblem(checked.facts.transferredAt, input.now, londonDate(earlier.transferredAt));
    if (timeProblem) throw invalid("transferredAt", timeProblem);
    const [quote] = earlier.quoteId ? await tx.select().from(quotes).where(eq(quotes.id, earlier.quoteId)) : [];
    const built = noteRows(checked.facts, earlier.signaturePng, {
      quoteId: earlier.quoteId!,
      bookingId: earlier.bookingId!,
      reference: earlier.jobReference,
      place: { line1: earlier.placeLine1, line2: earlier.placeLine2, town: earlier.placeTown, postcode: earlier.placePostcode },
      correctionReason: reason.data,
    });
    built.note.quoteId = earlier.quoteId!;
    built.note.bookingId = earlier.bookingId!;
    await tx.update(wasteNotes).set({ status: "superseded" }).where(eq(wasteNotes.id, earlier.id));
    const note = await insertNote(tx, built, {
      now: input.now,
      issuedById: input.actor.id,
      supersedes: { id: earlier.id, number: earlier.number },
      photos: quote ? checked.facts.photos : [],
    });
    await audit(tx, input.actor, {
      reference: earlier.jobReference,
      action: "note-corrected",
      detail: `waste transfer note ${earlier.number} corrected by ${note.number}: ${reason.data}`,
      at: input.now,
    });
    if (quote) await queueNoteEmail(tx, quote, note, deps.mailDomain, "corrected");
    return note;
  });
  await storePdf(deps.photoStore, result.id, result.pdfKey, result.pdf);
  deps.wake?.();
  return { noteId: result.id, number: result.number, created: true };
}

/** A note with its lines, as stored. */
export interface NoteWithLines extends WasteNote {
  lines: WasteNoteLine[];
  supersedesNumber: string | null;
  supersededByNumber: string | null;
}

async function loadNote(db: Db, where: ReturnType<typeof eq>): Promise<NoteWithLines | undefined> {
  const [note] = await db.select().from(wasteNotes).where(where);
  if (!note) return undefined;
  const lines = await db.select().from(wasteNoteLines).where(eq(wasteNoteLines.noteId, note.id)).orderBy(asc(wasteNoteLines.position));
  const [earlier] = note.supersedesId
    ? await db.select({ number: wasteNotes.number }).from(wasteNotes).where(eq(wasteNotes.id, note.supersedesId))
    : [];
  const [later] = await db.select({ number: wasteNotes.number }).from(wasteNotes).where(eq(wasteNotes.supersedesId, note.id));
  return { ...note, lines, supersedesNumber: earlier?.number ?? null, supersededByNumber: later?.number ?? null };
}

export const noteById = (db: Db, id: string) => loadNote(db, eq(wasteNotes.id, id));
export const noteByNumber = (db: Db, number: string) =>
  isNoteNumber(number) ? loadNote(db, eq(wasteNotes.number, number)) : Promise.resolve(undefined);

/** Every note of a request, newest first (a correction before the note it corrects). */
export async function notesForQuote(
  db: Db,
  quoteId: string,
): Promise<(WasteNote & { photos: { storedName: string; originalName: string }[] })[]> {
  const notes = await db
    .select()
    .from(wasteNotes)
    .where(eq(wasteNotes.quoteId, quoteId))
    .orderBy(sql`${wasteNotes.year} DESC, ${wasteNotes.sequence} DESC`);
  const photos = await db
    .select({ noteId: wasteNotePhotos.noteId, storedName: wasteNotePhotos.storedName, originalName: wasteNotePhotos.originalName })
    .from(wasteNotePhotos)
    .where(eq(wasteNotePhotos.quoteId, quoteId))
    .orderBy(asc(wasteNotePhotos.position));
  return notes.map((note) => ({ ...note, photos: photos.filter((photo) => photo.noteId === note.id) }));
}

/** What the PDF is made from: the stored rows only. */
export function pdfInput(note: NoteWithLines): NoteForPdf {
  const {
    pdfKey: _k,
    pdfSha256: _s,
    pdfBytes: _b,
    createdAt: _c,
    status: _st,
    quoteId: _q,
    bookingId: _bo,
    crewId: _cr,
    issuedById: _i,
    supersededByNumber: _l,
    lines,
    ...rest
  } = note;
  return { ...rest, lines: lines.map(({ id: _id, noteId: _n, ...line }) => line) };
}

/**
 * Makes a note's PDF again from its rows and stores it when it matches the SHA-256 recorded at issue
 * (byte for byte the same file). Returns whether it matched; a mismatch is logged and not stored.
 */
export async function regenerate(
  db: Db,
  store: Pick<PhotoStore, "put">,
  noteOrId: string | NoteWithLines,
): Promise<{ pdf: Buffer; identical: boolean }> {
  const note = typeof noteOrId === "string" ? await noteById(db, noteOrId) : noteOrId;
  if (!note) throw new RefusedError(refuse("conflict", "There is no such waste transfer note."));
  const pdf = await renderNotePdf(pdfInput(note));
  const identical = sha256(pdf) === note.pdfSha256;
  if (identical) await store.put(note.id, note.pdfKey, Readable.from([pdf]), "application/pdf");
  else
    log.error(
      { noteId: note.id, number: note.number },
      "a note's PDF made again differs from the one issued; the stored copy is not replaced",
    );
  return { pdf, identical };
}

/**
 * A note's PDF: the stored file when it is there and matches its SHA-256; otherwise made again from
 * the rows (and stored, when it matches). Undefined when there is no such note.
 */
export async function pdfFor(
  db: Db,
  store: Pick<PhotoStore, "get" | "put">,
  noteOrId: string | NoteWithLines,
): Promise<{ note: NoteWithLines; pdf: Buffer } | undefined> {
  const note = typeof noteOrId === "string" ? await noteById(db, noteOrId) : noteOrId;
  if (!note) return undefined;
  const stored = await store.get(note.id, note.pdfKey).catch(() => undefined);
  if (stored) {
    const bytes = await readAll(stored.body);
    if (sha256(bytes) === note.pdfSha256) return { note, pdf: bytes };
    log.error({ noteId: note.id, number: note.number }, "a stored note PDF does not match its SHA-256; making it again");
  }
  const { pdf } = await regenerate(db, store, note);
  return { note, pdf };
}

/** Sends a note to the customer again (the office's "resend"), with an audit entry. */
export async function resendNote(db: Db, input: { number: string; actor: Actor; now: Date; mailDomain: string }): Promise<void> {
  await transaction(db, async (tx) => {
    const [note] = await tx.select().from(wasteNotes).where(eq(wasteNotes.number, input.number));
    if (!note) throw new RefusedError(refuse("conflict", "There is no such waste transfer note."));
    const [quote] = note.quoteId ? await tx.select().from(quotes).where(eq(quotes.id, note.quoteId)) : [];
    if (!quote)
      throw new RefusedError(
        refuse("conflict", "The customer's details were erased: there is no address to send the note to. Download it instead."),
      );
    await queueNoteEmail(tx, quote, note, input.mailDomain, "resent");
    await audit(tx, input.actor, {
      reference: note.jobReference,
      action: "note-resent",
      detail: `waste transfer note ${note.number} sent to the customer again`,
      at: input.now,
    });
  });
}
