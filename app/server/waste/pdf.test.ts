import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { noteWording } from "../../content/waste";
import { drawnSignature, sampleNote } from "../../../tests/support/waste-note";
import { renderNotePdf } from "./pdf.server";

const folder = mkdtempSync(path.join(tmpdir(), "wtn-pdf-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: "utf8" });
function save(name: string, pdf: Buffer): string {
  const file = path.join(folder, name);
  writeFileSync(file, pdf);
  return file;
}
/** pdftotext's words joined by single spaces, so a field wrapped across lines still reads as written. */
const textOf = (file: string) => run("pdftotext", ["-raw", file, "-"]).replace(/\s+/g, " ");
const flat = (value: string) => value.replace(/\s+/g, " ");

describe("the waste transfer note's PDF", () => {
  it("passes qpdf --check, embeds its fonts, is A4, and its text carries every field", async () => {
    const note = sampleNote({ signaturePng: await drawnSignature() });
    const file = save("note.pdf", await renderNotePdf(note));
    expect(run("qpdf", ["--check", file])).toMatch(/No syntax or stream encoding errors found/);
    const fonts = run("pdffonts", [file]).split("\n").slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    // Columns: name, type, encoding, emb, sub, uni, object ID; every font embedded (and subset).
    for (const font of fonts) expect(font).toMatch(/DejaVuSans\S*\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    expect(run("pdfinfo", [file])).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);

    const text = textOf(file);
    for (const expected of [
      note.number,
      "Tuesday 24 November 2026, 10:42 GMT",
      "14 Ashdown Road, Flat 2, Crawley, RH10 1AB",
      note.customerName,
      "Householder",
      note.carrierName,
      "Unit 4, Fleming Way",
      "Registered waste carrier",
      note.carrierRegistration,
      note.siteName,
      note.sitePermit,
      "20 03 01",
      "Mixed municipal waste (general household rubbish)",
      "25% of the van",
      "Bags",
      "20 03 07",
      "Domestic seating waste containing POPs",
      "about 40 kg",
      "Loose",
      "20 01 23*",
      "10% of the van, about 45 kg",
      "Other: strapped upright on a trolley",
      flat(noteWording.popsStatement),
      note.signatureName!,
      flat(noteWording.customerConfirmation),
      "Sam Porter",
      note.jobReference,
      "Payment taken £235.00 by card",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints a business customer's SIC code and declaration, and a customer who was not there", async () => {
    const note = sampleNote({
      customerRole: "business",
      businessName: "Ashdown Lettings Ltd",
      sicCode: "68320",
      hierarchyDeclared: true,
      signatureName: null,
      signatureConfirmed: false,
      notPresentReason: "key left with the neighbour; agreed by phone",
      paymentPence: 0,
      paymentMethod: null,
      lines: [sampleNote().lines[0]!],
    });
    const file = save("business.pdf", await renderNotePdf(note));
    expect(run("qpdf", ["--check", file])).toMatch(/No syntax or stream encoding errors found/);
    const text = textOf(file);
    for (const expected of ["Business", "Ashdown Lettings Ltd", "68320", flat(noteWording.hierarchyDeclaration), "Customer not present: key left with the neighbour; agreed by phone", "No payment taken at collection"]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("persistent organic pollutants");
  });

  it("is the same bytes every time it is made from the same rows", async () => {
    const signaturePng = await drawnSignature();
    const first = await renderNotePdf(sampleNote({ signaturePng }));
    const second = await renderNotePdf(sampleNote({ signaturePng }));
    expect(second.equals(first)).toBe(true);
    // …and a different note is a different file (the identifier follows the note).
    const other = await renderNotePdf(sampleNote({ signaturePng, number: "WTN-2026-000124", issuedAt: new Date("2026-11-24T11:00:00Z") }));
    expect(other.equals(first)).toBe(false);
  });

  it("runs onto more pages with many long lines, each page footed with the number", async () => {
    const line = sampleNote().lines[0]!;
    const lines = Array.from({ length: 20 }, (_, position) => ({ ...line, position, description: `${"Mixed household waste from the loft, the garage and the back garden shed ".repeat(3)}${position}` }));
    const file = save("long.pdf", await renderNotePdf(sampleNote({ lines, signaturePng: await drawnSignature() })));
    expect(run("qpdf", ["--check", file])).toMatch(/No syntax or stream encoding errors found/);
    const pages = Number(/Pages:\s+(\d+)/.exec(run("pdfinfo", [file]))![1]);
    expect(pages).toBeGreaterThan(1);
    const text = textOf(file);
    expect(text).toContain(`page ${pages} of ${pages}`);
    expect(text).toContain("shed 19");
  });
});
