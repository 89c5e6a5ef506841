import { describe, expect, it } from "vitest";
import { z } from "zod";
import { poundsField } from "../../app/kernel/form-fields";
import { BULK_MANY, bulkForm, listQuery, workForm } from "../../app/server/quotes/pages/forms.server";
import { signInForm } from "../../app/server/staff/forms.server";
import { completeForm, registerRange } from "../../app/server/waste/pages/forms.server";
import { parseForm } from "../../app/kernel/form.server";

const parse = <S extends Parameters<typeof parseForm>[0]>(schema: S, fields: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) params.append(key, v);
  return parseForm(schema, params, BULK_MANY);
};

describe("staff form schemas", () => {
  const work = workForm("Q-2611-ABCD");

  it("has no free price field: the fixed price is the request's one price", () => {
    expect(parse(work, { intent: "price", price: "180" })).toMatchObject({ ok: false });
  });

  it("reads amounts in pounds into pence, and says what is wrong otherwise", () => {
    const amount = z.object({ price: poundsField });
    expect(parse(amount, { price: "180" })).toMatchObject({ ok: true, data: { price: 18000 } });
    expect(parse(amount, { price: " £ 1,180.5 " })).toMatchObject({ ok: true, data: { price: 118050 } });
    expect(parse(amount, { price: "" })).toMatchObject({ ok: true, data: { price: null } });
    for (const bad of ["-5", "1e3", "12.345", "about 200"]) {
      expect(parse(amount, { price: bad })).toMatchObject({
        ok: false,
        errors: { price: "Enter the price in pounds, e.g. 180 or 180.50." },
        values: { price: bad },
      });
    }
  });

  it("reads a note and the erase confirmation, and no longer a booked date (a slot is booked on the booking page)", () => {
    expect(parse(work, { intent: "booking", bookedFor: "2026-12-03" })).toMatchObject({ ok: false });
    expect(parse(work, { intent: "note", note: "  Two lines\r\nof it\t(tab kept) " })).toMatchObject({
      ok: true,
      data: { note: "Two lines\nof it\t(tab kept)" },
    });
    expect(parse(work, { intent: "note", note: "   " })).toMatchObject({ ok: false, errors: { note: "Write the note before adding it." } });
    expect(parse(work, { intent: "erase", confirm: " q-2611-abcd " })).toMatchObject({ ok: true });
    expect(parse(work, { intent: "erase", confirm: "Q-WRONG" })).toMatchObject({
      ok: false,
      errors: { confirm: expect.stringMatching(/Q-2611-ABCD exactly/) },
    });
  });

  it("refuses control characters in every field with a message, showing back what was typed", () => {
    const note = parse(work, { intent: "note", note: "a\u0000b" });
    expect(note).toMatchObject({ ok: false, errors: { note: expect.stringMatching(/unusual characters/) }, values: { note: "a\uFFFDb" } });
    expect(parse(work, { intent: "assignee", assignee: "\u0007" })).toMatchObject({
      ok: false,
      errors: { assignee: expect.stringMatching(/unusual/) },
    });
    expect(parse(listQuery, { q: "Jane\u001b" })).toMatchObject({
      ok: false,
      errors: { q: expect.stringMatching(/search/) },
      values: { q: "Jane\uFFFD" },
    });
    expect(parse(bulkForm, { q: "\u007f", action: "spam" })).toMatchObject({ ok: false });
    const signIn = parse(signInForm, { email: "sam\u0000@example.com", password: "pass\u0000word" });
    expect(signIn).toMatchObject({
      ok: false,
      errors: { email: expect.stringMatching(/email address/), password: expect.stringMatching(/password/) },
    });
  });

  it("reads the register's range: real days, the last on or after the first, at most 3 years, nothing typed lost", () => {
    expect(parse(registerRange, { from: " 2026-11-01 ", to: "2026-11-30" })).toMatchObject({
      ok: true,
      data: { from: "2026-11-01", to: "2026-11-30" },
    });
    expect(parse(registerRange, { from: "2026-11-30", to: "2026-11-30" })).toMatchObject({ ok: true });
    expect(parse(registerRange, {})).toMatchObject({
      ok: false,
      errors: { from: "Enter the first date, e.g. 2026-11-01.", to: "Enter the last date, e.g. 2026-11-01." },
    });
    expect(parse(registerRange, { from: "2026-02-30", to: "1/12/2026" })).toMatchObject({
      ok: false,
      errors: {
        from: expect.stringMatching(/first date as year, month and day/),
        to: expect.stringMatching(/last date as year, month and day/),
      },
      values: { from: "2026-02-30", to: "1/12/2026" },
    });
    expect(parse(registerRange, { from: "2026-11-30", to: "2026-11-01" })).toMatchObject({
      ok: false,
      errors: { to: "The last date must be on or after the first." },
    });
    expect(parse(registerRange, { from: "2023-01-01", to: "2026-01-04" })).toMatchObject({
      ok: false,
      errors: { to: "Export at most 3 years at a time." },
    });
    expect(parse(registerRange, { from: "2026-11-01\u0000", to: "2026-11-30" })).toMatchObject({
      ok: false,
      errors: { from: expect.stringMatching(/unusual characters/) },
      values: { from: "2026-11-01\uFFFD" },
    });
  });

  it("falls back for what is not typed: unknown tabs, positions, bulk actions and ids", () => {
    expect(parse(listQuery, { status: "nonsense" })).toMatchObject({ ok: true, data: { filter: { view: "active", q: "" }, position: {} } });
    expect(parse(listQuery, { status: "spam", q: `  ${"x".repeat(300)} `, after: " q-2611-abcd " })).toMatchObject({
      ok: true,
      data: { filter: { view: "spam", q: "x".repeat(100) }, position: { after: "Q-2611-ABCD" } },
    });
    expect(parse(listQuery, { before: "Q-2611-ABCD" })).toMatchObject({ ok: true, data: { position: { before: "Q-2611-ABCD" } } });
    expect(parse(listQuery, { after: "Q-1\u0000" })).toMatchObject({ ok: false });
    expect(parse(bulkForm, { action: "delete", id: ["a", "b"] })).toMatchObject({ ok: true, data: { action: undefined, ids: ["a", "b"] } });
    expect(parse(bulkForm, { action: "lost", id: "a" })).toMatchObject({ ok: true, data: { action: "lost", ids: ["a"] } });
    // A field sent twice by hand: its first value, as URLSearchParams.get reads it.
    expect(parse(signInForm, { email: ["sam@example.com", "other@example.com"], password: "x" })).toMatchObject({
      ok: true,
      data: { email: "sam@example.com" },
    });
  });

  it("reads the completion form: blank waste rows left out, quantities as numbers, control characters refused at their field", () => {
    const read = parse(completeForm, {
      "line-0-wasteId": "pops-seating",
      "line-0-description": " Sofa, three-seat ",
      "line-0-weightKg": "40 kg",
      "line-0-vanPercent": "",
      "line-1-wasteId": "",
      "line-1-description": "",
      "line-2-wasteId": "fridges",
      "line-2-vanPercent": "10%",
      role: "business",
      hierarchy: "yes",
      transferTime: " 14:30 ",
      present: "anything",
      confirmed: "yes",
      payment: "£245",
      signaturePng: "data:image/png;base64,iVBORw0KGgo=",
    });
    expect(read).toMatchObject({
      ok: true,
      data: { role: "business", hierarchy: true, transferTime: "14:30", present: "signed", confirmed: true, pence: 24500 },
    });
    if (!read.ok) return;
    expect(read.data.rows.map((row) => [row.row, row.wasteId, row.vanPercent, row.weightKg])).toEqual([
      [0, "pops-seating", null, 40],
      [2, "fridges", 10, null],
    ]);
    expect(read.data.signaturePng?.subarray(0, 4).toString("hex")).toBe("89504e47");
    expect(parse(completeForm, { transferTime: "half two" })).toMatchObject({
      ok: false,
      errors: { transferTime: "Enter the time of the transfer as hours and minutes, e.g. 14:30." },
    });
    expect(parse(completeForm, { "line-3-weightKg": "about 40" })).toMatchObject({
      ok: false,
      errors: { "line-3-weightKg": "Enter the weight as a whole number." },
    });
    // A number followed by half a million spaces and a letter: refused at once, not after a regular
    // expression has walked the spaces from every position (the completion form takes 512 KB).
    expect(parse(completeForm, { "line-0-weightKg": `1${" ".repeat(500_000)}x` })).toMatchObject({
      ok: false,
      errors: { "line-0-weightKg": "Enter the weight as a whole number." },
    });
    expect(parse(completeForm, { "line-0-description": "a\u0000b" })).toMatchObject({
      ok: false,
      errors: { "line-0-description": expect.stringMatching(/unusual characters/) },
      values: { "line-0-description": "a\uFFFDb" },
    });
    expect(parse(completeForm, { signatureName: "Jo\u001b" })).toMatchObject({
      ok: false,
      errors: { signatureName: expect.stringMatching(/unusual/) },
    });
    expect(parse(completeForm, { signaturePng: "data:image/svg+xml;base64,PHN2Zz4=" })).toMatchObject({
      ok: false,
      errors: { signaturePng: expect.stringMatching(/not a PNG/) },
    });
    expect(parse(completeForm, { signaturePng: `data:image/png;base64,${"A".repeat(400_000)}` })).toMatchObject({
      ok: false,
      errors: { signaturePng: expect.stringMatching(/too large/) },
    });
  });
});
