import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import gbMetadata from "../kernel/phone-metadata.gb.json" with { type: "json" };
import { isAcceptedPhoto, validateQuote } from "./quote-schema";

const now = new Date("2026-11-22T09:00:00Z");
const valid = {
  name: "Jane Smith",
  phone: "07911 123456",
  email: "jane@example.org",
  postcode: "rh101aa",
  description: "A garage full of boxes and an old bike.",
  consentGiven: "true",
};

describe("quote schema", () => {
  it("accepts a valid request and normalises postcode and phone", () => {
    const result = validateQuote(valid, now);
    expect(result.ok && result.data).toMatchObject({ postcode: "RH10 1AA", phone: "+447911123456", email: "jane@example.org" });
  });

  it("reports every bad field at once, with a message for each", () => {
    const result = validateQuote({ name: "", phone: "12", email: "x@", postcode: "ABC", description: "short", consentGiven: "" }, now);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["consentGiven", "description", "email", "name", "phone", "postcode"]);
    expect(result.fieldErrors.consentGiven).toMatch(/tick the box/);
  });

  it("takes UK landlines and +44 numbers, refuses foreign ones", () => {
    expect(validateQuote({ ...valid, phone: "01293 555123" }, now).ok).toBe(true);
    expect(validateQuote({ ...valid, phone: "+44 7911 123456" }, now).ok).toBe(true);
    expect(validateQuote({ ...valid, phone: "+1 212 555 0100" }, now).ok).toBe(false);
  });

  it("needs consent to be exactly 'true'", () => {
    expect(validateQuote({ ...valid, consentGiven: "on" }, now).ok).toBe(false);
    expect(validateQuote({ ...valid, consentGiven: undefined }, now).ok).toBe(false);
  });

  it("keeps the preferred time optional, valid and not in the past", () => {
    expect(validateQuote({ ...valid, preferredDatetime: "" }, now).ok).toBe(true);
    expect(validateQuote({ ...valid, preferredDatetime: "2026-11-23T10:00" }, now).ok).toBe(true);
    expect(validateQuote({ ...valid, preferredDatetime: "2026-11-01T10:00" }, now).ok).toBe(false);
    expect(validateQuote({ ...valid, preferredDatetime: "tomorrow-ish" }, now).ok).toBe(false);
  });

  it("bounds the description to 10–5,000 characters and refuses a name with a line break", () => {
    expect(validateQuote({ ...valid, description: "x".repeat(9) }, now).ok).toBe(false);
    expect(validateQuote({ ...valid, description: "x".repeat(5001) }, now).ok).toBe(false);
    expect(validateQuote({ ...valid, name: "Jane\r\nBcc: x@example.org" }, now).ok).toBe(false);
  });

  it("accepts JPG, PNG and HEIC photos by type or name only", () => {
    expect(isAcceptedPhoto({ name: "a.jpg", type: "image/jpeg" })).toBe(true);
    expect(isAcceptedPhoto({ name: "IMG_1.HEIC", type: "" })).toBe(true);
    expect(isAcceptedPhoto({ name: "b.png", type: "image/png" })).toBe(true);
    expect(isAcceptedPhoto({ name: "c.gif", type: "image/gif" })).toBe(false);
    expect(isAcceptedPhoto({ name: "d.pdf", type: "application/pdf" })).toBe(false);
  });

  it("uses the +44 phone rules of the installed libphonenumber-js (regenerate with scripts/phone-metadata.mjs)", () => {
    const require = createRequire(import.meta.url);
    const full = JSON.parse(readFileSync(require.resolve("libphonenumber-js/metadata.min.json"), "utf8"));
    expect(gbMetadata.version).toBe(full.version);
    expect(gbMetadata.countries.GB).toEqual(full.countries.GB);
  });
});
