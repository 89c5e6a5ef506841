import { customerPage, withCustomerHeaders } from "../../../kernel/page/customer-page.server";
import { pdfResponse, plainText } from "../../responses.server";
import type { Runtime } from "../../runtime.server";
import { linkForPage, noteForLink } from "../customer.server";
import type { FormState } from "./booking-forms.server";
import { expiredLinkView, linkView, unknownLinkView } from "./booking-view.server";

/** The customer's booking page: what their private link shows, and their waste transfer note. */

export interface BookingRequestContext {
  request: Request;
  url: URL;
  token: string;
  services: Runtime;
  now: Date;
}

const NOTICES: Record<string, string> = {
  booked: "Your collection is booked. We've emailed you a confirmation with a calendar file.",
  "already-booked": "This price was already accepted: here is your booking.",
  declined: "Thank you for letting us know. We won't contact you about this price again.",
  moved: "Your collection has moved. We've emailed you the new details and calendar file.",
  cancelled: "Your collection is cancelled. We've emailed you to confirm.",
};

/** A link we never made, mangled or cut short (any path under /booking that is not one of ours): 404, with the way to call us. */
export function unknownLinkPage(): Response {
  return customerPage(unknownLinkView());
}

/** The page for a link at `now`, with a notice after an action or a form's errors. */
export async function renderLink(
  ctx: BookingRequestContext,
  state: FormState = { errors: {}, values: {} },
  status?: number,
): Promise<Response> {
  const { link, slots, notes } = await linkForPage(ctx.services.database.db, ctx.token, ctx.now);
  const done = ctx.url.searchParams.get("done") ?? "";
  const notice = Object.hasOwn(NOTICES, done) ? NOTICES[done] : undefined;
  if (link.kind === "unknown") return unknownLinkPage();
  if (link.kind === "expired") return customerPage(expiredLinkView(link.reference));
  const view = linkView({ link, action: ctx.url.pathname, notice, state, slots, notes, now: ctx.now });
  return customerPage({ ...view, status: status ?? (Object.keys(state.errors).length ? 400 : 200) });
}

/**
 * GET /booking/<token>/notes/<number>.pdf: the customer's own note, while their link works. Any
 * other link, or a note of another job, is not found.
 */
export async function notePdfForLink(ctx: BookingRequestContext, number: string): Promise<Response> {
  const found = await noteForLink(ctx.services.database.db, ctx.services.photoStore, ctx.token, number, ctx.now);
  if (!found) return withCustomerHeaders(plainText(404, "Not found"));
  return withCustomerHeaders(pdfResponse(found.note.number, found.pdf));
}
