/**
 * GET /staff/quotes/:reference: the request's page, with a confirmation after a change (?done=…);
 * 404 for a reference with no request. After a refused form (its action, quote-actions.server.ts)
 * the page comes again with what was typed, at the status the refusal asks for.
 */
import { data, type RouterContextProvider } from "react-router";
import { defaultPriceValues, JOB_DONE, pricesForQuote } from "../../booking/index.server";
import { shownPrices } from "../../booking/web.server";
import { refusedFormStatus } from "../../refused-form.server";
import { runtimeContext } from "../../runtime.server";
import { keptNoteSentence, notesForQuote, notesKeptOnErase } from "../../waste/index.server";
import { shownNotes } from "../../waste/web.server";
import { activeStaff, bookingsOfQuote, isOverdue, quoteByReference, type QuoteDetail } from "../inbox/queries.server";
import type { QuotePageData } from "../views/quote-page";
import type { QuoteDetailShown } from "../views/quote-shown";

const NOTICES: Record<string, string> = {
  status: "Status changed.",
  "cancel-booking":
    "The booking is cancelled. A customer with an email address is sent the cancellation, with a link to book again while the price is valid.",
  "booked-by-office":
    "Booked: the job is on the schedule and the crew's day. A customer with an email address is sent the confirmation with a calendar file.",
  assignee: "Assignee saved.",
  note: "Note added.",
  "not-spam": "Marked as not spam: it is a new request, and its emails are on their way.",
  "send-again": "The email will be sent again.",
  "price-send": "Fixed price sent: the customer's email is on its way.",
  "note-resent": "The waste transfer note will be sent to the customer again.",
  "note-corrected":
    "The corrected waste transfer note was issued; it replaces the earlier one (both are kept) and is being emailed to the customer.",
};

const noticeOf = (done: string) => (Object.hasOwn(NOTICES, done) ? NOTICES[done] : undefined);

/** What the page shows of the request, and nothing more. */
function shownDetail({ quote, photos, notes, emails, assigneeName, fixedPriceSent }: QuoteDetail): QuoteDetailShown {
  return {
    quote: {
      reference: quote.reference,
      status: quote.status,
      createdAt: quote.createdAt,
      name: quote.name,
      phone: quote.phone,
      email: quote.email,
      postcode: quote.postcode,
      town: quote.town,
      preferredDatetime: quote.preferredDatetime,
      accessNotes: quote.accessNotes,
      description: quote.description,
      source: quote.source,
      consentGiven: quote.consentGiven,
      spamReason: quote.spamReason,
      markedSpamAt: quote.markedSpamAt,
      assigneeId: quote.assigneeId,
      quotedPricePence: quote.quotedPricePence,
      bookedFor: quote.bookedFor,
    },
    photos: photos.map(({ position, originalName, width, height }) => ({ position, originalName, width, height })),
    notes,
    emails: emails.map(({ id, template, kind, status, attempts, lastError, sentAt }) => ({
      id,
      template,
      kind,
      status,
      attempts,
      lastError,
      sentAt,
    })),
    assigneeName,
    fixedPriceSent,
  };
}

/** The page's data, or `found: false` (404) when no request has the reference. */
export async function quotePage(request: Request, reference: string, context: Readonly<RouterContextProvider>) {
  const runtime = context.get(runtimeContext);
  const now = runtime.clock.now(request);
  const { db } = runtime.database;
  const detail = await quoteByReference(db, reference);
  if (!detail) return data({ found: false as const, defaultPrice: defaultPriceValues(now) }, { status: 404 });
  const [staff, prices, bookings, notes, keptNotes] = await Promise.all([
    activeStaff(db),
    pricesForQuote(db, detail.quote.id),
    bookingsOfQuote(db, detail.quote.id),
    notesForQuote(db, detail.quote.id),
    notesKeptOnErase(db, detail.quote.id),
  ]);
  const canSend =
    detail.quote.status === "spam"
      ? "Mark it as not spam before sending a fixed price."
      : bookings.some((b) => b.status === "booked")
        ? "Booked: a new price would not change the booking."
        : bookings.some((b) => b.status === "done")
          ? JOB_DONE
          : (true as const);
  const booked = bookings.find((b) => b.status === "booked");
  const page: QuotePageData = {
    detail: shownDetail(detail),
    staff,
    notice: noticeOf(new URL(request.url).searchParams.get("done") ?? ""),
    now,
    overdue: isOverdue(detail.quote, now),
    booked: booked && { slotDate: booked.slotDate, slotId: booked.slotId },
    keptNotes: keptNoteSentence(keptNotes),
    ...shownPrices(prices, bookings),
    canSend,
    notes: shownNotes(notes),
  };
  return data({ found: true as const, page, defaultPrice: defaultPriceValues(now) }, { status: context.get(refusedFormStatus) ?? 200 });
}
