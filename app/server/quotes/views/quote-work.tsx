import type { ReactNode } from "react";
import {
  buttonClass,
  controlClass,
  describedBy,
  FieldError,
  linkClass,
  Panel,
  type FormErrors,
  type FormValues,
} from "../../../components/page-kit/kit";
import { describeSlot } from "../../booking/views";
import { formatDate } from "../../../kernel/uk-time";
import { STATUS_LABELS, STATUSES } from "../inbox/model";
import type { QuoteDetailShown } from "./quote-shown";

/** What a work form sent back: the values typed and the problems found. */
export interface QuoteFormState {
  errors: FormErrors;
  values: FormValues;
}

/** What a work form's control needs to be labelled and tied to its hint and error. */
interface ControlProps {
  id: string;
  name: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

/** One change to a request: a labelled control and its button, posted on its own with its intent. */
function WorkField(props: {
  path: string;
  intent: string;
  name: string;
  label: string;
  hint?: string;
  submit: string;
  state: QuoteFormState;
  children: (control: ControlProps) => ReactNode;
}) {
  const { path, intent, name, label, hint, submit, state } = props;
  const hintId = hint ? `${name}-hint` : undefined;
  const control: ControlProps = {
    id: name,
    name,
    "aria-describedby": describedBy(state.errors, name, hintId),
    "aria-invalid": state.errors[name] ? true : undefined,
  };
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

/** The request's status, price, booked date and assignee, each changed on its own. */
export function WorkPanel({
  quote,
  path,
  state,
  staff,
  booked,
}: {
  quote: QuoteDetailShown["quote"];
  path: string;
  state: QuoteFormState;
  staff: { id: string; name: string }[];
  /** The customer's booking, when they booked a slot: its day is then changed on the schedule only. */
  booked?: { slotDate: string; slotId: string };
}) {
  const value = (name: string, fallback: string) => state.values[name] ?? fallback;
  return (
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
      <div className="mb-4">
        <p className="font-semibold text-ink">Booked for</p>
        {booked ? (
          <>
            <p>
              {`${describeSlot({ date: booked.slotDate, id: booked.slotId })}. `}
              <a href={`/staff/schedule?week=${booked.slotDate}`} className={linkClass}>
                Move it on the schedule
              </a>
              , so the customer is told.
            </p>
            <details className="mt-2">
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand">
                The customer asked to cancel
              </summary>
              <WorkField
                path={path}
                intent="cancel-booking"
                name="cancelReason"
                label="Why, if they said"
                hint="The customer is emailed the cancellation when they gave an address."
                submit="Cancel the booking"
                state={state}
              >
                {(control) => <textarea {...control} rows={2} defaultValue={value("cancelReason", "")} className={controlClass} />}
              </WorkField>
            </details>
          </>
        ) : (
          <p>
            {quote.bookedFor
              ? `Noted as booked for ${formatDate(quote.bookedFor, "full")} with no slot, so it is on no schedule: `
              : "Not booked. For a customer who phoned or messaged: "}
            <a href={`${path}/book`} className={linkClass}>
              {quote.bookedFor ? "place it in a slot" : "set the price and book a slot"}
            </a>
          </p>
        )}
      </div>
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
  );
}
