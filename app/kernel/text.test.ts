import { describe, expect, it } from "vitest";
import { hasRefusedCharacters, multiLine, showable, singleLine, UNUSUAL_CHARACTERS } from "./text";

/** Each refused range by its first and last code point (a single character is both); tab and line feed are below. */
const REFUSED_RANGES: [name: string, first: number, last: number][] = [
  ["the C0 controls", 0x0000, 0x001f],
  ["DEL", 0x007f, 0x007f],
  ["the C1 controls", 0x0080, 0x009f],
  ["the line separator", 0x2028, 0x2028],
  ["the paragraph separator", 0x2029, 0x2029],
  ["the bidirectional embeddings and overrides", 0x202a, 0x202e],
  ["the bidirectional isolates", 0x2066, 0x2069],
  ["the non-characters", 0xfffe, 0xffff],
];

const ORDINARY = [
  "Jane Smith",
  "Zoë Brontë-Müller, Café Élan",
  "12 Ffordd Glyndŵr, Llanfair ym Muallt",
  "Tŷ Gwyn",
  "Loft clear — boxes, a sofa and a fridge",
  "About £180 (including VAT)",
  "Garden waste 🌿 and a broken chair 🪑",
  "O'Brien & Sons Ltd., 1/2 Mill Lane",
  "רחוב הרצל",
  "東京都",
];

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;

describe("the text rule of every form", () => {
  for (const [name, first, last] of REFUSED_RANGES) {
    for (const code of new Set([first, last])) {
      it(`refuses ${hex(code)} (${name}) on one line and over several, and shows it back as U+FFFD`, () => {
        const typed = `12 Oak${String.fromCharCode(code)} Road`;
        expect(hasRefusedCharacters(typed)).toBe(true);
        expect(hasRefusedCharacters(typed, true)).toBe(true);
        expect(singleLine().safeParse(typed)).toMatchObject({ success: false, error: { issues: [{ message: UNUSUAL_CHARACTERS }] } });
        expect(multiLine("Please remove them from the address.").safeParse(typed)).toMatchObject({
          success: false,
          error: { issues: [{ message: "Please remove them from the address." }] },
        });
        expect(showable(typed)).toBe("12 Oak\uFFFD Road");
      });
    }
  }

  it("refuses a tab, a line feed and a carriage return on one line; keeps tabs and line breaks over several, CR LF as LF", () => {
    for (const typed of ["a\tb", "a\nb", "a\rb"]) expect(singleLine().safeParse(typed).success, JSON.stringify(typed)).toBe(false);
    expect(multiLine().parse("Line one\r\nLine two\twith a tab\rLine three\n")).toBe("Line one\nLine two\twith a tab\nLine three\n");
    expect(showable("a\tb\nc", true)).toBe("a\tb\nc");
    expect(showable("a\tb\nc")).toBe("a\uFFFDb\uFFFDc");
  });

  it("accepts ordinary text: accented letters, Welsh ŵ and ŷ, dashes, £, emoji, other scripts", () => {
    for (const typed of ORDINARY) {
      expect(hasRefusedCharacters(typed), typed).toBe(false);
      expect(singleLine().parse(typed)).toBe(typed);
      expect(multiLine().parse(typed)).toBe(typed);
      expect(showable(typed)).toBe(typed);
    }
    // The code points either side of each refused range.
    for (const code of [0x00a0, 0x00a3, 0x2027, 0x202f, 0x2065, 0x206a, 0xfffd]) {
      expect(hasRefusedCharacters(`a${String.fromCharCode(code)}b`), hex(code)).toBe(false);
    }
  });
});
