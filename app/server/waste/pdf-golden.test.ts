import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { absentBusinessCustomer, drawnSignature, layout1Note } from "../../../tests/support/waste-note";
import { renderNotePdf } from "./pdf.server";

/**
 * A waste transfer note is a legal record: the same note must come out the same, byte for byte, however
 * the code around it is arranged, and a note issued on an earlier layout is made again in that layout.
 * The files in golden/ were made by layout 1 before the back office was rearranged into a kernel and
 * feature folders; a change that alters them is a change to the legal record and needs a new layout
 * version, not an edit of these files.
 */
const golden = (name: string) => readFileSync(path.join(import.meta.dirname, "golden", name));

describe("a note issued on layout 1 is made again byte for byte", () => {
  it("a householder's note with a drawn signature and a payment", async () => {
    const pdf = await renderNotePdf(layout1Note({ signaturePng: await drawnSignature() }));
    expect(Buffer.compare(pdf, golden("note-householder.pdf"))).toBe(0);
  });

  it("a business's note, the customer not there, nothing paid", async () => {
    const pdf = await renderNotePdf(layout1Note(absentBusinessCustomer));
    expect(Buffer.compare(pdf, golden("note-business.pdf"))).toBe(0);
  });
});
