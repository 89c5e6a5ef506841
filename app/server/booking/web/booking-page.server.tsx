import type { ReactNode } from "react";
import { bookingRules, bookingTermsSummary, declineReasons, priceTerms } from "../../../content/booking";
import { business, telLink, whatsappLink } from "../../../content/business";
import { buttonClass } from "../../../components/ui/button";
import { controlClass, Field, FieldError } from "../../../components/ui/field";
import { spokenTime } from "../../../lib/same-day";
import { nationalPhone } from "../../../lib/quote-schema";
import { formatLondon } from "../../mail/format.server";
import type { Services } from "../../services.server";
import {
  acceptPrice,
  acceptSchema,
  cancelBooking,
  canChange,
  changeDeadline,
  declinePrice,
  declineSchema,
  moveBooking,
  moveSchema,
  openLink,
  type ActionResult,
  type LinkData,
} from "../customer.server";
import { parseForm, type FormErrors } from "../../html/form-reading.server";
import { formatPounds } from "../prices.server";
import { describeSlot, formatSlotDate, offeredSlots, slotValue, type OfferedSlot } from "../slots.server";
import { notesForQuote, pdfFor } from "../../waste/notes.server";
import { pdfResponse } from "../../staff/web/note-routes.server";
import { noteTime } from "../../waste/pdf.server";
import type { WasteNote } from "../../db/schema.server";
import { bookingPage, withBookingHeaders } from "./page.server";

export interface BookingRequestContext {
  request: Request;
  url: URL;
  token: string;
  services: Services;
  now: Date;
}

interface FormState {
  /** Which form the errors belong to. */
  form?: "accept" | "decline" | "move";
  errors: FormErrors;
  values: Record<string, string>;
}

const NOTICES: Record<string, string> = {
  booked: "Your collection is booked. We've emailed you a confirmation with a calendar file.",
  "already-booked": "This price was already accepted: here is your booking.",
  declined: "Thank you for letting us know. We won't contact you about this price again.",
  moved: "Your collection has moved. We've emailed you the new details and calendar file.",
  cancelled: "Your collection is cancelled. We've emailed you to confirm.",
};

const h1 = "mb-2 font-display text-3xl font-bold text-brand-dark";
const h2 = "mb-3 font-display text-xl font-bold text-ink";
const panel = "mb-6 rounded-lg border border-slate-200 bg-white p-4";
const link = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";

function CallUs({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="contact-heading" className={panel}>
      <h2 id="contact-heading" className={h2}>
        Talk to us
      </h2>
      {children}
      <ul className="flex flex-wrap gap-3">
        <li>
          <a href={telLink} className={buttonClass("primary")}>
            {`Call ${business.phoneDisplay}`}
          </a>
        </li>
        <li>
          <a href={whatsappLink} className={buttonClass("whatsapp")}>
            {`WhatsApp ${business.whatsappDisplay}`}
          </a>
        </li>
      </ul>
    </section>
  );
}

function Notice({ text }: { text?: string }) {
  return text ? (
    <p role="status" className="mb-4 rounded-md border border-brand bg-brand-soft px-4 py-3 font-semibold text-brand-dark">
      {text}
    </p>
  ) : null;
}

function ErrorSummary({ state, lead }: { state: FormState; lead: string }) {
  const entries = Object.entries(state.errors);
  if (!entries.length) return null;
  return (
    <div role="alert" className="mb-4 rounded-md border border-danger bg-white px-4 py-3 text-danger">
      <p className="font-semibold">{lead}</p>
      <ul className="list-disc pl-5">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${name}`} className="underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PriceTable({ data }: { data: LinkData }) {
  return (
    <table className="mb-3 w-full text-left">
      <caption className="sr-only">{`Fixed price for ${data.quote.reference}`}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-sm text-muted">
          <th scope="col" className="py-2 pr-2 font-semibold">
            Item
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {data.lines.map((line) => (
          <tr key={line.id} className="border-b border-slate-200">
            <td className="py-2 pr-2">{line.label}</td>
            <td className="py-2 text-right tabular-nums">{formatPounds(line.amountPence)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="py-2 pr-2 text-lg">
            Total, fixed
          </th>
          <td className="py-2 text-right text-lg font-bold tabular-nums">{formatPounds(data.price.totalPence)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function PriceSection({ data, showValidity }: { data: LinkData; showValidity: boolean }) {
  return (
    <section aria-labelledby="price-heading" className={panel}>
      <h2 id="price-heading" className={h2}>
        Your fixed price
      </h2>
      <p className="mb-3">A fixed price, not an estimate: it is what you pay for what your photos and description showed.</p>
      <PriceTable data={data} />
      {showValidity && <p className="mb-3 font-semibold">{`Valid until ${formatSlotDate(data.price.validUntil)}.`}</p>}
      <h3 className="mb-1 font-semibold">What is included</h3>
      <ul className="mb-3 list-disc pl-5">
        {data.price.included.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 className="mb-1 font-semibold">The terms in short</h3>
      <ul className="mb-2 list-disc pl-5">
        {bookingTermsSummary.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <a href="/terms" className={link}>
          Read our full terms and conditions
        </a>
      </p>
    </section>
  );
}

/** The slots as radio buttons grouped by day; the one chosen before stays chosen. */
function SlotChoice({ slots, state, legend }: { slots: OfferedSlot[]; state: FormState; legend: string }) {
  const chosen = state.values.slot ?? "";
  const days = [...new Set(slots.map((slot) => slot.date))];
  const error = state.errors.slot;
  return (
    <fieldset id="slot" tabIndex={-1} aria-describedby={["slot-hint", error ? "slot-error" : ""].filter(Boolean).join(" ")} className="mb-4">
      <legend className="font-semibold text-ink">{legend}</legend>
      <p id="slot-hint" className="mb-2 text-sm text-muted">
        {`Slots in the next ${bookingRules.horizonDays} days with room. Today's afternoon can be booked until ${spokenTime(bookingRules.sameDayCutoff)} (UK time).`}
      </p>
      <FieldError id={error ? "slot-error" : undefined} error={error} />
      {slots.length === 0 ? (
        <p className="font-semibold">{`Every slot in the next ${bookingRules.horizonDays} days is taken. Please call us on ${business.phoneDisplay} and we'll find a time.`}</p>
      ) : (
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {days.map((date) => (
            <fieldset key={date} className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 font-semibold">{formatSlotDate(date)}</legend>
              {slots
                .filter((slot) => slot.date === date)
                .map((slot) => {
                  const value = slotValue(slot);
                  const id = `slot-${value.replace("/", "-")}`;
                  return (
                    <div key={value} className="flex min-h-11 items-center gap-2">
                      <input type="radio" id={id} name="slot" value={value} defaultChecked={chosen === value} className="size-5 accent-brand" />
                      <label htmlFor={id}>{`${slot.definition.label}, ${slot.definition.window}`}</label>
                    </div>
                  );
                })}
            </fieldset>
          ))}
        </div>
      )}
    </fieldset>
  );
}

function text(name: string, state: FormState, props: { autoComplete?: string; inputMode?: "tel"; maxLength: number }) {
  return <input type={props.inputMode === "tel" ? "tel" : "text"} name={name} defaultValue={state.values[name] ?? ""} className={controlClass} {...props} />;
}

function AcceptForm({ action, slots, state }: { action: string; slots: OfferedSlot[]; state: FormState }) {
  const errors = state.form === "accept" ? state.errors : {};
  const s = { ...state, errors };
  return (
    <section aria-labelledby="accept-heading" className={panel}>
      <h2 id="accept-heading" className={h2}>
        Accept and book
      </h2>
      <form method="post" action={action} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="accept" />
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold text-ink">Collection address</legend>
          <Field id="addressLine1" label="Address line 1" required error={errors.addressLine1}>
            {text("addressLine1", s, { autoComplete: "address-line1", maxLength: 100 })}
          </Field>
          <Field id="addressLine2" label="Address line 2" error={errors.addressLine2}>
            {text("addressLine2", s, { autoComplete: "address-line2", maxLength: 100 })}
          </Field>
          <Field id="town" label="Town" required error={errors.town}>
            {text("town", s, { autoComplete: "address-level2", maxLength: 60 })}
          </Field>
          <Field id="postcode" label="Postcode" required hint="We check that we cover it." error={errors.postcode}>
            {text("postcode", s, { autoComplete: "postal-code", maxLength: 10 })}
          </Field>
        </fieldset>
        <Field id="phone" label="Phone number for the day" required hint="The crew call it when they are on their way." error={errors.phone}>
          {text("phone", s, { autoComplete: "tel", inputMode: "tel", maxLength: 30 })}
        </Field>
        <SlotChoice slots={slots} state={s} legend="Day and time" />
        <div>
          <div className="flex items-start gap-2">
            <input
              type="checkbox"
              id="agree"
              name="agree"
              value="yes"
              defaultChecked={state.values.agree === "yes"}
              aria-invalid={errors.agree ? true : undefined}
              aria-describedby={errors.agree ? "agree-error" : undefined}
              className="mt-1 size-5 accent-brand"
            />
            <label htmlFor="agree" className="font-semibold">
              I accept this fixed price and the terms
            </label>
          </div>
          <FieldError id={errors.agree ? "agree-error" : undefined} error={errors.agree} />
        </div>
        <div>
          <button type="submit" className={buttonClass("primary", "lg")}>
            Accept and book
          </button>
        </div>
      </form>
    </section>
  );
}

function DeclineForm({ action, state }: { action: string; state: FormState }) {
  const errors = state.form === "decline" ? state.errors : {};
  const chosen = state.form === "decline" ? (state.values.reason ?? "") : "";
  return (
    <section aria-labelledby="decline-heading" className={panel}>
      <h2 id="decline-heading" className={h2}>
        Not for you?
      </h2>
      <form method="post" action={action} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="decline" />
        <fieldset id="reason" tabIndex={-1} aria-describedby={errors.reason ? "reason-error" : undefined}>
          <legend className="mb-1 font-semibold text-ink">Why are you declining?</legend>
          <FieldError id={errors.reason ? "reason-error" : undefined} error={errors.reason} />
          {declineReasons.map((reason) => (
            <div key={reason.id} className="flex min-h-11 items-center gap-2">
              <input type="radio" id={`reason-${reason.id}`} name="reason" value={reason.id} defaultChecked={chosen === reason.id} className="size-5 accent-brand" />
              <label htmlFor={`reason-${reason.id}`}>{reason.label}</label>
            </div>
          ))}
        </fieldset>
        <Field id="detail" label="Anything you'd like to add" error={errors.detail}>
          <textarea name="detail" rows={3} maxLength={1000} defaultValue={state.form === "decline" ? (state.values.detail ?? "") : ""} className={controlClass} />
        </Field>
        <div>
          <button type="submit" className={buttonClass("outline")}>
            Decline this price
          </button>
        </div>
      </form>
    </section>
  );
}

/** On a phone each answer sits under its label; from the small breakpoint up, beside it. */
const dd = "mb-2 sm:mb-0";

function BookingSummary({ data }: { data: LinkData }) {
  const b = data.booking!;
  return (
    <dl className="mb-3 grid gap-x-4 sm:grid-cols-[max-content_1fr] sm:gap-y-2">
      <dt className="font-semibold">When</dt>
      <dd className={dd}>{describeSlot({ date: b.slotDate, id: b.slotId })}</dd>
      <dt className="font-semibold">Address</dt>
      <dd className={dd}>
        {[b.addressLine1, b.addressLine2, b.town, b.postcode].filter(Boolean).map((part, i) => (
          <span key={i} className="block">
            {part}
          </span>
        ))}
      </dd>
      <dt className="font-semibold">Phone for the day</dt>
      <dd className={dd}>{nationalPhone(b.phone) ?? b.phone}</dd>
      <dt className="font-semibold">Fixed price</dt>
      <dd className={dd}>{`${formatPounds(data.price.totalPence)}, paid at collection`}</dd>
    </dl>
  );
}

function ManageBooking({ action, data, slots, state, now }: { action: string; data: LinkData; slots: OfferedSlot[]; state: FormState; now: Date }) {
  const booking = data.booking!;
  const deadline = changeDeadline(booking);
  if (!canChange(booking, now)) {
    return (
      <section aria-labelledby="change-heading" className={panel}>
        <h2 id="change-heading" className={h2}>
          Need to change or cancel?
        </h2>
        <p className="mb-3">
          {`Your collection is less than ${priceTerms.freeChangeHours} hours away, so it can no longer be changed or cancelled here. If you need to cancel, a cancellation fee may apply: call us on ${business.phoneDisplay} and we'll explain it before anything is charged.`}
        </p>
        <p>
          <a href="/terms#cancellation" className={link}>
            Cancelling or changing a booking, in our terms
          </a>
        </p>
        <p className="mt-3">
          <a href={telLink} className={buttonClass("primary")}>
            {`Call ${business.phoneDisplay}`}
          </a>
        </p>
      </section>
    );
  }
  const errors = state.form === "move" ? state.errors : {};
  const others = slots.filter((slot) => !(slot.date === booking.slotDate && slot.id === booking.slotId));
  return (
    <>
      <section aria-labelledby="move-heading" className={panel}>
        <h2 id="move-heading" className={h2}>
          Move your collection
        </h2>
        <p className="mb-3">{`Free of charge until ${deadline ? formatLondon(deadline) : `${priceTerms.freeChangeHours} hours before your slot`}.`}</p>
        <form method="post" action={action} noValidate>
          <input type="hidden" name="intent" value="move" />
          <SlotChoice slots={others} state={{ ...state, errors }} legend="New day and time" />
          <button type="submit" className={buttonClass("primary")}>
            Move to this slot
          </button>
        </form>
      </section>
      <section aria-labelledby="cancel-heading" className={panel}>
        <h2 id="cancel-heading" className={h2}>
          Cancel your collection
        </h2>
        <p className="mb-3">{`Free of charge until ${deadline ? formatLondon(deadline) : "24 hours before your slot"}.`}</p>
        <form method="post" action={action}>
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className={buttonClass("outline")}>
            Cancel the collection
          </button>
        </form>
      </section>
    </>
  );
}

/** The customer's download of a note, under their own link. */
export const customerNotePath = (linkPath: string, number: string) => `${linkPath}/notes/${encodeURIComponent(number)}.pdf`;

/** The job's waste transfer note: the current one to download, and what it replaced. */
function NoteSection({ linkPath, notes }: { linkPath: string; notes: WasteNote[] }) {
  const current = notes.find((note) => note.status === "issued");
  return (
    <section aria-labelledby="note-heading" className={panel}>
      <h2 id="note-heading" className={h2}>
        Your waste transfer note
      </h2>
      {current ? (
        <>
          <p className="mb-3">{`Note ${current.number}, issued ${noteTime(current.issuedAt)}, is the record that your waste went to a registered waste carrier. We emailed it to you; you can download it here too. Please keep it for at least two years.`}</p>
          <p className="mb-3">
            <a href={customerNotePath(linkPath, current.number)} className={link} download={`${current.number}.pdf`}>
              {`Download note ${current.number} (PDF)`}
            </a>
          </p>
          {current.supersedesId && <p className="text-sm">{`It corrects and replaces ${notes.find((note) => note.id === current.supersedesId)?.number ?? "an earlier note"}.`}</p>}
        </>
      ) : (
        <p>Your waste transfer note is on its way by email. If it hasn't arrived, call us and we'll send it again.</p>
      )}
    </section>
  );
}

function Reference({ data }: { data: LinkData }) {
  return <p className="mb-4 text-muted">{`Reference ${data.quote.reference}`}</p>;
}

const LEADS = { accept: "Nothing is booked yet:", decline: "Nothing was sent:", move: "Your booking is unchanged:" } as const;

/** A form's problems, at the top of the page where a reader lands after posting, each linked to its field. */
function Problems({ state }: { state: FormState }) {
  return state.form ? <ErrorSummary state={state} lead={LEADS[state.form]} /> : null;
}

/** The page for a link at `now`, with a notice after an action or a form's errors. */
/** A link we never made, mangled or cut short (any path under /booking that is not one of ours): 404, with the way to call us. */
export function unknownLinkPage(): Response {
  return bookingPage({
    title: "Link not recognised",
    status: 404,
    children: (
      <>
        <h1 className={h1}>We don't recognise this link</h1>
        <p className="mb-6">Please check it was copied in full from our email, or call us and we'll help.</p>
        <CallUs />
      </>
    ),
  });
}

export async function renderLink(ctx: BookingRequestContext, state: FormState = { errors: {}, values: {} }, status?: number): Promise<Response> {
  const { db } = ctx.services.database;
  const link = await openLink(db, ctx.token, ctx.now);
  const done = ctx.url.searchParams.get("done") ?? "";
  const notice = Object.hasOwn(NOTICES, done) ? NOTICES[done] : undefined;
  const action = ctx.url.pathname;
  if (link.kind === "unknown") return unknownLinkPage();
  if (link.kind === "expired") {
    return bookingPage({
      title: "Link expired",
      status: 410,
      children: (
        <>
          <h1 className={h1}>This link has expired</h1>
          <p className="mb-6">{`Links to a price stop working when the price expires, and 30 days after a collection. Call us about ${link.reference} and we'll help.`}</p>
          <CallUs />
        </>
      ),
    });
  }
  const data: LinkData = link;
  const withStatus = (title: string, children: ReactNode) => bookingPage({ title, status: status ?? (Object.keys(state.errors).length ? 400 : 200), children });
  switch (link.kind) {
    case "open": {
      const slots = await offeredSlots(db, ctx.now);
      const values = { phone: (nationalPhone(data.quote.phone) ?? data.quote.phone), ...state.values };
      return withStatus(
        "Your fixed price",
        <>
          <h1 className={h1}>Your fixed price</h1>
          <Reference data={data} />
          <Notice text={notice} />
          <Problems state={state} />
          <PriceSection data={data} showValidity />
          <AcceptForm action={action} slots={slots} state={{ ...state, values }} />
          <DeclineForm action={action} state={state} />
          <CallUs />
        </>,
      );
    }
    case "booked": {
      const slots = await offeredSlots(db, ctx.now);
      return withStatus(
        "Your collection",
        <>
          <h1 className={h1}>Your collection is booked</h1>
          <Reference data={data} />
          <Notice text={notice} />
          <Problems state={state} />
          <section aria-labelledby="booking-heading" className={panel}>
            <h2 id="booking-heading" className={h2}>
              Your booking
            </h2>
            <BookingSummary data={data} />
            <p>The crew arrive within the slot and call the number above when they are on their way.</p>
          </section>
          <ManageBooking action={action} data={data} slots={slots} state={state} now={ctx.now} />
          <PriceSection data={data} showValidity={false} />
          <CallUs />
        </>,
      );
    }
    case "done": {
      const notes = await notesForQuote(db, data.quote.id);
      return withStatus(
        "Your collection",
        <>
          <h1 className={h1}>Your collection is done</h1>
          <Reference data={data} />
          <Notice text={notice} />
          <NoteSection linkPath={action} notes={notes} />
          <section aria-labelledby="booking-heading" className={panel}>
            <h2 id="booking-heading" className={h2}>
              Your booking
            </h2>
            <BookingSummary data={data} />
          </section>
          <CallUs />
        </>,
      );
    }
    case "cancelled":
      return withStatus(
        "Collection cancelled",
        <>
          <h1 className={h1}>Your collection is cancelled</h1>
          <Reference data={data} />
          <Notice text={notice} />
          <p className="mb-6">{data.booking ? `The collection for ${describeSlot({ date: data.booking.slotDate, id: data.booking.slotId })} is cancelled. Call us if you'd like a new date.` : "This booking is cancelled. Call us if you'd like a new date."}</p>
          <CallUs />
        </>,
      );
    case "declined":
      return withStatus(
        "Price declined",
        <>
          <h1 className={h1}>You declined this price</h1>
          <Reference data={data} />
          <Notice text={notice} />
          <p className="mb-6">{`You declined it on ${formatLondon(data.price.declinedAt ?? ctx.now)}. If you change your mind, call us and we'll look at it again.`}</p>
          <CallUs />
        </>,
      );
    case "superseded":
      return withStatus(
        "Price replaced",
        <>
          <h1 className={h1}>This price has been replaced</h1>
          <Reference data={data} />
          <p className="mb-6">
            {data.newer
              ? `We sent you a new fixed price of ${formatPounds(data.newer.totalPence)} on ${formatLondon(data.newer.createdAt)}, which replaces this one. Open the link in that email to see it and book.`
              : "We sent you a new fixed price, which replaces this one. Open the link in that email to see it and book."}
          </p>
          <CallUs>
            <p className="mb-3">Can't find the email? Call us and we'll send it again.</p>
          </CallUs>
        </>,
      );
    case "price-expired":
      return withStatus(
        "Price expired",
        <>
          <h1 className={h1}>This price has expired</h1>
          <Reference data={data} />
          <p className="mb-6">{`It was valid until ${formatSlotDate(data.price.validUntil)}. Call us and we'll give you an up-to-date price.`}</p>
          <CallUs />
        </>,
      );
  }
}

const formValues = (form: FormData, names: string[]) => {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value.slice(0, 2000) : "";
  }
  return values;
};

/**
 * GET /booking/<token>/notes/<number>.pdf: the customer's own note, while their link works. Any
 * other link, or a note of another job, is not found.
 */
export async function notePdfForLink(ctx: BookingRequestContext, number: string): Promise<Response> {
  const notFound = withBookingHeaders(new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } }));
  const { db } = ctx.services.database;
  const link = await openLink(db, ctx.token, ctx.now);
  if (link.kind !== "done") return notFound;
  const note = (await notesForQuote(db, link.quote.id)).find((candidate) => candidate.number === number.toUpperCase());
  const found = note ? await pdfFor(db, ctx.services.photoStore, note.id) : undefined;
  if (!found) return notFound;
  return withBookingHeaders(pdfResponse(found.note.number, found.pdf));
}

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

/** POST: one action per form; 303 back to the page with a notice, or the page again with what was typed and the problems. */
export async function postLink(ctx: BookingRequestContext): Promise<Response> {
  let form: FormData;
  try {
    form = await ctx.request.formData();
  } catch {
    form = new FormData();
  }
  const intent = form.get("intent");
  const actionContext = { now: ctx.now, secret: ctx.services.secret, mailDomain: new URL(ctx.services.env.SITE_URL).hostname };
  const { db } = ctx.services.database;
  const back = (done: string) => seeOther(`${ctx.url.pathname}?done=${done}`);
  const refused = async (result: Extract<ActionResult, { ok: false }>, formName: FormState["form"], values: Record<string, string>) => {
    if (result.reason === "slot") return renderLink(ctx, { form: formName, errors: { slot: result.message }, values: { ...values, slot: "" } }, 409);
    // The link no longer allows this (expired, replaced, already done): the page says what it is now.
    return renderLink(ctx, { errors: {}, values: {} }, result.reason === "unknown" ? 404 : 409);
  };
  switch (intent) {
    case "accept": {
      const values = formValues(form, ["addressLine1", "addressLine2", "town", "postcode", "phone", "slot", "agree"]);
      const parsed = parseForm(acceptSchema, new URLSearchParams(values));
      if (!parsed.ok) return renderLink(ctx, { form: "accept", errors: parsed.errors, values });
      const result = await acceptPrice(db, ctx.token, parsed.data, actionContext);
      if (!result.ok) return refused(result, "accept", values);
      ctx.services.outbox.wake();
      return back(result.already ? "already-booked" : "booked");
    }
    case "decline": {
      const values = formValues(form, ["reason", "detail"]);
      const parsed = parseForm(declineSchema, new URLSearchParams(values));
      if (!parsed.ok) return renderLink(ctx, { form: "decline", errors: parsed.errors, values });
      const result = await declinePrice(db, ctx.token, parsed.data, actionContext);
      if (!result.ok) return refused(result, "decline", values);
      ctx.services.outbox.wake();
      return back("declined");
    }
    case "move": {
      const values = formValues(form, ["slot"]);
      const parsed = parseForm(moveSchema, new URLSearchParams(values));
      if (!parsed.ok) return renderLink(ctx, { form: "move", errors: parsed.errors, values });
      const result = await moveBooking(db, ctx.token, parsed.data, actionContext);
      if (!result.ok) return refused(result, "move", values);
      ctx.services.outbox.wake();
      return back("moved");
    }
    case "cancel": {
      const result = await cancelBooking(db, ctx.token, actionContext);
      if (!result.ok) return refused(result, undefined, {});
      ctx.services.outbox.wake();
      return back("cancelled");
    }
    default:
      return seeOther(ctx.url.pathname);
  }
}

