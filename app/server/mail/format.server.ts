/**
 * Small text helpers shared by the emails. Customer values pass through these before use; escaping
 * for HTML is React's, when an email is rendered.
 */

// C0 and C1 controls, DEL, Unicode line/paragraph separators and bidirectional overrides: matching
// control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const CONTROLS_KEEP_NEWLINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */

/** One line, safe for a header or a label: control characters become spaces, runs of spaces collapse. */
export function oneLine(value: string, maxLength = 200): string {
  const line = value.replace(LINE_BREAKING, " ").replace(/\s+/g, " ").trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1).trimEnd()}…` : line;
}

/** Multi-line text with line breaks kept (as \n) and every other control character removed. */
export function multiLine(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(CONTROLS_KEEP_NEWLINE, "")
    .trim();
}

const londonFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});

/** An instant's parts in UK time (weekday, day, month, year, hour, minute, timeZoneName: GMT or BST). */
export const londonParts = (date: Date): Record<string, string> => Object.fromEntries(londonFormat.formatToParts(date).map((part) => [part.type, part.value]));

/** An instant as people in Britain read it, e.g. "Monday 23 November 2026 at 10:00 GMT". */
export function formatLondon(date: Date): string {
  const p = londonParts(date);
  return `${p.weekday} ${p.day} ${p.month} ${p.year} at ${p.hour}:${p.minute} ${p.timeZoneName}`;
}

const wallClockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/**
 * A preferred date and time from a datetime-local field ("2026-11-23T10:00"): a wall-clock time in
 * Britain already, so it is shown as typed, not converted. Other values are shown cleaned, as sent.
 */
export function formatPreferred(value: string | null): string | null {
  if (!value?.trim()) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/.exec(value.trim());
  if (m) {
    const [, y, mo, d, h, mi] = m;
    const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
    if (!Number.isNaN(day.getTime()) && day.getUTCDate() === Number(d)) {
      const date = wallClockFormat.format(day).replace(",", "");
      return h && mi ? `${date} at ${h}:${mi}` : date;
    }
  }
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? oneLine(value, 60) : formatLondon(parsed);
}

