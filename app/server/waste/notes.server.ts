import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { buffer as readAll } from "node:stream/consumers";
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { business } from "../../content/business";
import { receivingSite } from "../../content/receiving-sites";
import { wasteKind, type WasteId } from "../../content/waste";
import type { Db } from "../db/client.server";
import { bookings, outbox, quotes, wasteNoteLines, wasteNotePhotos, wasteNotes, type WasteNote, type WasteNoteLine } from "../db/schema.server";
import { log } from "../log.server";
import type { PhotoStore } from "../photos/store.server";
import { audit, type Actor } from "../staff/audit.server";
import { londonDate } from "../staff/inbox/london.server";
import { CURRENT_LAYOUT, renderNotePdf, type NoteForPdf } from "./pdf.server";

/** Refused for what was asked (not a fault): the message is for the person who asked. */
export class NoteRefused extends Error {
  override name = "NoteRefused";
}

/** The most waste lines one note carries, and the largest drawn signature accepted. */
export const MAX_NOTE_LINES = 20;
export const MAX_SIGNATURE_BYTES = 256 * 1024;

// C0/C1 controls, bidirectional overrides, line/paragraph separators: never on a legal record.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const text = (what: string, max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .refine((value) => value.length > 0, `Enter ${what}.`)
    .refine((value) => value.length <= max, `${what[0]!.toUpperCase()}${what.slice(1)} is longer than ${max} characters.`)
    .refine((value) => !CONTROL.test(value), `${what[0]!.toUpperCase()}${what.slice(1)} has characters that cannot be printed.`);
const oneLineText = (what: string, max: number) => text(what, max).refine((value) => !value.includes("\n"), `${what[0]!.toUpperCase()}${what.slice(1)} must be one line.`);

/** One waste line as the completion form sends it. */
export const wasteLineSchema = z
  .object({
    wasteId: z.string().refine((id) => wasteKind(id) !== undefined, "Pick a waste code from the list."),
    description: text("the description of the waste", 300),
    vanPercent: z.number().int("Enter the share of the van as a whole number.").min(1, "The share of the van is at least 1%.").max(100, "The share of the van is at most 100%.").nullable(),
    weightKg: z.number().int("Enter the weight in whole kilograms.").min(1, "The weight is at least 1 kg.").max(5000, "The weight is at most 5,000 kg: check it.").nullable(),
    containment: z.enum(["loose", "bags", "other"], "Say how the waste was held: loose, bags or other."),
    containmentText: z.string().nullable(),
  })
  .superRefine((line, ctx) => {
    if (line.vanPercent === null && line.weightKg === null) ctx.addIssue({ code: "custom", path: ["vanPercent"], message: "Give the quantity: the share of the van, the weight, or both." });
    if (line.containment === "other") {
      const parsed = oneLineText("what the waste was held in", 100).safeParse(line.containmentText ?? "");
      if (!parsed.success) ctx.addIssue({ code: "custom", path: ["containmentText"], message: parsed.error.issues[0]!.message });
    }
  })
  .transform((line) => ({ ...line, wasteId: line.wasteId as WasteId, containmentText: line.containment === "other" ? line.containmentText!.trim() : null }));
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
      sicCode: z.string().trim().regex(/^\d{5}$/, "The SIC code is five digits, e.g. 38110."),
      hierarchyDeclared: z.literal(true, "A business customer must declare that it applied the waste hierarchy."),
    }),
  ]),
  lines: z.array(wasteLineSchema).min(1, "Add at least one waste line.").max(MAX_NOTE_LINES, `A note carries at most ${MAX_NOTE_LINES} waste lines.`),
  siteId: z.string().refine((id) => receivingSite(id) !== undefined, "Pick the receiving site from the list."),
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
  payment: z
    .object({ pence: z.number().int().min(0, "The payment cannot be negative.").max(1_000_000, "The payment is more than £10,000: check it."), method: z.enum(["cash", "card", "bank-transfer"]).nullable() })
    .refine((p) => (p.pence === 0) === (p.method === null), { message: "Give both the amount taken and how it was paid (or neither).", path: ["method"] }),
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

export interface IssueNoteInput extends NoteFacts {
  bookingId: string;
  /** Who issued it (the crew member on their phone, or the office). */
  actor: Actor;
  /** The time of the transfer. */
  now: Date;
}

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
  if (png.length > MAX_SIGNATURE_BYTES) throw new NoteRefused(`The drawn signature is larger than ${MAX_SIGNATURE_BYTES / 1024} KB.`);
  if (png.length < PNG_MAGIC.length || !png.subarray(0, 8).equals(PNG_MAGIC)) throw new NoteRefused("The drawn signature is not a PNG image.");
  const { default: sharp } = await import("sharp");
  try {
    return await sharp(png, { limitInputPixels: 4_000_000, failOn: "error" })
      .resize(600, 200, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new NoteRefused("The drawn signature is not an image that can be read.");
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
function noteRows(facts: CheckedFacts, signaturePng: Buffer | null, job: { quoteId: string; bookingId: string; reference: string; place: { line1: string; line2: string | null; town: string; postcode: string } }) {
  const site = receivingSite(facts.siteId)!;
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
    siteId: site.id,
    siteName: site.name,
    siteAddress: site.address.join("\n"),
    sitePermit: site.permit,
    crewId: facts.crew.id,
    crewName: facts.crew.name,
    paymentPence: facts.payment.pence,
    paymentMethod: facts.payment.method,
    signatureName: facts.signature.kind === "signed" ? facts.signature.name : null,
    signatureConfirmed: facts.signature.kind === "signed",
    signaturePng: facts.signature.kind === "signed" ? signaturePng : null,
    notPresentReason: facts.signature.kind === "not-present" ? facts.signature.reason : null,
    layout: CURRENT_LAYOUT,
  } satisfies Partial<NoteRow>;
  const lines: LineRow[] = facts.lines.map((line, position) => {
    const kind = wasteKind(line.wasteId)!;
    return {
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

/** Reads the facts, makes a drawn signature plain; throws NoteRefused with every problem found. */
async function prepare(facts: NoteFacts): Promise<{ checked: CheckedFacts; signaturePng: Buffer | null }> {
  const result = checkNoteFacts(facts);
  if (!result.ok) throw Object.assign(new NoteRefused(Object.values(result.errors).join(" ")), { errors: result.errors });
  const checked = result.facts;
  const signaturePng = checked.signature.kind === "signed" && checked.signature.png ? await normaliseSignature(checked.signature.png) : null;
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
    lines: built.lines.map((line) => ({ ...line, vanPercent: line.vanPercent ?? null, weightKg: line.weightKg ?? null, containmentText: line.containmentText ?? null })),
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
    await tx.insert(wasteNotePhotos).values(extra.photos.map((photo, position) => ({ ...photo, noteId: id, quoteId: built.note.quoteId!, position, createdAt: extra.now })));
  }
  return { id, number, pdf, pdfKey };
}

/** Queues the email carrying a note's PDF to the customer, in the caller's transaction. */
export async function queueNoteEmail(tx: Db, quote: { id: string; reference: string; email: string }, note: { id: string; number: string }, mailDomain: string, event: "issued" | "corrected" | "resent" = "issued"): Promise<void> {
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
  await store.put(noteId, pdfKey, Readable.from([pdf]), "application/pdf").catch((error) => log.warn({ err: error, noteId }, "note PDF not stored yet; it is made again when asked for"));
}

/**
 * Completes a booked job and issues its waste transfer note, in one transaction: the booking is
 * locked; a job already done returns its note (a double submit issues once); otherwise the year's
 * next number is taken, the note, its waste lines and photos are stored with the PDF's SHA-256, the
 * booking and the request become "done", an audit entry is written and the customer's email with the
 * PDF is queued. The PDF goes into the photo store after the commit. Bad facts throw NoteRefused.
 */
export async function issueNote(db: Db, input: IssueNoteInput, deps: NoteDeps): Promise<IssuedNote> {
  const { checked, signaturePng } = await prepare(input);
  const result = await transaction(db, async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for("update");
    if (!booking) throw new NoteRefused("There is no such booking.");
    if (booking.status === "done") {
      const [existing] = await tx
        .select({ id: wasteNotes.id, number: wasteNotes.number })
        .from(wasteNotes)
        .where(and(eq(wasteNotes.bookingId, booking.id), eq(wasteNotes.status, "issued")));
      if (existing) return { noteId: existing.id, number: existing.number, created: false, stored: undefined };
    }
    if (booking.status === "cancelled") throw new NoteRefused("This booking was cancelled: a cancelled job cannot be completed.");
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, booking.quoteId)).for("update");
    if (!quote) throw new NoteRefused("There is no such booking.");
    const built = noteRows(checked, signaturePng, {
      quoteId: quote.id,
      bookingId: booking.id,
      reference: quote.reference,
      place: { line1: booking.addressLine1, line2: booking.addressLine2, town: booking.town, postcode: booking.postcode },
    });
    const note = await insertNote(tx, built, { now: input.now, issuedById: input.actor.id, supersedes: null, photos: checked.photos });
    await tx.update(bookings).set({ status: "done", updatedAt: input.now }).where(eq(bookings.id, booking.id));
    await tx.update(quotes).set({ status: "done", updatedAt: input.now }).where(eq(quotes.id, quote.id));
    await audit(tx, input.actor, {
      reference: quote.reference,
      action: "job-done",
      detail: `collected; waste transfer note ${note.number} issued (${built.lines.length} waste line${built.lines.length === 1 ? "" : "s"}); status ${quote.status} → done`,
      at: input.now,
    });
    await queueNoteEmail(tx, quote, note, deps.mailDomain);
    return { noteId: note.id, number: note.number, created: true, stored: note };
  });
  if (result.stored) await storePdf(deps.photoStore, result.noteId, result.stored.pdfKey, result.stored.pdf);
  if (result.created) deps.wake?.();
  return { noteId: result.noteId, number: result.number, created: result.created };
}

export interface CorrectNoteInput extends NoteFacts {
  /** The note to correct: it must be the current one (not already superseded). */
  noteId: string;
  actor: Actor;
  now: Date;
}

/**
 * Issues a correction: a new note, with the next number, that supersedes the earlier one (which
 * becomes "superseded"; both are kept and both numbers stay), in one transaction with its audit
 * entry and the customer's email. The place, job and booking are the earlier note's.
 */
export async function correctNote(db: Db, input: CorrectNoteInput, deps: NoteDeps): Promise<IssuedNote> {
  const { checked, signaturePng } = await prepare(input);
  const result = await transaction(db, async (tx) => {
    const [earlier] = await tx.select().from(wasteNotes).where(eq(wasteNotes.id, input.noteId)).for("update");
    if (!earlier) throw new NoteRefused("There is no such waste transfer note.");
    if (earlier.status !== "issued") {
      const [later] = await tx.select({ number: wasteNotes.number }).from(wasteNotes).where(eq(wasteNotes.supersedesId, earlier.id));
      throw new NoteRefused(`Note ${earlier.number} was already corrected${later ? ` by ${later.number}` : ""}: correct the latest note instead.`);
    }
    const [quote] = earlier.quoteId ? await tx.select().from(quotes).where(eq(quotes.id, earlier.quoteId)) : [];
    const built = noteRows(checked, signaturePng, {
      quoteId: earlier.quoteId!,
      bookingId: earlier.bookingId!,
      reference: earlier.jobReference,
      place: { line1: earlier.placeLine1, line2: earlier.placeLine2, town: earlier.placeTown, postcode: earlier.placePostcode },
    });
    built.note.quoteId = earlier.quoteId!;
    built.note.bookingId = earlier.bookingId!;
    await tx.update(wasteNotes).set({ status: "superseded" }).where(eq(wasteNotes.id, earlier.id));
    const note = await insertNote(tx, built, { now: input.now, issuedById: input.actor.id, supersedes: { id: earlier.id, number: earlier.number }, photos: checked.photos });
    await audit(tx, input.actor, { reference: earlier.jobReference, action: "note-corrected", detail: `waste transfer note ${earlier.number} corrected by ${note.number}`, at: input.now });
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
  const [earlier] = note.supersedesId ? await db.select({ number: wasteNotes.number }).from(wasteNotes).where(eq(wasteNotes.id, note.supersedesId)) : [];
  const [later] = await db.select({ number: wasteNotes.number }).from(wasteNotes).where(eq(wasteNotes.supersedesId, note.id));
  return { ...note, lines, supersedesNumber: earlier?.number ?? null, supersededByNumber: later?.number ?? null };
}

export const noteById = (db: Db, id: string) => loadNote(db, eq(wasteNotes.id, id));
export const noteByNumber = (db: Db, number: string) => (isNoteNumber(number) ? loadNote(db, eq(wasteNotes.number, number)) : Promise.resolve(undefined));

/** Every note of a request, newest first (a correction before the note it corrects). */
export async function notesForQuote(db: Db, quoteId: string): Promise<(WasteNote & { photos: { storedName: string; originalName: string }[] })[]> {
  const notes = await db.select().from(wasteNotes).where(eq(wasteNotes.quoteId, quoteId)).orderBy(sql`${wasteNotes.year} DESC, ${wasteNotes.sequence} DESC`);
  const photos = await db
    .select({ noteId: wasteNotePhotos.noteId, storedName: wasteNotePhotos.storedName, originalName: wasteNotePhotos.originalName })
    .from(wasteNotePhotos)
    .where(eq(wasteNotePhotos.quoteId, quoteId))
    .orderBy(asc(wasteNotePhotos.position));
  return notes.map((note) => ({ ...note, photos: photos.filter((photo) => photo.noteId === note.id) }));
}

/** What the PDF is made from: the stored rows only. */
export function pdfInput(note: NoteWithLines): NoteForPdf {
  const { pdfKey: _k, pdfSha256: _s, pdfBytes: _b, createdAt: _c, status: _st, quoteId: _q, bookingId: _bo, crewId: _cr, issuedById: _i, supersededByNumber: _l, lines, ...rest } = note;
  return { ...rest, lines: lines.map(({ id: _id, noteId: _n, ...line }) => line) };
}

/**
 * Makes a note's PDF again from its rows and stores it when it matches the SHA-256 recorded at issue
 * (byte for byte the same file). Returns whether it matched; a mismatch is logged and not stored.
 */
export async function regenerate(db: Db, store: Pick<PhotoStore, "put">, noteOrId: string | NoteWithLines): Promise<{ pdf: Buffer; identical: boolean }> {
  const note = typeof noteOrId === "string" ? await noteById(db, noteOrId) : noteOrId;
  if (!note) throw new NoteRefused("There is no such waste transfer note.");
  const pdf = await renderNotePdf(pdfInput(note));
  const identical = sha256(pdf) === note.pdfSha256;
  if (identical) await store.put(note.id, note.pdfKey, Readable.from([pdf]), "application/pdf");
  else log.error({ noteId: note.id, number: note.number }, "a note's PDF made again differs from the one issued; the stored copy is not replaced");
  return { pdf, identical };
}

/**
 * A note's PDF: the stored file when it is there and matches its SHA-256; otherwise made again from
 * the rows (and stored, when it matches). Undefined when there is no such note.
 */
export async function pdfFor(db: Db, store: Pick<PhotoStore, "get" | "put">, noteOrId: string | NoteWithLines): Promise<{ note: NoteWithLines; pdf: Buffer } | undefined> {
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
    if (!note) throw new NoteRefused("There is no such waste transfer note.");
    const [quote] = note.quoteId ? await tx.select().from(quotes).where(eq(quotes.id, note.quoteId)) : [];
    if (!quote) throw new NoteRefused("The customer's details were erased: there is no address to send the note to. Download it instead.");
    await queueNoteEmail(tx, quote, note, input.mailDomain, "resent");
    await audit(tx, input.actor, { reference: note.jobReference, action: "note-resent", detail: `waste transfer note ${note.number} sent to the customer again`, at: input.now });
  });
}
