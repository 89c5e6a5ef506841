import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { noteWording } from "../../content/waste";
import { absentBusinessCustomer, drawnSignature, layout1Note, sampleNote } from "../../../tests/support/waste-note";
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
      // The transfer's date and time, and the moment of issue apart from it.
      "Date and time Tuesday 24 November 2026, 09:55 GMT",
      "Issued Tuesday 24 November 2026, 10:42 GMT",
      "14 Ashdown Road, Flat 2, Crawley, RH10 1AB",
      note.customerName,
      "Householder",
      note.carrierName,
      "Unit 4, Fleming Way",
      "Registered waste carrier",
      note.carrierRegistration,
      // Each line's own site and permit, and each site's address and what it does.
      "Crawley Waste Transfer Station (EPR/AB0000XY)",
      "Energy Recovery Facility (POPs seating) (EPR/CD0000ZW)",
      "Fridge and Electricals Treatment Facility (EPR/GH0000ZT)",
      "Example Road, Example Town, RH1 0ZZ. Permit EPR/CD0000ZW. Energy recovery (incineration). Receives 20 03 07 from this load.",
      "Treatment of fridges and electrical equipment. Receives 20 01 23* from this load.",
      "20 03 01",
      "Mixed municipal waste (general household rubbish)",
      "25% of the van (about 3.8 m³)",
      "Bags",
      "20 03 07",
      "Domestic seating waste containing POPs",
      "about 40 kg",
      "Loose",
      "20 01 23*",
      "10% of the van (about 1.5 m³), about 45 kg",
      "Other: strapped upright on a trolley",
      flat(noteWording.popsStatement),
      note.signatureName!,
      flat(noteWording.customerConfirmation),
      "Sam Porter",
      note.jobReference,
    ]) {
      expect(text).toContain(expected);
    }
    // A note records no money.
    expect(text).not.toMatch(/payment|£/i);
  });

  it("a note of layout 1 is made again as it was issued: one site for the note, the payment printed", async () => {
    const text = textOf(save("layout1.pdf", await renderNotePdf(layout1Note())));
    for (const expected of [
      "Date and time Tuesday 24 November 2026, 10:42 GMT",
      "Permit number EPR/AB0000XY",
      "Payment taken £235.00 by card",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Receiving sites");
  });

  it("a correction says which note it replaces and why; a superseded note, when shown, says which note replaced it", async () => {
    const correction = sampleNote({
      number: "WTN-2026-000124",
      supersedesId: "x",
      supersedesNumber: "WTN-2026-000123",
      correctionReason: "The sofa weighed 60 kg, not 40 kg.",
      signaturePng: await drawnSignature(),
    });
    const file = save("correction.pdf", await renderNotePdf(correction));
    expect(run("qpdf", ["--check", file])).toMatch(/No syntax or stream encoding errors found/);
    const text = textOf(file);
    expect(text).toContain("This note corrects and replaces note WTN-2026-000123. Both numbers stay on record.");
    expect(text).toContain("What was corrected: The sofa weighed 60 kg, not 40 kg.");
    expect(text).toContain("At the handover, on note WTN-2026-000123");
    const superseded = save(
      "superseded.pdf",
      await renderNotePdf(sampleNote(), { number: "WTN-2026-000124", issuedAt: new Date("2026-11-25T09:00:00Z") }),
    );
    expect(run("qpdf", ["--check", superseded])).toMatch(/No syntax or stream encoding errors found/);
    expect(textOf(superseded)).toContain("SUPERSEDED by note WTN-2026-000124, issued Wednesday 25 November 2026, 09:00 GMT.");
    expect(textOf(save("plain.pdf", await renderNotePdf(sampleNote())))).not.toContain("SUPERSEDED");
  });

  it("prints a business customer's SIC code and declaration, and a customer who was not there", async () => {
    const note = sampleNote({ ...absentBusinessCustomer, lines: [sampleNote().lines[0]!] });
    const file = save("business.pdf", await renderNotePdf(note));
    expect(run("qpdf", ["--check", file])).toMatch(/No syntax or stream encoding errors found/);
    const text = textOf(file);
    for (const expected of [
      "Business",
      "Ashdown Lettings Ltd",
      "68320",
      flat(noteWording.hierarchyDeclaration),
      "Customer not present: key left with the neighbour; agreed by phone",
    ]) {
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
    const lines = Array.from({ length: 20 }, (_, position) => ({
      ...line,
      position,
      description: `${"Mixed household waste from the loft, the garage and the back garden shed ".repeat(3)}${position}`,
    }));
    const file = save("long.pdf", await renderNotePdf(sampleNote({ lines, signaturePng: await drawnSignature() })));
    expect(run("qpdf", ["--check", file])).toMatch(/No syntax or stream encoding errors found/);
    const pages = Number(/Pages:\s+(\d+)/.exec(run("pdfinfo", [file]))![1]);
    expect(pages).toBeGreaterThan(1);
    const text = textOf(file);
    expect(text).toContain(`page ${pages} of ${pages}`);
    expect(text).toContain("shed 19");
  });
});
