import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { bookings, quotes, salesRecords, wasteNotePhotos, wasteNotes } from "../db/schema.server";
import type { PhotoStore } from "../photos/store.server";
import { audit, type Actor } from "../audit.server";
import { refuse, RefusedError } from "../../kernel/refusal";
import { formatLondon, londonDate } from "../../kernel/uk-time";
import { queueNoteEmail } from "./emails/queue.server";
import {
  beforeBookedDay,
  checkNoteFacts,
  correctionReasonSchema,
  paymentSchema,
  transferTimeProblem,
  type CheckedFacts,
  type NoteFacts,
  type Payment,
} from "./note-facts.server";
import { storePdf } from "./note-pdf.server";
import { insertNote, noteRows } from "./note-rows.server";
import { normaliseSignature } from "./signature.server";

/*
 * The transactions that make notes: a job's note issued (once, however often the form is sent), a
 * note corrected by a new one that supersedes it, and a note sent to the customer again.
 */

export interface IssueNoteInput extends NoteFacts {
  bookingId: string;
  /** What the customer paid at collection, recorded as a sales record with the note. */
  payment?: Payment;
  /** Who issued it (the crew member on their phone, or the office). */
  actor: Actor;
  /** The moment of issue. */
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

const transaction = <T>(db: Db, job: (tx: Db) => Promise<T>) => db.transaction((tx) => job(tx as unknown as Db));

/** Reads the facts, makes a drawn signature plain; throws a refusal with every problem found. */
async function prepare(facts: NoteFacts): Promise<{ checked: CheckedFacts; signaturePng: Buffer | null }> {
  const result = checkNoteFacts(facts);
  if (!result.ok) throw new RefusedError(refuse("invalid", Object.values(result.errors).join(" "), { fields: result.errors }));
  const checked = result.facts;
  const signaturePng =
    checked.signature.kind === "signed" && checked.signature.png ? await normaliseSignature(checked.signature.png) : null;
  return { checked, signaturePng };
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
type CorrectionFacts = Omit<NoteFacts, "signature" | "photos">;

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
