import type { ReactNode } from "react";
import { formatLondon, formatPreferred } from "../../mail/format.server";
import { staffActor } from "../audit.server";
import { addNote, InvalidInput, notSpam, QuoteNotFound, sendAgain, setAssignee, setBookedFor, setPrice, setStatus, NOTE_MAX } from "../inbox/actions.server";
import { eraseQuotes } from "../inbox/erase.server";
import { keptNoteSentence, notesKeptOnErase } from "../../waste/keeping.server";
import { STATUS_LABELS, STATUSES } from "../inbox/model.server";
import { activeStaff, isOverdue, quoteByReference, type QuoteDetail } from "../inbox/queries.server";
import { isWorkIntent, workForm } from "./forms.server";
import {
  buttonClass,
  CardLabel,
  cardTable,
  controlClass,
  describedBy,
  ErrorSummary,
  FieldError,
  formatPence,
  linkClass,
  Notice,
  Panel,
  parseForm,
  quotePath,
  readForm,
  redirect,
  When,
  type FormErrors,
  type FormValues,
} from "./kit.server";
import { staffPage } from "./page.server";
import type { SignedInContext } from "./types.server";
import { bookings as bookingsTable } from "../../db/schema.server";
import { defaultPriceValues, JOB_DONE, parsePriceForm, priceFormValues, pricesForQuote, PriceRefused, sendPrice } from "../../booking/prices.server";
import { PriceSection, type PriceFormState } from "./price-section.server";
import { describeSlot } from "../../booking/slots.server";
import { eq } from "drizzle-orm";
import { notesForQuote } from "../../waste/notes.server";
import { NotesSection } from "./notes-section.server";

const NOTICES: Record<string, string> = {
  status: "Status changed.",
  price: "Price saved.",
  booking: "Booked date saved.",
  assignee: "Assignee saved.",
  note: "Note added.",
  "not-spam": "Marked as not spam: it is a new request, and its emails are on their way.",
  "send-again": "The email will be sent again.",
  "price-send": "Fixed price sent: the customer's email is on its way.",
  "note-resent": "The waste transfer note will be sent to the customer again.",
};

const EMAIL_LABELS: Record<string, string> = {
  "quote/staff": "Office copy",
  "quote/customer": "Customer confirmation",
  "price/customer": "Fixed price",
  "booked/customer": "Booking confirmation",
  "booked/staff": "Booking: office copy",
  "declined/staff": "Declined: office copy",
  "moved/customer": "Booking moved",
  "moved/staff": "Moved: office copy",
  "cancelled/customer": "Booking cancelled",
  "cancelled/staff": "Cancelled: office copy",
  "note/customer": "Waste transfer note",
};

interface FormState {
  errors: FormErrors;
  values: FormValues;
}

export function notFoundPage(ctx: SignedInContext): Response {
  return staffPage({
    title: "Not found",
    staff: ctx.staff,
    status: 404,
    children: (
      <>
        <h1 className="mb-4 font-display text-3xl font-bold text-brand-dark">No such request</h1>
        <p>
          There is no request with that reference; it may have been erased.{" "}
          <a href="/staff" className={linkClass}>
            Back to the inbox
          </a>
        </p>
      </>
    ),
  });
}

/** GET /staff/quotes/:reference */
export async function quotePage(ctx: SignedInContext, state: FormState = { errors: {}, values: {} }, now = ctx.services.clock.now(ctx.request), priceState?: PriceFormState): Promise<Response> {
  const { db } = ctx.services.database;
  const detail = await quoteByReference(db, ctx.params.reference ?? "");
  if (!detail) return notFoundPage(ctx);
  const staff = await activeStaff(db);
  const prices = await pricesForQuote(db, detail.quote.id);
  const bookings = await db.select().from(bookingsTable).where(eq(bookingsTable.quoteId, detail.quote.id));
  const notes = await notesForQuote(db, detail.quote.id);
  const canSend =
    detail.quote.status === "spam"
      ? "Mark it as not spam before sending a fixed price."
      : bookings.some((b) => b.status === "booked")
        ? "Booked: a new price would not change the booking."
        : bookings.some((b) => b.status === "done")
          ? JOB_DONE
          : (true as const);
  const keptNotes = await notesKeptOnErase(db, detail.quote.id);
  const done = ctx.url.searchParams.get("done") ?? "";
  const price = priceState ?? { values: defaultPriceValues(now), errors: {} };
  return staffPage({
    title: detail.quote.reference,
    staff: ctx.staff,
    status: Object.keys(state.errors).length || Object.keys(price.errors).length ? 400 : 200,
    children: (
      <QuoteView detail={detail} staff={staff} state={state} notice={NOTICES[done]} now={now} booked={bookings.find((b) => b.status === "booked")} keptNotes={keptNotes}>
        <PriceSection path={quotePath(detail.quote.reference)} prices={prices} bookings={bookings} state={price} canSend={canSend} />
        <NotesSection notes={notes} canResend />
      </QuoteView>
    ),
  });
}

const whatsappDigits = (phone: string) => phone.replace(/\D/g, "");

/** What a work form's control needs to be labelled and tied to its hint and error. */
interface ControlProps {
  id: string;
  name: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

/** One change to a request: a labelled control and its button, posted on its own with its intent. */
function WorkField(props: { path: string; intent: string; name: string; label: string; hint?: string; submit: string; state: FormState; children: (control: ControlProps) => ReactNode }) {
  const { path, intent, name, label, hint, submit, state } = props;
  const hintId = hint ? `${name}-hint` : undefined;
  const control: ControlProps = { id: name, name, "aria-describedby": describedBy(state.errors, name, hintId), "aria-invalid": state.errors[name] ? true : undefined };
  return (
    <form method="post" action={path} className="mb-4 flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      <div className="flex min-w-0 flex-1 basis-48 flex-col">
        <label htmlFor={name} className="font-semibold">
          {label}
        </label>
        {hint && (
          <span id={hintId} className="text-sm text-muted">
            {hint}
          </span>
        )}
        {props.children(control)}
        <FieldError errors={state.errors} name={name} />
      </div>
      <button type="submit" className={buttonClass("primary")}>
        {submit}
      </button>
    </form>
  );
}

function QuoteView({
  detail,
  staff,
  state,
  notice,
  now,
  booked,
  keptNotes,
  children,
}: {
  detail: QuoteDetail;
  staff: { id: string; name: string }[];
  state: FormState;
  notice?: string;
  now: Date;
  /** The customer's booking, when they booked a slot: its day is then changed on the schedule only. */
  booked?: { slotDate: string; slotId: string };
  keptNotes: { number: string; issuedAt: Date }[];
  children?: ReactNode;
}) {
  const { quote, photos, notes, emails } = detail;
  const path = quotePath(quote.reference);
  const value = (name: string, fallback: string) => state.values[name] ?? fallback;
  const overdue = isOverdue(quote, now);
  const text = `Hello ${quote.name.split(" ")[0] ?? ""}, about your quote request ${quote.reference}: `;
  return (
    <>
      <p className="mb-2">
        <a href="/staff" className={linkClass}>
          Back to the inbox
        </a>
      </p>
      <h1 className="mb-1 font-display text-3xl font-bold text-brand-dark">{`Request ${quote.reference}`}</h1>
      <p className="mb-4 text-muted">
        {`${STATUS_LABELS[quote.status as keyof typeof STATUS_LABELS] ?? quote.status} · received `}
        <When at={quote.createdAt} now={now} />
      </p>
      <Notice>{notice}</Notice>
      <ErrorSummary errors={state.errors} />
      {overdue && <p className="mb-4 font-semibold text-danger">Overdue: still new more than 2 hours after it arrived.</p>}
      {quote.status === "spam" && (
        <Panel id="spam" heading="Suspected bot" tone="danger" className="mb-6">
          <p>
            {quote.markedSpamAt
              ? `Marked as spam on ${formatLondon(quote.markedSpamAt)}. It is deleted 7 days after that unless you keep it.`
              : `The form's checks judged this request automated (${quote.spamReason ?? "no reason recorded"}), so no email was sent. It is deleted 7 days after it arrived unless you keep it.`}
          </p>
          <form method="post" action={path} className="mt-2">
            <input type="hidden" name="intent" value="not-spam" />
            <button type="submit" className={buttonClass("primary")}>
              Not spam: make it a new request and send its emails
            </button>
          </form>
        </Panel>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="details" heading="Details">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">Name</dt>
            <dd>{quote.name}</dd>
            <dt className="font-semibold">Phone</dt>
            <dd>{quote.phone}</dd>
            <dt className="font-semibold">Email</dt>
            <dd className="break-all">{quote.email}</dd>
            <dt className="font-semibold">Postcode</dt>
            <dd>{quote.postcode}</dd>
            <dt className="font-semibold">Town</dt>
            <dd>{quote.town ?? "Not one of our listed towns"}</dd>
            <dt className="font-semibold">Preferred time</dt>
            <dd>{formatPreferred(quote.preferredDatetime) ?? "None given"}</dd>
            <dt className="font-semibold">Access notes</dt>
            <dd className="whitespace-pre-line">{quote.accessNotes || "None given"}</dd>
            <dt className="font-semibold">Description</dt>
            <dd className="whitespace-pre-line">{quote.description}</dd>
            <dt className="font-semibold">Received</dt>
            <dd>{formatLondon(quote.createdAt)}</dd>
            <dt className="font-semibold">Sent with</dt>
            <dd>{quote.source === "api" ? "the upload form" : "the plain form"}</dd>
            <dt className="font-semibold">Consent</dt>
            <dd>{quote.consentGiven ? "Agreed to be contacted" : "Not given"}</dd>
            <dt className="font-semibold">Price</dt>
            <dd>{formatPence(quote.quotedPricePence) || "Not quoted"}</dd>
            <dt className="font-semibold">Booked for</dt>
            <dd>{quote.bookedFor ?? "Not booked"}</dd>
            <dt className="font-semibold">Assignee</dt>
            <dd>{detail.assigneeName ?? "Nobody"}</dd>
          </dl>
          <ul className="mt-4 flex flex-wrap gap-3">
            <li>
              <a href={`tel:${quote.phone}`} className={buttonClass("primary")}>
                Call
              </a>
            </li>
            <li>
              <a href={`https://wa.me/${whatsappDigits(quote.phone)}?text=${encodeURIComponent(text)}`} className={buttonClass("outline")}>
                WhatsApp
              </a>
            </li>
            <li>
              <a href={`mailto:${quote.email}?subject=${encodeURIComponent(`Your quote request ${quote.reference}`)}`} className={buttonClass("outline")}>
                Email reply
              </a>
            </li>
          </ul>
        </Panel>

        <Panel id="work" heading="Work on it">
          <WorkField path={path} intent="status" name="status" label="Status" submit="Set status" state={state}>
            {(control) => (
              <select {...control} defaultValue={value("status", quote.status)} className={controlClass}>
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            )}
          </WorkField>
          <WorkField path={path} intent="price" name="price" label="Quoted price (£)" hint="In pounds, e.g. 180 or 180.50; empty clears it" submit="Save price" state={state}>
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                defaultValue={value("price", quote.quotedPricePence === null ? "" : (quote.quotedPricePence / 100).toFixed(2))}
                className={controlClass}
              />
            )}
          </WorkField>
          {booked ? (
            <div>
              <p className="font-semibold text-ink">Booked for</p>
              <p>
                {`${describeSlot({ date: booked.slotDate, id: booked.slotId })}, booked by the customer. `}
                <a href={`/staff/schedule?week=${booked.slotDate}`} className={linkClass}>
                  Move it on the schedule
                </a>
                , so the customer is told.
              </p>
            </div>
          ) : (
            <WorkField path={path} intent="booking" name="bookedFor" label="Booked for" submit="Save date" state={state}>
              {(control) => <input {...control} type="date" defaultValue={value("bookedFor", quote.bookedFor ?? "")} className={controlClass} />}
            </WorkField>
          )}
          <WorkField path={path} intent="assignee" name="assignee" label="Assignee" submit="Assign" state={state}>
            {(control) => (
              <select {...control} defaultValue={value("assignee", quote.assigneeId ?? "")} className={controlClass}>
                <option value="">Nobody</option>
                {staff.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </select>
            )}
          </WorkField>
        </Panel>
      </div>

      {children}

      <Panel id="photos" heading={`Photos (${photos.length})`} className="mt-6">
        {photos.length === 0 ? (
          <p className="text-muted">No photos were sent.</p>
        ) : (
          <ul className="flex flex-wrap gap-3">
            {photos.map((photo) => (
              <li key={photo.position}>
                <a href={`${path}/photos/${photo.position}`} className="block rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
                  <img
                    src={`${path}/photos/${photo.position}/thumb`}
                    alt={`${photo.originalName}, ${photo.position} of ${photos.length}: open full size`}
                    width={128}
                    height={128}
                    className="h-32 w-32 rounded object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel id="notes" heading="Notes" className="mt-6">
        {notes.length === 0 ? (
          <p className="text-muted">No notes yet.</p>
        ) : (
          <ol className="mb-4 space-y-3">
            {notes.map((note) => (
              <li key={note.id} className="border-l-4 border-brand-tint pl-3">
                <p className="text-sm text-muted">
                  {`${note.authorName}, `}
                  <time dateTime={note.createdAt.toISOString()}>{formatLondon(note.createdAt)}</time>
                </p>
                <p className="whitespace-pre-line">{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        <form method="post" action={path} className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="note" className="font-semibold">
            Add a note
          </label>
          <span id="note-hint" className="text-sm text-muted">
            Notes cannot be changed once added.
          </span>
          <textarea
            id="note"
            name="note"
            rows={3}
            maxLength={NOTE_MAX}
            defaultValue={value("note", "")}
            aria-describedby={describedBy(state.errors, "note", "note-hint")}
            aria-invalid={state.errors.note ? true : undefined}
            className={controlClass}
          />
          <FieldError errors={state.errors} name="note" />
          <div>
            <button type="submit" className={buttonClass("primary")}>
              Add note
            </button>
          </div>
        </form>
      </Panel>

      <Panel id="email" heading="Emails" className="mt-6">
        <FieldError errors={state.errors} name="email" />
        {emails.length === 0 ? (
          <p className="text-muted">No emails: none are sent for a suspected bot.</p>
        ) : (
          <table className={cardTable.table}>
            <caption className="sr-only">Delivery of this request's emails</caption>
            <thead className={cardTable.head}>
              <tr>
                <th scope="col" className="p-2">Email</th>
                <th scope="col" className="p-2">State</th>
                <th scope="col" className="p-2">Attempts</th>
                <th scope="col" className="p-2">Last error</th>
                <th scope="col" className="p-2">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody className={cardTable.body}>
              {emails.map((email) => (
                <tr key={email.id} className={cardTable.row}>
                  <th scope="row" className={`${cardTable.cell} pt-2 font-semibold`}>
                    {EMAIL_LABELS[`${email.template}/${email.kind}`] ?? `${email.template} (${email.kind})`}
                  </th>
                  <td className={email.status === "failed" ? `${cardTable.cell} font-semibold text-danger` : cardTable.cell}>
                    <CardLabel>State</CardLabel>
                    {email.status}
                    {email.sentAt && <span className="block text-xs text-muted">{formatLondon(email.sentAt)}</span>}
                  </td>
                  <td className={cardTable.cell}>
                    <CardLabel>Attempts</CardLabel>
                    {email.attempts}
                  </td>
                  <td className={cardTable.cell}>
                    {email.lastError && <CardLabel>Last error</CardLabel>}
                    {email.lastError ? email.lastError.slice(0, 160) : ""}
                  </td>
                  <td className={cardTable.cell}>
                    {email.status === "failed" && (
                      <form method="post" action={path}>
                        <input type="hidden" name="intent" value="send-again" />
                        <input type="hidden" name="outboxId" value={email.id} />
                        <button type="submit" className={buttonClass("outline")}>
                          {`Send the ${(EMAIL_LABELS[`${email.template}/${email.kind}`] ?? "email").toLowerCase()} again`}
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>

      <Panel id="erase" heading="Erase this request" tone="danger" className="mt-6">
        {keptNotes.length ? (
          <p className="mb-2">
            {`${keptNoteSentence(keptNotes)} Erasing deletes for good the request, its photos, description, email address, phone, notes, emails and its booking's details; the note keeps the name, address and waste it records. The log keeps only the reference and the fact it was erased.`}
          </p>
        ) : (
          <p className="mb-2">Deletes the request, its photos, notes and emails for good. The log keeps only the reference and the fact it was erased.</p>
        )}
        <form method="post" action={path} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="erase" />
          <div className="flex min-w-0 flex-1 basis-48 flex-col">
            <label htmlFor="confirm" className="font-semibold">
              {`Type ${quote.reference} to confirm`}
            </label>
            <input
              id="confirm"
              name="confirm"
              autoComplete="off"
              defaultValue=""
              aria-describedby={describedBy(state.errors, "confirm")}
              aria-invalid={state.errors.confirm ? true : undefined}
              className={controlClass}
            />
            <FieldError errors={state.errors} name="confirm" />
          </div>
          <button type="submit" className={buttonClass("danger")}>
            Erase for good
          </button>
        </form>
      </Panel>
    </>
  );
}

/** POST /staff/quotes/:reference: one change per form, 303 back with a confirmation. */
export async function quoteAction(ctx: SignedInContext): Promise<Response> {
  const reference = (ctx.params.reference ?? "").toUpperCase();
  const fields = await readForm(ctx.request);
  const intent = fields.get("intent");
  const { db } = ctx.services.database;
  const actor = staffActor(ctx.staff);
  const now = ctx.services.clock.now(ctx.request);
  if (intent === "price-preview" || intent === "price-send") {
    // The fixed price: its own schema (app/server/booking/prices.server.ts), previewed, then sent.
    const typed = priceFormValues(fields);
    const priced = parsePriceForm(typed, now);
    if (!priced.ok) return quotePage(ctx, { errors: {}, values: {} }, now, { values: typed, errors: priced.errors });
    if (intent === "price-preview") return quotePage(ctx, { errors: {}, values: {} }, now, { values: typed, errors: {}, draft: priced.draft });
    try {
      await sendPrice(db, { reference, draft: priced.draft, actor, now, secret: ctx.services.secret, mailDomain: new URL(ctx.services.env.SITE_URL).hostname });
    } catch (error) {
      if (error instanceof QuoteNotFound) return notFoundPage(ctx);
      if (error instanceof PriceRefused) return quotePage(ctx, { errors: {}, values: {} }, now, { values: typed, errors: { load: error.message } });
      throw error;
    }
    ctx.services.outbox.wake();
    return redirect(`${quotePath(reference)}?done=price-send`);
  }
  if (!isWorkIntent(intent)) return redirect(quotePath(reference));
  const parsed = parseForm(workForm(reference), fields);
  // The send-again form's hidden field is reported where its email is listed.
  if (!parsed.ok) return quotePage(ctx, { errors: parsed.errors.outboxId ? { email: parsed.errors.outboxId } : parsed.errors, values: parsed.values });
  const change = parsed.data;
  try {
    switch (change.intent) {
      case "status":
        await setStatus(db, reference, change.status, actor, now);
        break;
      case "price":
        await setPrice(db, reference, change.price, actor, now);
        break;
      case "booking":
        await setBookedFor(db, reference, change.bookedFor, actor, now);
        break;
      case "assignee":
        await setAssignee(db, reference, change.assignee, actor, now);
        break;
      case "note":
        await addNote(db, reference, change.note, actor, now);
        break;
      case "not-spam":
        await notSpam(db, reference, actor, now, {
          mailDomain: new URL(ctx.services.env.SITE_URL).hostname,
          confirmationsPerHour: ctx.services.env.CONFIRMATION_EMAILS_PER_HOUR,
        });
        ctx.services.outbox.wake();
        break;
      case "send-again":
        await sendAgain(db, reference, change.outboxId, actor, now);
        ctx.services.outbox.wake();
        break;
      case "erase":
      {
        const { keptNotes } = await eraseQuotes(ctx.services, { reference }, actor, now);
        return redirect(`/staff?done=erased${keptNotes.length ? `&kept=${keptNotes.map((n) => n.number).join(",")}` : ""}`);
      }
    }
  } catch (error) {
    if (error instanceof QuoteNotFound) return notFoundPage(ctx);
    if (error instanceof InvalidInput) return quotePage(ctx, { errors: { [error.field]: error.message }, values: parsed.values });
    throw error;
  }
  return redirect(`${quotePath(reference)}?done=${change.intent}`);
}
