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

export const isStatus = (value: unknown): value is QuoteStatus =>
  typeof value === "string" && (STATUSES as readonly string[]).includes(value);
export const isView = (value: unknown): value is InboxView => typeof value === "string" && (VIEWS as readonly string[]).includes(value);
