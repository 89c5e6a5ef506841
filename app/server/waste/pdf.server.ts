import { londonParts } from "../../kernel/uk-time";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type PDFKit from "pdfkit";
import { siteTreatments, type SiteTreatment } from "../../content/receiving-sites";
import { customerRoles, noteWording, paymentMethods, vanVolume } from "../../content/waste";
import type { WasteNote, WasteNoteLine } from "../db/schema.server";
import { formatPounds } from "../../kernel/money";

/** What a note's PDF is made from: its stored rows, and the number of the note it corrects. */
export type NoteForPdf = Omit<
  WasteNote,
  "pdfKey" | "pdfSha256" | "pdfBytes" | "createdAt" | "status" | "quoteId" | "bookingId" | "crewId" | "issuedById"
> & {
  lines: Omit<WasteNoteLine, "id" | "noteId">[];
  /** The number of the note this one corrects, if any. */
  supersedesNumber: string | null;
};

/**
 * The layouts this module can make; a note records the one it was issued with, and is made again in
 * it. 1: one receiving site for the note, the issue time as the transfer's, the payment printed.
 * 2: each line's own site and permit, the transfer's time apart from the issue's, the van's share
 * as a volume too, no money, and a correction's reason.
 */
export const CURRENT_LAYOUT = 2;
const LAYOUTS = [1, 2];

/** Printed across the top of a superseded note when it is shown: the file as issued is kept unchanged beside it. */
export interface SupersededMark {
  number: string;
  issuedAt: Date;
}

/** The embedded fonts (DejaVu Sans; licence beside them), found whether this runs from source or from build/. */
function findFonts(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of [path.join(dir, "app", "server", "waste", "fonts"), path.join(dir, "fonts")]) {
      if (existsSync(path.join(candidate, "DejaVuSans.ttf"))) return candidate;
    }
    dir = path.dirname(dir);
  }
  throw new Error("The waste transfer note's fonts were not found (app/server/waste/fonts).");
}

let fonts: { Regular: string; Bold: string } | undefined;
function fontFiles() {
  if (!fonts) {
    const folder = findFonts();
    fonts = { Regular: path.join(folder, "DejaVuSans.ttf"), Bold: path.join(folder, "DejaVuSans-Bold.ttf") };
  }
  return fonts;
}

/** "Tuesday 24 November 2026, 10:42 GMT". */
export function noteTime(date: Date): string {
  const p = londonParts(date);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${p.timeZoneName}`;
}

/** "25% of the van, about 120 kg"; with the van's size known, "25% of the van (about 3.8 m³), about 120 kg". */
function quantityText(line: { vanPercent: number | null; weightKg: number | null }, vanLitres: number | null = null): string {
  const parts: string[] = [];
  if (line.vanPercent !== null)
    parts.push(`${line.vanPercent}% of the van${vanLitres ? ` (${vanVolume(line.vanPercent, vanLitres)})` : ""}`);
  if (line.weightKg !== null) parts.push(`about ${line.weightKg} kg`);
  return parts.join(", ");
}

function containmentText(line: { containment: string; containmentText: string | null }): string {
  if (line.containment === "loose") return "Loose";
  if (line.containment === "bags") return "Bags";
  return `Other: ${line.containmentText ?? ""}`;
}

function paymentText(note: { paymentPence: number; paymentMethod: string | null }): string {
  if (note.paymentPence === 0) return "No payment taken at collection";
  const method = paymentMethods.find((m) => m.id === note.paymentMethod)?.label ?? note.paymentMethod;
  return `${formatPounds(note.paymentPence)} by ${method?.toLowerCase()}`;
}

/** "Energy recovery (incineration)". */
export const treatmentText = (treatment: string) => siteTreatments[treatment as SiteTreatment]?.label ?? treatment;

export const placeText = (note: Pick<NoteForPdf, "placeLine1" | "placeLine2" | "placeTown" | "placePostcode">) =>
  [note.placeLine1, note.placeLine2, note.placeTown, note.placePostcode].filter(Boolean).join(", ");

const printedLineCode = (line: { code: string; hazardous: boolean }) => `${line.code}${line.hazardous ? "*" : ""}`;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const FOOTER = 28;
const INK = "#000000";
const RULE = "#666666";

/**
 * The note as a PDF (A4, DejaVu Sans embedded, black on white with grey rules only, so it prints in
 * black and white). Made from the rows alone: the dates in it are the note's issue time and its file
 * identifier derives from them, so the same rows always give the same bytes.
 */
export async function renderNotePdf(note: NoteForPdf, mark?: SupersededMark): Promise<Buffer> {
  if (!LAYOUTS.includes(note.layout)) throw new Error(`Unknown waste transfer note layout ${note.layout}`);
  const layout1 = note.layout === 1;
  const files = fontFiles();
  // Loaded on first use: the server does not carry pdfkit and its font engine until a note is made.
  const { default: PDFDocument } = (await import("pdfkit")) as { default: typeof PDFKit };
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    // The embedded font from the start: no standard (unembedded) font is ever set.
    font: files.Regular,
    lang: "en-GB",
    displayTitle: true,
    info: {
      Title: `${noteWording.title} ${note.number}`,
      Author: note.carrierName,
      Subject: `${noteWording.title} for job ${note.jobReference}`,
      Creator: note.carrierName,
      Producer: "PDFKit",
      CreationDate: note.issuedAt,
      ModDate: note.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = MARGIN;
  const width = A4.width - 2 * MARGIN;
  const bottom = A4.height - MARGIN - FOOTER;
  let y = MARGIN;

  const room = (height: number) => {
    if (y + height > bottom) {
      doc.addPage();
      y = MARGIN;
    }
  };
  const heightOf = (text: string, font: "Regular" | "Bold", size: number, w: number) =>
    doc.font(files[font]).fontSize(size).heightOfString(text, { width: w, lineGap: 1 });
  const write = (text: string, x: number, top: number, w: number, font: "Regular" | "Bold" = "Regular", size = 9.5) => {
    doc.font(files[font]).fontSize(size).fillColor(INK).text(text, x, top, { width: w, lineGap: 1 });
    return heightOf(text, font, size, w);
  };
  const rule = (top: number, weight = 0.6) => {
    doc
      .moveTo(left, top)
      .lineTo(left + width, top)
      .lineWidth(weight)
      .strokeColor(RULE)
      .stroke();
  };
  const heading = (text: string) => {
    room(40);
    y += 8;
    y += write(text.toUpperCase(), left, y, width, "Bold", 9);
    rule(y + 1);
    y += 6;
  };
  /** Label and value side by side; the value may run over several lines. */
  const field = (label: string, value: string, x = left, w = width, labelWidth = 118) => {
    const h = Math.max(heightOf(label, "Bold", 9, labelWidth - 6), heightOf(value, "Regular", 9.5, w - labelWidth));
    room(h + 3);
    write(label, x, y, labelWidth - 6, "Bold", 9);
    write(value, x + labelWidth, y, w - labelWidth);
    y += h + 3;
  };

  /** Blocks of label and value side by side, each under its own heading; kept together on one page. */
  const parties = (blocks: { title: string; rows: [string, string][] }[]) => {
    const labelWidth = 96;
    const colWidth = (width - 16 * (blocks.length - 1)) / blocks.length;
    const heightOfBlock = (rows: [string, string][]) =>
      22 +
      rows.reduce(
        (sum, [label, value]) =>
          sum + Math.max(heightOf(label, "Bold", 9, labelWidth - 6), heightOf(value, "Regular", 9.5, colWidth - labelWidth)) + 3,
        0,
      );
    const h = Math.max(...blocks.map((block) => heightOfBlock(block.rows)));
    room(h + 8);
    y += 8;
    blocks.forEach((block, i) => {
      const x = left + i * (colWidth + 16);
      let at = y;
      at += write(block.title.toUpperCase(), x, at, colWidth, "Bold", 9);
      doc
        .moveTo(x, at + 1)
        .lineTo(x + colWidth, at + 1)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
      at += 6;
      for (const [label, value] of block.rows) {
        write(label, x, at, labelWidth - 6, "Bold", 9);
        write(value, x + labelWidth, at, colWidth - labelWidth);
        at += Math.max(heightOf(label, "Bold", 9, labelWidth - 6), heightOf(value, "Regular", 9.5, colWidth - labelWidth)) + 3;
      }
    });
    y += h - 8;
  };

  // Title block.
  write(note.carrierName, left, y, width / 2, "Bold", 11);
  write(note.number, left + width / 2, y, width / 2, "Bold", 16);
  y += 20;
  write(noteWording.title, left, y - 4, width / 2, "Bold", 20);
  write(`Issued ${noteTime(note.issuedAt)}`, left + width / 2, y, width / 2, "Regular", 9.5);
  y += 26;
  if (mark) {
    const text = `SUPERSEDED by note ${mark.number}, issued ${noteTime(mark.issuedAt)}. This note was corrected: the later note is the record of this transfer. Both are kept.`;
    const h = heightOf(text, "Bold", 10, width - 16);
    doc
      .rect(left, y, width, h + 10)
      .lineWidth(2)
      .strokeColor(INK)
      .stroke();
    write(text, left + 8, y + 5, width - 16, "Bold", 10);
    y += h + 16;
  }
  if (note.supersedesNumber) {
    y +=
      write(`This note corrects and replaces note ${note.supersedesNumber}. Both numbers stay on record.`, left, y, width, "Bold", 9.5) + 2;
    if (note.correctionReason) y += write(`What was corrected: ${note.correctionReason}`, left, y, width, "Regular", 9.5) + 2;
  }
  rule(y, 1.2);
  y += 4;

  heading("The transfer");
  field("Date and time", noteTime(layout1 ? note.issuedAt : note.transferredAt));
  field("Place", placeText(note));
  field("Job reference", note.jobReference);
  field("Crew member", note.crewName);
  if (layout1) field("Payment taken", paymentText(note));

  // The two parties side by side, then the receiving site.
  const customerRows: [string, string][] = [
    ["Name", note.customerName],
    ["Address", note.customerAddress.split("\n").join(", ")],
    ["Role", customerRoles.find((r) => r.id === note.customerRole)?.printed ?? note.customerRole],
  ];
  if (note.customerRole === "business") {
    customerRows.push(
      ["Business", note.businessName ?? ""],
      ["SIC (2007) code", note.sicCode ?? ""],
      ["Waste hierarchy", note.hierarchyDeclared ? noteWording.hierarchyDeclaration : "Not declared"],
    );
  }
  const carrierRows: [string, string][] = [
    ["Name", note.carrierName],
    ["Address", note.carrierAddress.split("\n").join(", ")],
    ["Role", noteWording.carrierRole],
    ["Registration number", note.carrierRegistration],
  ];
  parties([
    { title: "Transferor (the customer)", rows: customerRows },
    { title: "Transferee (the carrier)", rows: carrierRows },
  ]);

  if (layout1) {
    heading("Receiving site");
    field("Site", `${note.siteName ?? ""}, ${(note.siteAddress ?? "").split("\n").join(", ")}`);
    field("Permit number", note.sitePermit ?? "");
  }

  heading("The waste");
  const columns = layout1
    ? [
        { title: "Code", x: left, w: 62 },
        { title: "Description", x: left + 66, w: 214 },
        { title: "Quantity", x: left + 284, w: 128 },
        { title: "Containment", x: left + 416, w: width - 416 },
      ]
    : [
        { title: "Code", x: left, w: 54 },
        { title: "Description", x: left + 58, w: 140 },
        { title: "Quantity", x: left + 202, w: 104 },
        { title: "Containment", x: left + 310, w: 74 },
        { title: "Goes to (permit)", x: left + 388, w: width - 388 },
      ];
  const tableHeader = () => {
    room(30);
    for (const column of columns) write(column.title, column.x, y, column.w, "Bold", 9);
    y += 13;
    rule(y - 1, 0.4);
    y += 3;
  };
  tableHeader();
  for (const line of note.lines) {
    const cells = [
      printedLineCode(line) + (line.pops ? "\nPOPs" : ""),
      line.description,
      quantityText(line, note.vanLitres),
      containmentText(line),
    ];
    if (!layout1) cells.push(`${line.siteName}\n(${line.sitePermit})`);
    const h = Math.max(...cells.map((text, i) => heightOf(text, i === 0 ? "Bold" : "Regular", 9.5, columns[i]!.w)));
    if (y + h + 4 > bottom) {
      doc.addPage();
      y = MARGIN;
      tableHeader();
    }
    cells.forEach((text, i) => write(text, columns[i]!.x, y, columns[i]!.w, i === 0 ? "Bold" : "Regular"));
    y += h + 3;
    rule(y - 1, 0.3);
    y += 2;
  }
  if (note.lines.some((line) => line.hazardous)) {
    room(14);
    y += write("* Hazardous waste (household): kept apart and taken to a site permitted for it.", left, y, width, "Regular", 8.5) + 2;
  }
  if (note.lines.some((line) => line.pops)) {
    const h = heightOf(noteWording.popsStatement, "Bold", 9.5, width - 16);
    room(h + 14);
    y += 4;
    doc
      .rect(left, y, width, h + 10)
      .lineWidth(1.2)
      .strokeColor(INK)
      .stroke();
    write(noteWording.popsStatement, left + 8, y + 5, width - 16, "Bold");
    y += h + 16;
  }
  if (!layout1) {
    heading("Receiving sites");
    const sites = new Map(note.lines.map((line) => [line.siteId, line]));
    for (const site of sites.values()) {
      const codes = note.lines.filter((line) => line.siteId === site.siteId).map(printedLineCode);
      field(
        site.siteName,
        `${site.siteAddress.split("\n").join(", ")}. Permit ${site.sitePermit}. ${treatmentText(site.siteTreatment)}. Receives ${[...new Set(codes)].join(", ")} from this load.`,
      );
    }
  }

  heading("Signatures");
  if (note.signatureName) {
    field("Customer", note.signatureName);
    field("Confirmation", note.signatureConfirmed ? noteWording.customerConfirmation : "Not confirmed");
    if (note.signaturePng) {
      room(70);
      write("Signed", left, y, 112, "Bold", 9);
      doc.image(note.signaturePng, left + 118, y, { fit: [195, 62] });
      doc
        .rect(left + 118, y, 195, 62)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
      y += 68;
    } else {
      field("Signed", "Typed name only (no drawn signature)");
    }
    if (!layout1 && note.supersedesNumber)
      field("Given", `At the handover, on note ${note.supersedesNumber}; carried to this correction unchanged.`);
  } else {
    field("Customer", `Customer not present: ${note.notPresentReason ?? ""}`);
  }
  field("For the carrier", `${note.crewName}, for ${note.carrierName}, signed electronically on issuing this note`);

  room(24);
  y += 8;
  write(`${noteWording.keep} ${note.carrierName} keeps it for two years too, and sends a copy on request.`, left, y, width, "Regular", 8.5);

  // The footer on every page: number and page count.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(left, A4.height - MARGIN - 14)
      .lineTo(left + width, A4.height - MARGIN - 14)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    doc
      .font(files.Regular)
      .fontSize(8)
      .fillColor(INK)
      .text(
        `${noteWording.title} ${note.number} · job ${note.jobReference} · page ${i + 1} of ${range.count}`,
        left,
        A4.height - MARGIN - 8,
        { width, lineBreak: false },
      );
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
