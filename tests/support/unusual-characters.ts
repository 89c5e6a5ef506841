import { expect } from "vitest";

/*
 * The text rule's attacks, as the tests of each form post them: characters nobody types that would
 * turn text round or break a line on a waste transfer note, in the register, a PDF or an email.
 */

/** Every character of Unicode's Bidi_Control property (app/kernel/text.test.ts checks the twelve are Unicode's). */
const BIDI_CONTROLS = [
  ["U+061C (Arabic letter mark)", "\u061C"],
  ["U+200E (left-to-right mark)", "\u200E"],
  ["U+200F (right-to-left mark)", "\u200F"],
  ["U+202A (left-to-right embedding)", "\u202A"],
  ["U+202B (right-to-left embedding)", "\u202B"],
  ["U+202C (pop directional formatting)", "\u202C"],
  ["U+202D (left-to-right override)", "\u202D"],
  ["U+202E (right-to-left override)", "\u202E"],
  ["U+2066 (left-to-right isolate)", "\u2066"],
  ["U+2067 (right-to-left isolate)", "\u2067"],
  ["U+2068 (first strong isolate)", "\u2068"],
  ["U+2069 (pop directional isolate)", "\u2069"],
] as const;

/** Each posted in turn, inside a field's ordinary text. */
export const UNPRINTABLE = [
  ...BIDI_CONTROLS,
  ["U+0085 (next line, a C1 control)", "\u0085"],
  ["U+2028 (line separator)", "\u2028"],
  ["U+2029 (paragraph separator)", "\u2029"],
] as const;

/** The message of every form's text rule, or the start of it. */
const UNUSUAL = /unusual characters/i;

/**
 * A refusal as the pages give it: 400 and the message, and each field named with that message (its
 * link in the error summary, or the error under it); the page, for what it kept. `what` names the
 * case in a failure's message.
 */
export async function refused(response: Response, fields: readonly string[] = [], what = ""): Promise<string> {
  expect(response.status, what).toBe(400);
  const html = await response.text();
  expect(html, what).toMatch(UNUSUAL);
  for (const field of fields)
    expect(html, `${field} ${what}`).toMatch(new RegExp(`(?:href="#${field}"|id="${field}-error")[^>]*>[^<]*unusual characters`, "i"));
  return html;
}
