import { buttonClass, controlClass, ErrorSummary, Hint, linkClass } from "../../../components/page-kit/kit";
import { declineReasons } from "../../../content/booking";
import { loadSizes, surcharges } from "../../../content/pricing";
import { formatPounds } from "../../../kernel/money";
import { formatLondon, formatPreferred } from "../../../kernel/uk-time";
import { completePath } from "../../waste/views";
import { FREE_LINES, priceFields, type PriceDraft } from "../price-fields";
import { describeSlot } from "../slot-names";

/** The price form's state: what was typed, the problems, or the draft being previewed. */
export interface PriceFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  draft?: PriceDraft;
}

/** A fixed price sent for the request, as its history lists it. */
export interface ShownPrice {
  id: string;
  version: number;
  totalPence: number;
  status: string;
  createdAt: Date;
  validUntil: string;
  declineReason: string | null;
  declineText: string | null;
  lines: { label: string; amountPence: number }[];
}

/** A booking of one of the prices. */
export interface ShownBooking {
  id: string;
  priceQuoteId: string;
  status: string;
  slotDate: string;
  slotId: string;
  town: string;
  postcode: string;
}

const STATUS_TEXT: Record<string, string> = {
  open: "Sent, waiting for the customer",
  superseded: "Replaced by a later price",
  accepted: "Accepted and booked",
  declined: "Declined",
  cancelled: "Accepted, then the booking was cancelled",
};

function Input(props: {
  name: string;
  label: string;
  state: PriceFormState;
  hint?: string;
  wide?: boolean;
  inputMode?: "decimal" | "numeric";
  type?: "text" | "date";
}) {
  const { name, label, state, hint, wide = false, inputMode, type = "text" } = props;
  const error = state.errors[name];
  const describedBy = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col">
      <label htmlFor={name} className="font-semibold">
        {label}
      </label>
      {hint && <Hint name={name}>{hint}</Hint>}
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={state.values[name] ?? ""}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${controlClass} ${wide ? "w-full" : "w-32"}`}
      />
      {error && (
        <p id={`${name}-error`} className="font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function DraftPreview({ draft, path, values }: { draft: PriceDraft; path: string; values: Record<string, string> }) {
  return (
    <section aria-labelledby="preview-heading" className="mb-4 rounded-lg border-2 border-brand bg-brand-soft p-4">
      <h3 id="preview-heading" className="mb-2 font-display text-lg font-bold text-ink">
        Preview: what the customer will see
      </h3>
      <table className="mb-2 w-full text-left">
        <caption className="sr-only">The lines of the price</caption>
        <tbody>
          {draft.lines.map((line, i) => (
            <tr key={i} className="border-b border-slate-300">
              <th scope="row" className="py-1 pr-2 font-normal">
                {line.label}
              </th>
              <td className="py-1 text-right tabular-nums">{formatPounds(line.amountPence)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-1 pr-2">
              Total, fixed
            </th>
            <td className="py-1 text-right font-bold tabular-nums">{formatPounds(draft.totalPence)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mb-1">{`Valid until ${formatPreferred(draft.validUntil)}.`}</p>
      <p className="mb-3">{`Included: ${draft.included.join("; ") || "nothing listed"}.`}</p>
      <form method="post" action={path}>
        <input type="hidden" name="intent" value="price-send" />
        {Object.entries(values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={buttonClass("primary")}>
          {`Send this price (${formatPounds(draft.totalPence)}) to the customer`}
        </button>
      </form>
    </section>
  );
}

/** The request's fixed prices: the history, and the form to send a new one (preview first). */
export function PriceSection({
  path,
  prices,
  bookings,
  state,
  canSend,
}: {
  path: string;
  prices: ShownPrice[];
  bookings: ShownBooking[];
  state: PriceFormState;
  canSend: string | true;
}) {
  return (
    <section id="fixed-price" aria-labelledby="fixed-price-heading" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="fixed-price-heading" className="mb-2 font-display text-xl font-bold text-ink">
        Fixed price
      </h2>
      {prices.length === 0 ? (
        <p className="mb-4 text-muted">No fixed price sent yet.</p>
      ) : (
        <PriceHistory prices={prices} bookings={bookings} />
      )}
      {canSend !== true ? (
        <p className="font-semibold">{canSend}</p>
      ) : (
        <>
          {/* The preview form's answer opens here (#price-result), not at the top of a long page. */}
          <div id="price-result" tabIndex={-1} className="scroll-mt-4 outline-none">
            <ErrorSummary errors={state.errors} />
            {state.draft && <DraftPreview draft={state.draft} path={path} values={state.values} />}
          </div>
          <NewPriceForm path={path} state={state} revised={prices.length > 0} />
        </>
      )}
    </section>
  );
}

/** The prices sent, newest version last, each with its booking if the customer booked it. */
function PriceHistory({ prices, bookings }: { prices: ShownPrice[]; bookings: ShownBooking[] }) {
  return (
    <ol className="mb-4 space-y-3">
      {prices.map((price) => {
        const booking = bookings.find((b) => b.priceQuoteId === price.id);
        return (
          <li key={price.id} className="border-l-4 border-brand-tint pl-3">
            <p className="font-semibold">{`Version ${price.version}: ${formatPounds(price.totalPence)} · ${STATUS_TEXT[price.status] ?? price.status}`}</p>
            <p className="text-sm text-muted">{`Sent ${formatLondon(price.createdAt)}; valid until ${formatPreferred(price.validUntil)}`}</p>
            <p className="text-sm">{price.lines.map((line) => `${line.label} ${formatPounds(line.amountPence)}`).join(" · ")}</p>
            {price.status === "declined" && (
              <p className="text-sm">{`Reason: ${declineReasons.find((r) => r.id === price.declineReason)?.label ?? "none"}${price.declineText ? `: “${price.declineText}”` : ""}`}</p>
            )}
            {booking && (
              <p className="text-sm">{`${booking.status === "booked" ? "Booked for" : "Was booked for"} ${describeSlot({ date: booking.slotDate, id: booking.slotId })}, ${booking.town} ${booking.postcode}`}</p>
            )}
            {booking && booking.status !== "cancelled" && (
              <p className="mt-1">
                <a href={completePath(booking.id)} className={linkClass}>
                  {booking.status === "booked"
                    ? "Collected: complete the job and issue its waste transfer note"
                    : "The job's waste transfer note"}
                </a>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The form for a new fixed price: its lines, what is included and how long it holds; previewed before it is sent. */
function NewPriceForm({ path, state, revised }: { path: string; state: PriceFormState; revised: boolean }) {
  return (
    <form method="post" action={`${path}#price-result`} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="price-preview" />
      <h3 className="font-display text-lg font-bold text-ink">{revised ? "Send a revised price" : "Send a fixed price"}</h3>
      <PriceFields state={state} />
      <div>
        <button type="submit" className={buttonClass("outline")}>
          Preview the price
        </button>
      </div>
    </form>
  );
}

/** The price form's fields (the lines, what is included, the validity), inside a form of the page's own. */
export function PriceFields({ state }: { state: PriceFormState }) {
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col">
          <label htmlFor={priceFields.load} className="font-semibold">
            Load size
          </label>
          <select
            id={priceFields.load}
            name={priceFields.load}
            defaultValue={state.values[priceFields.load] ?? ""}
            aria-invalid={state.errors[priceFields.load] ? true : undefined}
            aria-describedby={state.errors[priceFields.load] ? `${priceFields.load}-error` : undefined}
            className={controlClass}
          >
            <option value="">No load line</option>
            {loadSizes.map((load) => (
              <option key={load.id} value={load.id}>
                {`${load.label} (£${load.price.min}–£${load.price.max})`}
              </option>
            ))}
          </select>
          {state.errors[priceFields.load] && (
            <p id={`${priceFields.load}-error`} className="font-semibold text-danger">
              {state.errors[priceFields.load]}
            </p>
          )}
        </div>
        <Input name={priceFields.loadAmount} label="Load price (£)" state={state} inputMode="decimal" />
        <Input name={priceFields.stairs} label="Stairs, no lift (£)" hint="Blank for none" state={state} inputMode="decimal" />
      </div>
      <fieldset>
        <legend className="mb-1 font-semibold">Items that cost extra</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {surcharges.map((s) => (
            <div key={s.id} className="flex flex-wrap items-end gap-2 rounded border border-slate-200 p-2">
              <Input name={priceFields.surchargeCount(s.id)} label={`${s.item}: how many`} state={state} inputMode="numeric" />
              <Input
                name={priceFields.surchargeAmount(s.id)}
                label={`${s.item}: price each (£${s.price.min}–£${s.price.max})`}
                state={state}
                inputMode="decimal"
              />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1 font-semibold">Lines of your own</legend>
        {Array.from({ length: FREE_LINES }, (_, i) => i + 1).map((n) => (
          <div key={n} className="mb-2 flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              <Input name={priceFields.freeText(n)} label={`Line ${n}: what for`} state={state} wide />
            </div>
            <Input name={priceFields.freeAmount(n)} label={`Line ${n}: amount (£)`} state={state} inputMode="decimal" />
          </div>
        ))}
      </fieldset>
      <div className="flex flex-col">
        <label htmlFor={priceFields.included} className="font-semibold">
          What is included
        </label>
        <Hint name="included">One item a line.</Hint>
        <textarea
          id={priceFields.included}
          name={priceFields.included}
          rows={5}
          defaultValue={state.values[priceFields.included] ?? ""}
          aria-describedby={state.errors[priceFields.included] ? "included-hint included-error" : "included-hint"}
          aria-invalid={state.errors[priceFields.included] ? true : undefined}
          className={controlClass}
        />
        {state.errors[priceFields.included] && (
          <p id="included-error" className="font-semibold text-danger">
            {state.errors[priceFields.included]}
          </p>
        )}
      </div>
      <Input name={priceFields.validUntil} label="Valid until" hint="The last day the customer can accept it" state={state} type="date" />
    </>
  );
}
