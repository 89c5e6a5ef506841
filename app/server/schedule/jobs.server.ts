/**
 * The schedule's jobs as the database holds them: the booked and done jobs of a span of days, each
 * with its request's name, description and access notes, its assignee, its price's lines, its photos
 * and, once done, its current note. The office's week and the crew's day both read them from here.
 */
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { bookingRules, type BookingRules } from "../../content/booking";
import type { Db } from "../db/client.server";
import { bookings, priceQuoteLines, priceQuotes, quotePhotos, quotes, staffUsers, wasteNoteLines, wasteNotes } from "../db/schema.server";
import type { Job, JobNote } from "./jobs";
import { crewJobCondition } from "./crew-access.server";

const slotIndex = (id: string, rules: BookingRules) => {
  const index = rules.slots.findIndex((slot) => slot.id === id);
  return index < 0 ? rules.slots.length : index;
};

/** The current (issued) note of each of these done bookings, with its waste lines, by booking. */
async function notesOf(db: Db, bookingIds: string[]): Promise<Map<string, JobNote>> {
  if (!bookingIds.length) return new Map();
  const notes = await db
    .select({ id: wasteNotes.id, bookingId: wasteNotes.bookingId, number: wasteNotes.number, transferredAt: wasteNotes.transferredAt })
    .from(wasteNotes)
    .where(and(inArray(wasteNotes.bookingId, bookingIds), eq(wasteNotes.status, "issued")));
  if (!notes.length) return new Map();
  const lines = await db
    .select()
    .from(wasteNoteLines)
    .where(
      inArray(
        wasteNoteLines.noteId,
        notes.map((note) => note.id),
      ),
    )
    .orderBy(asc(wasteNoteLines.position));
  return new Map(
    notes.map((note) => [
      note.bookingId!,
      {
        number: note.number,
        transferredAt: note.transferredAt,
        lines: lines
          .filter((line) => line.noteId === note.id)
          .map(({ code, description, hazardous, pops, vanPercent, weightKg }) => ({
            code,
            description,
            hazardous,
            pops,
            vanPercent,
            weightKg,
          })),
      },
    ]),
  );
}

/**
 * The booked and done jobs from `first` to `last` (London dates), in date and slot order, then as
 * booked. A done job stays on the day it was booked, with its note; cancelled jobs are left out.
 * With `crew`, only that crew member's jobs (crew-access.server.ts): theirs, and today's unassigned.
 */
export async function jobsBetween(
  db: Db,
  first: string,
  last: string,
  rules: BookingRules = bookingRules,
  crew?: { id: string; today: string },
): Promise<Job[]> {
  const rows = await db
    .select({
      booking: bookings,
      reference: quotes.reference,
      name: quotes.name,
      description: quotes.description,
      accessNotes: quotes.accessNotes,
      assigneeName: staffUsers.name,
      totalPence: priceQuotes.totalPence,
    })
    .from(bookings)
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .innerJoin(priceQuotes, eq(priceQuotes.id, bookings.priceQuoteId))
    .leftJoin(staffUsers, eq(staffUsers.id, quotes.assigneeId))
    .where(
      and(
        inArray(bookings.status, ["booked", "done"]),
        gte(bookings.slotDate, first),
        lte(bookings.slotDate, last),
        crew ? crewJobCondition(crew.id, crew.today) : undefined,
      ),
    )
    .orderBy(asc(bookings.slotDate), asc(bookings.createdAt));
  if (!rows.length) return [];
  const priceIds = [...new Set(rows.map((row) => row.booking.priceQuoteId))];
  const quoteIds = [...new Set(rows.map((row) => row.booking.quoteId))];
  const lines = await db
    .select()
    .from(priceQuoteLines)
    .where(inArray(priceQuoteLines.priceQuoteId, priceIds))
    .orderBy(asc(priceQuoteLines.position));
  const photos = await db
    .select({ quoteId: quotePhotos.quoteId, position: quotePhotos.position, originalName: quotePhotos.originalName })
    .from(quotePhotos)
    .where(inArray(quotePhotos.quoteId, quoteIds))
    .orderBy(asc(quotePhotos.position));
  const notes = await notesOf(
    db,
    rows.filter((row) => row.booking.status === "done").map((row) => row.booking.id),
  );
  const jobs = rows.map(({ booking, reference, name, description, accessNotes, assigneeName, totalPence }) => ({
    bookingId: booking.id,
    status: booking.status === "done" ? ("done" as const) : ("booked" as const),
    note: notes.get(booking.id) ?? null,
    quoteId: booking.quoteId,
    reference,
    name,
    assigneeName,
    slot: { date: booking.slotDate, id: booking.slotId },
    addressLine1: booking.addressLine1,
    addressLine2: booking.addressLine2,
    town: booking.town,
    postcode: booking.postcode,
    phone: booking.phone,
    description,
    accessNotes,
    lines: lines
      .filter((line) => line.priceQuoteId === booking.priceQuoteId)
      .map(({ kind, itemId, label, quantity, amountPence }) => ({ kind, itemId, label, quantity, amountPence })),
    totalPence,
    photos: photos.filter((photo) => photo.quoteId === booking.quoteId).map(({ position, originalName }) => ({ position, originalName })),
  }));
  // Stable: within a date, slots in the business's order, then as booked.
  return jobs.sort((a, b) => (a.slot.date === b.slot.date ? slotIndex(a.slot.id, rules) - slotIndex(b.slot.id, rules) : 0));
}
