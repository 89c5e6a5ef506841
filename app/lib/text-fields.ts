import { z } from "zod";

/*
 * Control characters (C0, DEL) and the non-characters U+FFFE/U+FFFF are refused with a field error
 * wherever text is typed, on the public form and the staff side alike: nobody types them, and
 * PostgreSQL refuses a NUL. Multi-line fields keep tabs and line breaks (a browser sends a
 * textarea's line breaks as CR LF; they are stored as LF).
 */
/* eslint-disable no-control-regex */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f\ufffe\uffff]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f\ufffe\uffff]/;
const ANY_FORBIDDEN = /[\u0000-\u001f\u007f\ufffe\uffff]/g;
/* eslint-enable no-control-regex */

export const UNUSUAL_CHARACTERS = "Please remove the unusual characters (such as control characters) from this field.";

/** One line of text, without control characters. */
export const singleLine = (message = UNUSUAL_CHARACTERS) => z.string().refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), message);

/** Several lines of text (CR LF stored as LF), without other control characters. */
export const multiLine = (message = UNUSUAL_CHARACTERS) =>
  z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n"))
    .refine((v) => !MULTI_LINE_FORBIDDEN.test(v), message);

/** Text typed with control characters, as it is shown back in its field: each one as U+FFFD, the rest as typed. */
export const showable = (text: string, multiLineField = false) =>
  text.replace(ANY_FORBIDDEN, (c) => (multiLineField && (c === "\n" || c === "\r" || c === "\t") ? c : "\uFFFD"));
