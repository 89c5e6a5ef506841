/**
 * GET /booking/<token>: what the customer's private link shows at the time of the request (its state,
 * the slots on offer, the job's notes), with a notice after an action. Its status: 404 for a link we
 * never made, 410 for one past its time, else what a refused form asks for (400, or its refusal's).
 */
import { data, type RouterContextProvider } from "react-router";
import { refusedFormStatus } from "../../refused-form.server";
import { runtimeContext } from "../../runtime.server";
import { noteTime } from "../../waste/index.server";
import { canBookAgain, canChange, changeDeadline, linkForPage, type LinkState } from "../customer-link.server";
import type { OfferedSlot } from "../slots.server";
import type { ShownCustomerNote } from "../views/link-sections";
import type { ShownSlot } from "../views/link-forms";
import type { ShownLink } from "../views/link-page";

const NOTICES: Record<string, string> = {
  booked: "Your collection is booked. We've emailed you a confirmation with a calendar file.",
  "already-booked": "This price was already accepted: here is your booking.",
  declined: "Thank you for letting us know. We won't contact you about this price again.",
  moved: "Your collection has moved. We've emailed you the new details and calendar file.",
  cancelled: "Your collection is cancelled. We've emailed you to confirm.",
};

/** What the page draws of the link's state, and nothing more. */
function shownLink(link: LinkState, now: Date): ShownLink {
  if (link.kind === "unknown" || link.kind === "expired") return link;
  const { quote, price, lines, booking, newer } = link;
  return {
    kind: link.kind,
    quote: { reference: quote.reference, postcode: quote.postcode, town: quote.town, phone: quote.phone },
    price: { totalPence: price.totalPence, validUntil: price.validUntil, included: price.included, declinedAt: price.declinedAt },
    lines: lines.map(({ id, label, amountPence }) => ({ id, label, amountPence })),
    booking: booking && {
      slotDate: booking.slotDate,
      slotId: booking.slotId,
      addressLine1: booking.addressLine1,
      addressLine2: booking.addressLine2,
      town: booking.town,
      postcode: booking.postcode,
      phone: booking.phone,
    },
    newer: newer && { totalPence: newer.totalPence, createdAt: newer.createdAt },
    canBookAgain: canBookAgain(link, now),
    change: booking ? { allowed: canChange(booking, now), deadline: changeDeadline(booking) ?? null } : null,
  };
}

const shownSlot = ({ date, id, definition, window }: OfferedSlot): ShownSlot => ({
  date,
  id,
  definition: { label: definition.label, window },
});

export async function linkPage(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  const runtime = context.get(runtimeContext);
  const now = runtime.clock.now(request);
  const url = new URL(request.url);
  const { link, slots, notes } = await linkForPage(runtime.database.db, token, now);
  const done = url.searchParams.get("done") ?? "";
  const status = link.kind === "unknown" ? 404 : link.kind === "expired" ? 410 : (context.get(refusedFormStatus) ?? 200);
  return data(
    {
      link: shownLink(link, now),
      slots: slots.map(shownSlot),
      notes: notes.map((note): ShownCustomerNote => ({
        id: note.id,
        number: note.number,
        issued: noteTime(note.issuedAt),
        status: note.status,
        supersedesId: note.supersedesId,
      })),
      notice: Object.hasOwn(NOTICES, done) ? NOTICES[done] : undefined,
      // The page's own path, where its forms post.
      action: url.pathname,
      now,
    },
    { status },
  );
}
