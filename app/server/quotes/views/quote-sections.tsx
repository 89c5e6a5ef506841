import {
  buttonClass,
  ButtonCell,
  CardHead,
  CardLabel,
  cardTable,
  controlClass,
  describedBy,
  FieldError,
  Hint,
  Panel,
} from "../../../components/page-kit/kit";
import { formatPounds } from "../../../kernel/money";
import { phoneForPeople, telHref } from "../../../kernel/phone";
import { formatLondon, formatPreferred } from "../../../kernel/uk-time";
import { NOTE_MAX } from "../inbox/model";
import type { QuoteDetailShown } from "./quote-shown";
import type { QuoteFormState } from "./quote-work";
import { emailLabel } from "./email-labels";

/* The request's page, panel by panel: its details, photos, notes, emails, and erasing it. */

const whatsappDigits = (phone: string) => phone.replace(/\D/g, "");

/** Who sent the request and what they asked, with ways to reply. */
/**
 * The request's price: the fixed price sent (its own panel has the lines), or a figure noted on the
 * request before fixed prices were sent from here, which the customer never saw.
 */
function priceText({ quote, fixedPriceSent }: QuoteDetailShown): string {
  if (quote.quotedPricePence === null) return "No fixed price sent yet";
  if (fixedPriceSent) return `${formatPounds(quote.quotedPricePence)}, the fixed price sent`;
  return `${formatPounds(quote.quotedPricePence)}, noted before fixed prices (not sent to the customer)`;
}

/** How the request came in. */
const SOURCE_TEXT: Record<string, string> = {
  api: "the upload form",
  form: "the plain form",
  phone: "a phone call, taken by the office",
  whatsapp: "a WhatsApp message, taken by the office",
};

export function DetailsPanel({ detail }: { detail: QuoteDetailShown }) {
  const { quote } = detail;
  const text = `Hello ${quote.name.split(" ")[0] ?? ""}, about your quote request ${quote.reference}: `;
  return (
    <Panel id="details" heading="Details">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
        <dt className="font-semibold">Name</dt>
        <dd>{quote.name}</dd>
        <dt className="font-semibold">Phone</dt>
        <dd>{phoneForPeople(quote.phone)}</dd>
        <dt className="font-semibold">Email</dt>
        <dd className={quote.email ? "break-all" : undefined}>{quote.email ?? "None given: tell them by phone"}</dd>
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
        <dd>{SOURCE_TEXT[quote.source] ?? quote.source}</dd>
        <dt className="font-semibold">Consent</dt>
        <dd>{quote.consentGiven ? "Agreed to be contacted" : "Not given"}</dd>
        <dt className="font-semibold">Price</dt>
        <dd>{priceText(detail)}</dd>
        <dt className="font-semibold">Booked for</dt>
        <dd>{quote.bookedFor ?? "Not booked"}</dd>
        <dt className="font-semibold">Assignee</dt>
        <dd>{detail.assigneeName ?? "Nobody"}</dd>
      </dl>
      <ul className="mt-4 flex flex-wrap gap-3">
        <li>
          <a href={telHref(quote.phone)} className={buttonClass("primary")}>
            Call
          </a>
        </li>
        <li>
          <a href={`https://wa.me/${whatsappDigits(quote.phone)}?text=${encodeURIComponent(text)}`} className={buttonClass("outline")}>
            WhatsApp
          </a>
        </li>
        {quote.email && (
          <li>
            <a
              href={`mailto:${quote.email}?subject=${encodeURIComponent(`Your quote request ${quote.reference}`)}`}
              className={buttonClass("outline")}
            >
              Email reply
            </a>
          </li>
        )}
      </ul>
    </Panel>
  );
}

/** The photos sent with the request, each opening full size. */
export function PhotosPanel({ path, photos }: { path: string; photos: QuoteDetailShown["photos"] }) {
  return (
    <Panel id="photos" heading={`Photos (${photos.length})`} className="mt-6">
      {photos.length === 0 ? (
        <p className="text-muted">No photos were sent.</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {photos.map((photo) => (
            <li key={photo.position}>
              <a
                href={`${path}/photos/${photo.position}`}
                className="block rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
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
  );
}

/** The office's notes on the request, and a form to add one. */
export function NotesPanel({ path, notes, state }: { path: string; notes: QuoteDetailShown["notes"]; state: QuoteFormState }) {
  const value = (name: string, fallback: string) => state.values[name] ?? fallback;
  return (
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
        <Hint name="note">Notes cannot be changed once added.</Hint>
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
  );
}

/** The request's emails and their delivery, a failed one with a button to send it again. */
export function EmailsPanel({ path, emails, state }: { path: string; emails: QuoteDetailShown["emails"]; state: QuoteFormState }) {
  return (
    <Panel id="email" heading="Emails" className="mt-6">
      <FieldError errors={state.errors} name="email" />
      {emails.length === 0 ? (
        <p className="text-muted">No emails: none are sent for a suspected bot.</p>
      ) : (
        <table className={cardTable.table}>
          <caption className="sr-only">Delivery of this request's emails</caption>
          <CardHead columns={["Email", "State", "Attempts", "Last error", { hidden: "Action" }]} />
          <tbody className={cardTable.body}>
            {emails.map((email) => (
              <tr key={email.id} className={cardTable.row}>
                <th scope="row" className={`${cardTable.cell} pt-2 font-semibold`}>
                  {emailLabel(email.template, email.kind)}
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
                <ButtonCell show={email.status === "failed"} action={path} fields={{ intent: "send-again", outboxId: email.id }}>
                  {`Send the ${emailLabel(email.template, email.kind).toLowerCase()} again`}
                </ButtonCell>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

/** Erasing the request for good, confirmed by typing its reference. */
export function ErasePanel({
  path,
  reference,
  keptNotes,
  state,
}: {
  path: string;
  reference: string;
  /** What erasing keeps of the request's waste transfer notes, in a sentence ("" with none). */
  keptNotes: string;
  state: QuoteFormState;
}) {
  return (
    <Panel id="erase" heading="Erase this request" tone="danger" className="mt-6">
      {keptNotes ? (
        <p className="mb-2">
          {`${keptNotes} Erasing deletes for good the request, its photos, description, email address, phone, notes, emails and its booking's details; the note keeps the name, address and waste it records. The log keeps only the reference and the fact it was erased.`}
        </p>
      ) : (
        <p className="mb-2">
          Deletes the request, its photos, notes and emails for good. The log keeps only the reference and the fact it was erased.
        </p>
      )}
      <form method="post" action={path} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="erase" />
        <div className="flex min-w-0 flex-1 basis-48 flex-col">
          <label htmlFor="confirm" className="font-semibold">
            {`Type ${reference} to confirm`}
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
  );
}
