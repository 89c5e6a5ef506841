/**
 * The customer's private link, /booking/…, in one table: app/routes.ts makes React Router's routes of
 * it under the link's layout, and the layout's middleware (app/server/booking/routes/link.server.ts)
 * reads it by the matched route's pattern. Any other path under /booking is a mangled link.
 */
export interface BookingPage {
  /** The route's path, as React Router matches it (case-sensitive, as a link is). */
  path: string;
  /** Its route module, under app/. */
  file: string;
  /** What it answers; anything else is 405. */
  methods: readonly ("GET" | "POST")[];
}

export const bookingPages: BookingPage[] = [
  // The page itself: the price, the booking, the note, and their forms.
  { path: "booking/:token", file: "server/booking/routes/link-page.tsx", methods: ["GET", "POST"] },
  // The job's waste transfer note, once it is done.
  { path: "booking/:token/notes/:number.pdf", file: "server/booking/routes/note-file.ts", methods: ["GET"] },
  // The booked collection as a calendar file ("Add to calendar"), the one the confirmation carries.
  { path: "booking/:token/calendar.ics", file: "server/booking/routes/calendar-file.ts", methods: ["GET"] },
];

/** A link with a part too many or too few: the page that says to call us, as an unknown token gets. */
export const mangledLink = { path: "booking/*", file: "server/booking/routes/unknown-link.tsx" };

/** The entry of the matched route's `pattern` ("/booking/:token", with or without its leading slash), if it is one of the link's pages. */
export const bookingPageAt = (pattern: string) => bookingPages.find((page) => page.path === pattern.replace(/^\/+/, ""));
