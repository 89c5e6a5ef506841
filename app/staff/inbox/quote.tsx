import type { ReactNode } from "react";
import { formatLondon, formatPreferred } from "../../server/mail/format.server";
import { addNote, InvalidInput, notSpam, QuoteNotFound, sendAgain, setAssignee, setBookedFor, setPrice, setStatus, NOTE_MAX } from "../../server/inbox/actions.server";
import { eraseQuotes } from "../../server/inbox/erase.server";
import { staffActor, STATUS_LABELS, STATUSES } from "../../server/inbox/model.server";
import { activeStaff, isOverdue, quoteByReference, type QuoteDetail } from "../../server/inbox/queries.server";
import { staffPage } from "../page";
import type { SignedInContext } from "../types";
import { buttonClass, ErrorSummary, field, formatPence, inputClass, linkClass, Notice, quotePath, readForm, secondaryButtonClass, seeOther, When } from "./ui";

const NOTICES: Record<string, string> = {
  status: "Status changed.",
  price: "Price saved.",
  booking: "Booked date saved.",
  assignee: "Assignee saved.",
  note: "Note added.",
  "not-spam": "Marked as not spam: it is a new request, and its emails are on their way.",
  "send-again": "The email will be sent again.",
};

interface FormState {
  errors: Record<string, string>;
  values: Record<string, string>;
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
export async function quotePage(ctx: SignedInContext, state: FormState = { errors: {}, values: {} }, now = new Date()): Promise<Response> {
  const detail = await quoteByReference(ctx.services.database.db, ctx.params.reference ?? "");
  if (!detail) return notFoundPage(ctx);
  const staff = await activeStaff(ctx.services.database.db);
  const done = ctx.url.searchParams.get("done") ?? "";
  return staffPage({
    title: detail.quote.reference,
    staff: ctx.staff,
    status: Object.keys(state.errors).length ? 400 : 200,
    children: <QuoteView detail={detail} staff={staff} state={state} notice={NOTICES[done]} now={now} />,
  });
}

const whatsappDigits = (phone: string) => phone.replace(/\D/g, "");

const describedBy = (state: FormState, name: string, hint?: string) =>
  [hint, state.errors[name] ? `${name}-error` : undefined].filter(Boolean).join(" ") || undefined;

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
  const control: ControlProps = { id: name, name, "aria-describedby": describedBy(state, name, hintId), "aria-invalid": state.errors[name] ? true : undefined };
  return (
    <form method="post" action={path} className="mb-4 flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      <div className="flex flex-col">
        <label htmlFor={name} className="font-semibold">
          {label}
        </label>
        {hint && (
          <span id={hintId} className="text-sm text-muted">
            {hint}
          </span>
        )}
        {props.children(control)}
        <FieldError state={state} name={name} />
      </div>
      <button type="submit" className={buttonClass}>
        {submit}
      </button>
    </form>
  );
}

function FieldError({ state, name }: { state: FormState; name: string }) {
  return state.errors[name] ? (
    <p id={`${name}-error`} className="font-semibold text-danger">
      {state.errors[name]}
    </p>
  ) : null;
}

function QuoteView({ detail, staff, state, notice, now }: { detail: QuoteDetail; staff: { id: string; name: string }[]; state: FormState; notice?: string; now: Date }) {
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
      {notice && <Notice>{notice}</Notice>}
      <ErrorSummary errors={state.errors} />
      {overdue && <p className="mb-4 font-semibold text-danger">Overdue: still new more than 2 hours after it arrived.</p>}
      {quote.status === "spam" && (
        <section aria-labelledby="spam-heading" className="mb-6 rounded-lg border border-danger bg-white p-4">
          <h2 id="spam-heading" className="font-display text-xl font-bold text-ink">
            Suspected bot
          </h2>
          <p>{`The form's checks judged this request automated (${quote.spamReason ?? "no reason recorded"}), so no email was sent. It is deleted 7 days after it arrived unless you keep it.`}</p>
          <form method="post" action={path} className="mt-2">
            <input type="hidden" name="intent" value="not-spam" />
            <button type="submit" className={buttonClass}>
              Not spam: make it a new request and send its emails
            </button>
          </form>
        </section>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="details-heading" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="details-heading" className="mb-2 font-display text-xl font-bold text-ink">
            Details
          </h2>
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
              <a href={`tel:${quote.phone}`} className={buttonClass}>
                Call
              </a>
            </li>
            <li>
              <a href={`https://wa.me/${whatsappDigits(quote.phone)}?text=${encodeURIComponent(text)}`} className={secondaryButtonClass}>
                WhatsApp
              </a>
            </li>
            <li>
              <a href={`mailto:${quote.email}?subject=${encodeURIComponent(`Your quote request ${quote.reference}`)}`} className={secondaryButtonClass}>
                Email reply
              </a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="work-heading" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="work-heading" className="mb-2 font-display text-xl font-bold text-ink">
            Work on it
          </h2>
          <WorkField path={path} intent="status" name="status" label="Status" submit="Set status" state={state}>
            {(control) => (
              <select {...control} defaultValue={value("status", quote.status)} className={inputClass}>
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
                className={inputClass}
              />
            )}
          </WorkField>
          <WorkField path={path} intent="booking" name="bookedFor" label="Booked for" submit="Save date" state={state}>
            {(control) => <input {...control} type="date" defaultValue={value("bookedFor", quote.bookedFor ?? "")} className={inputClass} />}
          </WorkField>
          <WorkField path={path} intent="assignee" name="assignee" label="Assignee" submit="Assign" state={state}>
            {(control) => (
              <select {...control} defaultValue={value("assignee", quote.assigneeId ?? "")} className={inputClass}>
                <option value="">Nobody</option>
                {staff.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </select>
            )}
          </WorkField>
        </section>
      </div>

      <section aria-labelledby="photos-heading" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="photos-heading" className="mb-2 font-display text-xl font-bold text-ink">
          {`Photos (${photos.length})`}
        </h2>
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
      </section>

      <section aria-labelledby="notes-heading" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="notes-heading" className="mb-2 font-display text-xl font-bold text-ink">
          Notes
        </h2>
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
            aria-describedby={describedBy(state, "note", "note-hint")}
            aria-invalid={state.errors.note ? true : undefined}
            className={inputClass}
          />
          <FieldError state={state} name="note" />
          <div>
            <button type="submit" className={buttonClass}>
              Add note
            </button>
          </div>
        </form>
      </section>

      <section id="email" aria-labelledby="emails-heading" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="emails-heading" className="mb-2 font-display text-xl font-bold text-ink">
          Emails
        </h2>
        <FieldError state={state} name="email" />
        {emails.length === 0 ? (
          <p className="text-muted">No emails: none are sent for a suspected bot.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Delivery of this request's emails</caption>
            <thead>
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
            <tbody>
              {emails.map((email) => (
                <tr key={email.id} className="border-t border-slate-200">
                  <th scope="row" className="p-2">
                    {email.kind === "staff" ? "Office copy" : "Customer confirmation"}
                  </th>
                  <td className={email.status === "failed" ? "p-2 font-semibold text-danger" : "p-2"}>
                    {email.status}
                    {email.sentAt && <span className="block text-xs text-muted">{formatLondon(email.sentAt)}</span>}
                  </td>
                  <td className="p-2">{email.attempts}</td>
                  <td className="p-2">{email.lastError ? email.lastError.slice(0, 160) : ""}</td>
                  <td className="p-2">
                    {email.status === "failed" && (
                      <form method="post" action={path}>
                        <input type="hidden" name="intent" value="send-again" />
                        <input type="hidden" name="outboxId" value={email.id} />
                        <button type="submit" className={secondaryButtonClass}>
                          {`Send the ${email.kind === "staff" ? "office copy" : "confirmation"} again`}
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="erase-heading" className="mt-6 rounded-lg border border-danger bg-white p-4">
        <h2 id="erase-heading" className="mb-2 font-display text-xl font-bold text-ink">
          Erase this request
        </h2>
        <p className="mb-2">Deletes the request, its photos, notes and emails for good. The log keeps only the reference and the fact it was erased.</p>
        <form method="post" action={path} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="erase" />
          <div className="flex flex-col">
            <label htmlFor="confirm" className="font-semibold">
              {`Type ${quote.reference} to confirm`}
            </label>
            <input
              id="confirm"
              name="confirm"
              autoComplete="off"
              defaultValue=""
              aria-describedby={describedBy(state, "confirm")}
              aria-invalid={state.errors.confirm ? true : undefined}
              className={inputClass}
            />
            <FieldError state={state} name="confirm" />
          </div>
          <button type="submit" className="rounded-md bg-danger px-4 py-2 font-semibold text-white">
            Erase for good
          </button>
        </form>
      </section>
    </>
  );
}

/** POST /staff/quotes/:reference: one change per form, 303 back with a confirmation. */
export async function quoteAction(ctx: SignedInContext): Promise<Response> {
  const reference = (ctx.params.reference ?? "").toUpperCase();
  const form = await readForm(ctx.request);
  const intent = field(form, "intent");
  const { db } = ctx.services.database;
  const actor = staffActor(ctx.staff);
  const now = new Date();
  const values: Record<string, string> = {};
  try {
    switch (intent) {
      case "status":
        values.status = field(form, "status");
        await setStatus(db, reference, values.status, actor, now);
        break;
      case "price":
        values.price = field(form, "price", 40);
        await setPrice(db, reference, values.price, actor, now);
        break;
      case "booking":
        values.bookedFor = field(form, "bookedFor", 40);
        await setBookedFor(db, reference, values.bookedFor, actor, now);
        break;
      case "assignee":
        values.assignee = field(form, "assignee", 100);
        await setAssignee(db, reference, values.assignee, actor, now);
        break;
      case "note":
        values.note = field(form, "note", NOTE_MAX + 100);
        await addNote(db, reference, values.note, actor, now);
        break;
      case "not-spam":
        await notSpam(db, reference, actor, now, {
          mailDomain: new URL(ctx.services.env.SITE_URL).hostname,
          confirmationsPerHour: ctx.services.env.CONFIRMATION_EMAILS_PER_HOUR,
        });
        ctx.services.outbox.wake();
        break;
      case "send-again":
        await sendAgain(db, reference, Number.parseInt(field(form, "outboxId", 20), 10) || 0, actor, now);
        ctx.services.outbox.wake();
        break;
      case "erase": {
        const confirm = field(form, "confirm", 40).trim().toUpperCase();
        if (confirm !== reference) throw new InvalidInput("confirm", `Type the reference ${reference} exactly to erase this request.`);
        await eraseQuotes(ctx.services, { reference }, actor, now);
        return seeOther("/staff?done=erased");
      }
      default:
        return seeOther(quotePath(reference));
    }
  } catch (error) {
    if (error instanceof QuoteNotFound) return notFoundPage(ctx);
    if (error instanceof InvalidInput) return quotePage(ctx, { errors: { [error.field]: error.message }, values });
    throw error;
  }
  return seeOther(`${quotePath(reference)}?done=${intent}`);
}
