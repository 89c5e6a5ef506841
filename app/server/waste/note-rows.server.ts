import { randomUUID } from "node:crypto";
import { business } from "../../content/business";
import { receivingSite } from "../../content/receiving-sites";
import { van, wasteKind } from "../../content/waste";
import type { Db } from "../db/client.server";
import { wasteNoteLines, wasteNotePhotos, wasteNotes } from "../db/schema.server";
import { londonDate } from "../../kernel/uk-time";
import type { CheckedFacts } from "./note-facts.server";
import { sha256 } from "./note-pdf.server";
import { nextNumber, pdfKeyOf } from "./numbering.server";
import { CURRENT_LAYOUT, renderNotePdf, type NoteForPdf } from "./pdf.server";

type NoteRow = typeof wasteNotes.$inferInsert;
type LineRow = Omit<typeof wasteNoteLines.$inferInsert, "noteId" | "id">;

/** The rows of a note from checked facts, its place and job, and the business data as it is now. */
export function noteRows(
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

/**
 * Inserts a note and its lines with the next number of the year, its PDF made from exactly those
 * rows (the SHA-256 stored with them), and queues the customer's email. In the caller's transaction.
 */
export async function insertNote(
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
