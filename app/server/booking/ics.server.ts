import { business } from "../../content/business";
import { UK_TIME_ZONE } from "../../kernel/uk-time";

/**
 * An iCalendar file (RFC 5545) for a booked collection: one event in UK time (the zone
 * described in the file itself, so any calendar reads the window right across the clock changes),
 * the slot's window, the address as the location and the reference in the summary.
 */
export interface CalendarEvent {
  /** Stable per booking, so a moved booking replaces the event (with a higher sequence). */
  uid: string;
  sequence: number;
  stamp: Date;
  /** "YYYY-MM-DD" and "HH:MM", UK time. */
  date: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
  cancelled?: boolean;
}

const LONDON = [
  "BEGIN:VTIMEZONE",
  `TZID:${UK_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19810329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19961027T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/* eslint-disable-next-line no-control-regex */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n, other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(CONTROLS, "")
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n");
}

/** Lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const compactDate = (date: string) => date.replaceAll("-", "");
const compactTime = (time: string) => `${time.replace(":", "")}00`;
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(business.name)}//Bookings//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...LONDON,
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${UK_TIME_ZONE}:${compactDate(event.date)}T${compactTime(event.start)}`,
    `DTEND;TZID=${UK_TIME_ZONE}:${compactDate(event.date)}T${compactTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
