import { z } from "zod";

/*
 * What typed text may not hold, wherever it is typed, on the public form and the staff side alike,
 * refused with a field error: C0 and C1 controls, DEL, the line and paragraph separators (U+2028,
 * U+2029), every character of Unicode's Bidi_Control property (the marks U+061C, U+200E and U+200F,
 * the embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069: the set is Unicode's own,
 * `\p{Bidi_Control}`) and the non-characters U+FFFE/U+FFFF. Nobody types them; PostgreSQL refuses a
 * NUL; the others break a line or turn text round on a waste transfer note, in the register, a PDF or
 * an email. Multi-line
 * fields keep tabs and line feeds (a browser sends a textarea's line breaks as CR LF; they are stored
 * as LF). One list for both rules, kept short: the browser checks the quote form with it too.
 */
const REFUSED_ANYWHERE = "\\u007f-\\u009f\\u2028\\u2029\\p{Bidi_Control}\\ufffe\\uffff";
const SINGLE_LINE_FORBIDDEN = new RegExp(`[\\u0000-\\u001f${REFUSED_ANYWHERE}]`, "u");
const MULTI_LINE_FORBIDDEN = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f${REFUSED_ANYWHERE}]`, "u");
const ANY_FORBIDDEN = new RegExp(SINGLE_LINE_FORBIDDEN.source, "gu");

export const UNUSUAL_CHARACTERS = "Please remove the unusual characters (such as control characters) from this field.";

/** Whether typed text holds a character the rules refuse (a multi-line field's tabs and line feeds are allowed). */
export const hasRefusedCharacters = (text: string, multiLineField = false) =>
  (multiLineField ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);

/** One line of text, without control characters. */
export const singleLine = (message = UNUSUAL_CHARACTERS) => z.string().refine((v) => !hasRefusedCharacters(v), message);

/** Several lines of text (CR LF stored as LF), without other control characters. */
export const multiLine = (message = UNUSUAL_CHARACTERS) =>
  z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n"))
    .refine((v) => !hasRefusedCharacters(v, true), message);

/** Text typed with control characters, as it is shown back in its field: each one as U+FFFD, the rest as typed. */
export const showable = (text: string, multiLineField = false) =>
  text.replace(ANY_FORBIDDEN, (c) => (multiLineField && (c === "\n" || c === "\r" || c === "\t") ? c : "\uFFFD"));

export { cleanLine, cleanLines } from "./clean-text";
