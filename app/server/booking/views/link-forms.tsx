import { buttonClass, controlClass, ErrorSummary, FieldError, linkClass as link, type FormErrors } from "../../../components/page-kit/kit";
import { Field } from "../../../components/ui/field";
import { bookingRules, declineReasons, priceTerms } from "../../../content/booking";
import { business, telLink } from "../../../content/business";
import { spokenTime } from "../../../lib/same-day";
import { formatDate, formatLondon } from "../../../kernel/uk-time";
import { slotValue } from "../slot-names";
import { h2, panel, type ShownLinkData } from "./link-sections";

/** The forms of the customer's booking page: accept, decline, move and cancel. */

/** A slot on offer, as the forms list it. */
export interface ShownSlot {
  date: string;
  id: string;
  definition: { label: string; window: string };
}

/** Whether the booking can still be moved or cancelled here, and until when it can. */
export interface BookingChange {
  allowed: boolean;
  deadline: Date | null;
}

export interface FormState {
  /** Which form the errors belong to. */
  form?: "accept" | "decline" | "move" | "cancel";
  errors: FormErrors;
  values: Record<string, string>;
}

/** A day's slots side by side: as many columns as the fullest day has slots. */
const SLOT_COLUMNS = ["grid-cols-1", "grid-cols-1", "grid-cols-2", "grid-cols-3", "grid-cols-4"];

/** The slots as radio buttons grouped by day; the one chosen before stays chosen. */
function SlotChoice({ slots, state, legend }: { slots: ShownSlot[]; state: FormState; legend: string }) {
  const chosen = state.values.slot ?? "";
  const days = [...new Set(slots.map((slot) => slot.date))];
  const perDay = Math.max(0, ...days.map((date) => slots.filter((slot) => slot.date === date).length));
  const error = state.errors.slot;
  return (
    <fieldset
      id="slot"
      tabIndex={-1}
      aria-describedby={["slot-hint", error ? "slot-error" : ""].filter(Boolean).join(" ")}
      className="mb-4"
    >
      <legend className="font-semibold text-ink">{legend}</legend>
      <p id="slot-hint" className="mb-2 text-sm text-muted">
        {`Slots in the next ${bookingRules.horizonDays} days with room. Today's slots can be booked until ${spokenTime(bookingRules.sameDayCutoff)} (UK time) if they have not begun.`}
      </p>
      <FieldError errors={state.errors} name="slot" look="public" />
      {slots.length === 0 ? (
        <p className="font-semibold">{`Every slot in the next ${bookingRules.horizonDays} days is taken. Please call us on ${business.phoneDisplay} and we'll find a time.`}</p>
      ) : (
        <div className="mt-2 flex flex-col gap-2">
          {days.map((date) => (
            // Each day a row of its slots (morning, afternoon, evening), so a fortnight fits about two phone screens.
            <fieldset key={date}>
              <legend className="mb-1 text-sm font-semibold">{formatDate(date, "weekday")}</legend>
              <div className={`grid gap-1.5 ${SLOT_COLUMNS[perDay] ?? "grid-cols-4"}`}>
                {slots
                  .filter((slot) => slot.date === date)
                  .map((slot) => {
                    const value = slotValue(slot);
                    const id = `slot-${value.replace("/", "-")}`;
                    return (
                      <label
                        key={value}
                        htmlFor={id}
                        className="flex min-h-12 cursor-pointer flex-col items-start gap-0.5 rounded-lg border border-slate-300 px-2 py-1 text-sm leading-snug has-checked:border-brand has-checked:bg-brand-soft sm:flex-row sm:items-center sm:gap-2"
                      >
                        <input
                          type="radio"
                          id={id}
                          name="slot"
                          value={value}
                          defaultChecked={chosen === value}
                          className="size-5 shrink-0 accent-brand"
                        />
                        {/* The times stay on one line; on a phone the radio sits above the words, so three slots fit a row. */}
                        <span>
                          {`${slot.definition.label}, `}
                          <span className="whitespace-nowrap">{slot.definition.window}</span>
                        </span>
                      </label>
                    );
                  })}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </fieldset>
  );
}

function text(name: string, state: FormState, props: { autoComplete?: string; inputMode?: "tel"; maxLength: number }) {
  return (
    <input
      type={props.inputMode === "tel" ? "tel" : "text"}
      name={name}
      defaultValue={state.values[name] ?? ""}
      className={controlClass}
      {...props}
    />
  );
}

/**
 * Cancelling asks once: the button opens the confirmation (a disclosure, so it works without
 * JavaScript) with an optional reason, and only its button cancels.
 */
function CancelForm({ action, deadline, state }: { action: string; deadline: Date | null; state: FormState }) {
  const errors = state.form === "cancel" ? state.errors : {};
  return (
    <section aria-labelledby="cancel-heading" className={panel}>
      <h2 id="cancel-heading" className={h2}>
        Cancel your collection
      </h2>
      <p className="mb-3">{`Free of charge until ${deadline ? formatLondon(deadline) : `${priceTerms.freeChangeHours} hours before your slot`}.`}</p>
      <details open={state.form === "cancel"} className="group">
        <summary className={`${buttonClass("outline")} cursor-pointer list-none`}>Cancel the collection…</summary>
        <form method="post" action={action} noValidate className="mt-4 flex flex-col gap-4">
          <input type="hidden" name="intent" value="cancel" />
          <p className="font-semibold">
            Are you sure? The slot goes to someone else. You can book again from this page while the price is valid.
          </p>
          <Field id="reason" label="Why are you cancelling? (optional)" error={errors.reason}>
            <textarea
              name="reason"
              rows={2}
              maxLength={500}
              defaultValue={state.form === "cancel" ? (state.values.reason ?? "") : ""}
              className={controlClass}
            />
          </Field>
          <div>
            <button type="submit" className={buttonClass("danger")}>
              Yes, cancel the collection
            </button>
          </div>
        </form>
      </details>
    </section>
  );
}

export function AcceptForm({
  action,
  slots,
  state,
  heading = "Accept and book",
}: {
  action: string;
  slots: ShownSlot[];
  state: FormState;
  heading?: string;
}) {
  const errors = state.form === "accept" ? state.errors : {};
  const s = { ...state, errors };
  return (
    <section aria-labelledby="accept-heading" className={panel}>
      <h2 id="accept-heading" className={h2}>
        {heading}
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
        <Field
          id="phone"
          label="Phone number for the day"
          required
          hint="The crew call it when they are on their way."
          error={errors.phone}
        >
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
          <FieldError errors={errors} name="agree" look="public" />
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

export function DeclineForm({ action, state }: { action: string; state: FormState }) {
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
          <FieldError errors={errors} name="reason" look="public" />
          {declineReasons.map((reason) => (
            <div key={reason.id} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                id={`reason-${reason.id}`}
                name="reason"
                value={reason.id}
                defaultChecked={chosen === reason.id}
                className="size-5 accent-brand"
              />
              <label htmlFor={`reason-${reason.id}`}>{reason.label}</label>
            </div>
          ))}
        </fieldset>
        <Field id="detail" label="Anything you'd like to add" error={errors.detail}>
          <textarea
            name="detail"
            rows={3}
            maxLength={1000}
            defaultValue={state.form === "decline" ? (state.values.detail ?? "") : ""}
            className={controlClass}
          />
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

export function ManageBooking({
  action,
  data,
  change,
  slots,
  state,
}: {
  action: string;
  data: ShownLinkData;
  change: BookingChange;
  slots: ShownSlot[];
  state: FormState;
}) {
  const booking = data.booking!;
  const deadline = change.deadline;
  if (!change.allowed) {
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
      <CancelForm action={action} deadline={deadline} state={state} />
    </>
  );
}

const LEADS = {
  accept: "Nothing is booked yet:",
  decline: "Nothing was sent:",
  move: "Your booking is unchanged:",
  cancel: "Your booking is unchanged:",
} as const;

/** A form's problems, at the top of the page where a reader lands after posting, each linked to its field. */
export function Problems({ state }: { state: FormState }) {
  return state.form ? <ErrorSummary errors={state.errors} lead={LEADS[state.form]} look="public" /> : null;
}
