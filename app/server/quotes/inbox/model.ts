/**
 * The inbox's statuses, tabs, limits and shapes: plain values and types, shared by its queries and
 * its views (which go to the browser bundle too, so nothing here reaches the server).
 */

/** Where a request stands. "spam" holds suspected bots until staff say otherwise. */
export const STATUSES = ["new", "contacted", "quoted", "booked", "done", "lost", "spam"] as const;
export type QuoteStatus = (typeof STATUSES)[number];

export const STATUS_LABELS: Record<QuoteStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  booked: "Booked",
  done: "Done",
  lost: "Lost",
  spam: "Spam",
};

/** Requests still being worked: the inbox's default view. */
export const ACTIVE_STATUSES: QuoteStatus[] = ["new", "contacted", "quoted", "booked"];

/** A request still "new" this long after it arrived is overdue. */
export const OVERDUE_AFTER_MS = 2 * 60 * 60 * 1000;

/** The inbox's tabs: every status, plus "active" (the working set) and "overdue". */
export const VIEWS = ["active", "new", "overdue", "contacted", "quoted", "booked", "done", "lost", "spam"] as const;
export type InboxView = (typeof VIEWS)[number];

export const VIEW_LABELS: Record<InboxView, string> = { active: "All active", overdue: "Overdue", ...STATUS_LABELS };

export const isView = (value: unknown): value is InboxView => typeof value === "string" && (VIEWS as readonly string[]).includes(value);

/** The longest search text read; anything longer is cut. */
export const SEARCH_MAX = 100;

/** The longest note the office can add to a request. */
export const NOTE_MAX = 4000;

/** The reply promise is measured over the requests of this many days. */
export const REPLY_WINDOW_DAYS = 90;

export interface InboxFilter {
  view: InboxView;
  /** Search text (reference, name, postcode, phone or email), trimmed and bounded. */
  q: string;
}

/** The query string of a filter (empty parts left out), for links that keep it. */
export function filterQuery(filter: InboxFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filter.view !== "active") params.set("status", filter.view);
  if (filter.q) params.set("q", filter.q);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** One request as the list shows it. */
interface InboxRow {
  id: string;
  reference: string;
  createdAt: Date;
  name: string;
  town: string | null;
  postcode: string;
  status: QuoteStatus;
  spamReason: string | null;
  assigneeName: string | null;
  photoCount: number;
  /** The position of the first photo, for the thumbnail. */
  firstPhoto: number | null;
  overdue: boolean;
}

export interface InboxPage {
  rows: InboxRow[];
  /** The reference of the page's first row, when newer requests may match (the "Newer" link). */
  newer: string | null;
  /** The reference of the page's last row, when older requests match (the "Older" link). */
  older: string | null;
}

export interface InboxFigures {
  /** Requests received this week (Monday to Sunday, London), suspected bots left out. */
  newThisWeek: number;
  /** Median time from receipt to first contact, of requests received in the last 30 days and contacted; null when none. */
  medianToContactMs: number | null;
  /** Of requests that reached "quoted" in the last 30 days, how many were booked; null when none. */
  quotedToBooked: { quoted: number; booked: number } | null;
  /** Requests per London week, oldest first, the current week last (12 weeks). */
  weeks: { start: Date; count: number }[];
}

export interface ReplyPromise {
  /** Requests whose time is up or that were contacted, in the window. */
  judged: number;
  inTime: number;
  /** inTime / judged, or null with none judged. */
  share: number | null;
  /** Enough requests, and at least the share needed, answered in time: the public wording may say so. */
  kept: boolean;
  from: Date;
  to: Date;
}
