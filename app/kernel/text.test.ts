import { describe, expect, it } from "vitest";
import { cleanLine, cleanLines, hasRefusedCharacters, multiLine, showable, singleLine, UNUSUAL_CHARACTERS } from "./text";

/** Each refused range by its first and last code point (a single character is both); tab and line feed are below. */
const REFUSED_RANGES: [name: string, first: number, last: number][] = [
  ["the C0 controls", 0x0000, 0x001f],
  ["DEL", 0x007f, 0x007f],
  ["the C1 controls", 0x0080, 0x009f],
  ["the line separator", 0x2028, 0x2028],
  ["the paragraph separator", 0x2029, 0x2029],
  ["the non-characters", 0xfffe, 0xffff],
];

/** Unicode's Bidi_Control property, all twelve: each one can turn text round on a note or in the register. */
const BIDI_CONTROLS: [name: string, code: number][] = [
  ["ARABIC LETTER MARK", 0x061c],
  ["LEFT-TO-RIGHT MARK", 0x200e],
  ["RIGHT-TO-LEFT MARK", 0x200f],
  ["LEFT-TO-RIGHT EMBEDDING", 0x202a],
  ["RIGHT-TO-LEFT EMBEDDING", 0x202b],
  ["POP DIRECTIONAL FORMATTING", 0x202c],
  ["LEFT-TO-RIGHT OVERRIDE", 0x202d],
  ["RIGHT-TO-LEFT OVERRIDE", 0x202e],
  ["LEFT-TO-RIGHT ISOLATE", 0x2066],
  ["RIGHT-TO-LEFT ISOLATE", 0x2067],
  ["FIRST STRONG ISOLATE", 0x2068],
  ["POP DIRECTIONAL ISOLATE", 0x2069],
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
  it("knows Unicode's Bidi_Control property as these twelve code points", () => {
    const found: number[] = [];
    for (let code = 0; code <= 0x10ffff; code++) if (/\p{Bidi_Control}/u.test(String.fromCodePoint(code))) found.push(code);
    expect(found.map(hex)).toEqual(BIDI_CONTROLS.map(([, code]) => hex(code)));
  });

  const refusedOnes = [
    ...REFUSED_RANGES.flatMap(([name, first, last]) => [...new Set([first, last])].map((code) => [name, code] as const)),
    ...BIDI_CONTROLS.map(([name, code]) => [`${name}, Bidi_Control`, code] as const),
  ];
  for (const [name, code] of refusedOnes) {
    {
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
    for (const code of [0x00a0, 0x00a3, 0x061b, 0x061d, 0x200d, 0x2010, 0x2027, 0x202f, 0x2065, 0x206a, 0xfffd]) {
      expect(hasRefusedCharacters(`a${String.fromCharCode(code)}b`), hex(code)).toBe(false);
    }
  });
});

describe("the cleaners of text put into emails, headers and PDFs", () => {
  it("take out every Bidi_Control character: a space on one line, nothing over several", () => {
    for (const [name, code] of BIDI_CONTROLS) {
      const c = String.fromCodePoint(code);
      expect(cleanLine(`Eve${c}Smith`), name).toBe("Eve Smith");
      expect(cleanLines(`Eve${c}Smith\nFlat 2`), name).toBe("EveSmith\nFlat 2");
    }
  });
});
