/**
 * The cleaners of text, apart from the typed-text rules in text.ts (which need zod): the browser's
 * clock (uk-time.ts) uses cleanLine, and must not load zod with every page.
 */
/*
 * The cleaners of text put into emails, headers and PDFs. Customer values pass through these before
 * use; escaping for HTML is React's, when an email is rendered. C0 and C1 controls, DEL, Unicode
 * line/paragraph separators and Unicode's Bidi_Control characters (marks, embeddings, overrides,
 * isolates): matching control characters is the point of these two patterns.
 */
/* eslint-disable no-control-regex */
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Bidi_Control}]/gu;
const CONTROLS_KEEP_NEWLINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\p{Bidi_Control}]/gu;
/* eslint-enable no-control-regex */

/** One line, safe for a header or a label: control characters become spaces, runs of spaces collapse. */
export function cleanLine(value: string, maxLength = 200): string {
  const line = value.replace(LINE_BREAKING, " ").replace(/\s+/g, " ").trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1).trimEnd()}…` : line;
}

/** Multi-line text with line breaks kept (as \n) and every other control character removed. */
export function cleanLines(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(CONTROLS_KEEP_NEWLINE, "").trim();
}
