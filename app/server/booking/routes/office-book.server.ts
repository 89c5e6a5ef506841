/**
 * GET and POST /staff/quotes/:reference/book: the office books a slot for a customer who phoned or
 * messaged (office-booking.server.ts). The page shows the request, the price form, the address and
 * the slots the customer would be offered, each with its room; the form's id is made when the page is
 * drawn and kept across a refused post. 404 for a reference with no request.
 */
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { bookingRules } from "../../../content/booking";
import { staffActor } from "../../audit.server";
import { bookings, quotes } from "../../db/schema.server";
import { parseForm, readForm } from "../../../kernel/form.server";
import { RefusedError } from "../../../kernel/refusal";
import { quotePath, type FormErrors } from "../../../components/page-kit/kit";
import { redirect } from "../../responses.server";
import { runtimeContext, type Runtime } from "../../runtime.server";
import { staffContext } from "../../staff-context.server";
import { bookForCustomer } from "../office-booking.server";
import { officeBookingSchema } from "../office-forms.server";
import { defaultPriceValues, parsePriceForm, priceFormValues } from "../prices.server";
import { slotsWithRoom } from "../slots.server";
import type { OfficeBookPageData } from "../views/office-book-page";

/** The booking form's own fields, shown again after a refusal (its id travels apart). */
const BOOKING_FIELDS = Object.keys(officeBookingSchema.shape).filter((name) => name !== "formId");

interface Args {
  request: Request;
  params: { reference?: string };
  context: Readonly<RouterContextProvider>;
}

/** The page's data for the request, or null when there is none. */
async function pageData(
  runtime: Runtime,
  reference: string,
  now: Date,
  form: Pick<OfficeBookPageData, "formId" | "values" | "errors"> | undefined,
): Promise<OfficeBookPageData | null> {
  const { db } = runtime.database;
  const [quote] = await db.select().from(quotes).where(eq(quotes.reference, reference));
  if (!quote) return null;
  const [live] = await db.select().from(bookings).where(eq(bookings.quoteId, quote.id)).orderBy(desc(bookings.createdAt)).limit(1);
  const slots = await slotsWithRoom(db, now);
  const start: Record<string, string> = {
    ...defaultPriceValues(now),
    addressLine1: quote.addressLine1 ?? live?.addressLine1 ?? "",
    addressLine2: quote.addressLine2 ?? live?.addressLine2 ?? "",
    town: quote.addressTown ?? live?.town ?? quote.town ?? "",
    postcode: quote.postcode,
    phone: quote.phone,
  };
  return {
    request: {
      reference: quote.reference,
      name: quote.name,
      phone: quote.phone,
      email: quote.email,
      postcode: quote.postcode,
      description: quote.description,
      accessNotes: quote.accessNotes,
      status: quote.status,
      bookedFor: quote.bookedFor,
    },
    booked:
      live && (live.status === "booked" || live.status === "done")
        ? { status: live.status, slotDate: live.slotDate, slotId: live.slotId }
        : null,
    slots: slots.map(({ date, id, window, definition, room, blocked }) => ({ date, id, label: definition.label, window, room, blocked })),
    capacity: bookingRules.capacityPerSlot,
    formId: form?.formId ?? randomUUID(),
    values: form ? form.values : start,
    errors: form?.errors ?? {},
  };
}

const notFound = () => data({ found: false as const }, { status: 404 });

export async function officeBookLoader({ request, params, context }: Args) {
  const runtime = context.get(runtimeContext);
  const reference = (params.reference ?? "").toUpperCase();
  const page = await pageData(runtime, reference, runtime.clock.now(request), undefined);
  return page ? data({ found: true as const, page }) : notFound();
}

export async function officeBookAction({ request, params, context }: Args) {
  const runtime = context.get(runtimeContext);
  const reference = (params.reference ?? "").toUpperCase();
  const now = runtime.clock.now(request);
  const fields = await readForm(request);
  const typedPrice = priceFormValues(fields);
  const price = parsePriceForm(typedPrice, now);
  const booking = parseForm(officeBookingSchema, fields);
  const sentId = fields.get("formId") ?? "";
  const formId = /^[0-9a-f-]{36}$/.test(sentId) ? sentId : randomUUID();
  const typed: Record<string, string> = { ...typedPrice };
  for (const name of BOOKING_FIELDS) typed[name] = booking.values[name] ?? "";
  const refused = async (errors: FormErrors, status = 400) => {
    const page = await pageData(runtime, reference, now, { formId, values: typed, errors });
    return page ? data({ found: true as const, page }, { status }) : notFound();
  };
  const errors: FormErrors = { ...(price.ok ? {} : price.errors), ...(booking.ok ? {} : booking.errors) };
  if (!price.ok || !booking.ok) return refused(errors);
  try {
    await bookForCustomer(runtime.database.db, {
      reference,
      form: booking.data,
      draft: price.draft,
      actor: staffActor(context.get(staffContext)),
      now,
      secret: runtime.secret,
      mailDomain: runtime.mailDomain,
    });
  } catch (error) {
    if (error instanceof RefusedError && error.refusal.kind === "not-found") return notFound();
    if (error instanceof RefusedError)
      return refused({ [error.refusal.field ?? "slot"]: error.message }, error.refusal.kind === "conflict" ? 409 : 400);
    throw error;
  }
  runtime.outbox.wake();
  return redirect(`${quotePath(reference)}?done=booked-by-office`);
}
