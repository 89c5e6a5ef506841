import { buttonClass, ErrorSummary, linkClass, Panel, quotePath, type FormErrors } from "../../../components/page-kit/kit";
import { controlClass, Field } from "../../../components/ui/field";
import { formatDate } from "../../../kernel/uk-time";
import { phoneForPeople } from "../../../kernel/phone";
import { describeSlot } from "../slot-names";
import { PriceFields } from "./price-section";

/** A slot as the office's form lists it: the customer's list, with its room and whether staff closed it. */
interface OfficeSlot {
  date: string;
  id: string;
  label: string;
  window: string;
  /** Jobs still to be had in it: zero or less when full. */
  room: number;
  blocked: boolean;
}

export interface OfficeBookPageData {
  request: {
    reference: string;
    name: string;
    phone: string;
    email: string | null;
    postcode: string;
    description: string;
    accessNotes: string | null;
    status: string;
    bookedFor: string | null;
  };
  /** The request's live or done booking, when it has one: nothing more to book. */
  booked: { status: string; slotDate: string; slotId: string } | null;
  slots: OfficeSlot[];
  capacity: number;
  formId: string;
  values: Record<string, string>;
  errors: FormErrors;
}

function slotNote(slot: OfficeSlot, capacity: number): string {
  if (slot.blocked) return "closed to bookings: needs a reason";
  if (slot.room <= 0) return `full (${capacity - slot.room} of ${capacity} jobs): needs a reason`;
  return `${slot.room} of ${capacity} free`;
}

/**
 * /staff/quotes/:reference/book: the office books a slot for a customer who phoned or messaged. One
 * form: the fixed price, the address and phone for the day, the slot (the customer's own list, with
 * how full each is) and, for a full or closed slot, the reason to book it anyway.
 */
export function OfficeBookPage({ data }: { data: OfficeBookPageData }) {
  const { request, values, errors } = data;
  const days = [...new Set(data.slots.map((slot) => slot.date))];
  const text = (name: string, label: string, options: { required?: boolean; type?: string; hint?: string } = {}) => (
    <Field id={name} label={label} required={options.required} hint={options.hint} error={errors[name]}>
      <input name={name} type={options.type ?? "text"} autoComplete="off" defaultValue={values[name] ?? ""} className={controlClass} />
    </Field>
  );
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <a href={quotePath(request.reference)} className={linkClass}>
          {`Back to ${request.reference}`}
        </a>
      </p>
      <h1 className="font-display text-3xl font-bold text-brand-dark">{`Book ${request.reference} for ${request.name}`}</h1>
      <Panel id="request" heading="What they asked for">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">Phone</dt>
          <dd>{phoneForPeople(request.phone)}</dd>
          <dt className="font-semibold">Email</dt>
          <dd className={request.email ? "break-all" : undefined}>
            {request.email ?? "None: they get no emails, so tell them the slot and price on the phone"}
          </dd>
          <dt className="font-semibold">What is to go</dt>
          <dd className="whitespace-pre-line">{request.description}</dd>
          <dt className="font-semibold">Access</dt>
          <dd className="whitespace-pre-line">{request.accessNotes || "None given"}</dd>
        </dl>
      </Panel>
      {data.booked ? (
        <Panel id="booked" heading="Already booked">
          <p>
            {`${data.booked.status === "done" ? "Collected" : "Booked for"} ${describeSlot({ date: data.booked.slotDate, id: data.booked.slotId })}. `}
            <a href={`/staff/schedule?week=${data.booked.slotDate}`} className={linkClass}>
              See it on the schedule
            </a>
          </p>
        </Panel>
      ) : (
        <>
          <ErrorSummary errors={errors} lead="Not booked yet:" />
          <form method="post" className="space-y-6">
            <input type="hidden" name="formId" value={data.formId} />
            <Panel id="price" heading="Fixed price">
              <div className="flex flex-col gap-4">
                <PriceFields state={{ values, errors }} />
              </div>
            </Panel>
            <Panel id="address" heading="Address and phone for the day">
              <div className="space-y-4">
                {text("addressLine1", "Address line 1", { required: true })}
                {text("addressLine2", "Address line 2")}
                {text("town", "Town", { required: true })}
                {text("postcode", "Postcode", { required: true })}
                {text("phone", "Phone on the day", { required: true, type: "tel" })}
              </div>
            </Panel>
            <Panel id="when" heading="Slot">
              {request.bookedFor && (
                <p className="mb-2">{`The request was noted as booked for ${formatDate(request.bookedFor, "full")}, with no slot: choose its slot here.`}</p>
              )}
              <fieldset id="slot" tabIndex={-1} aria-describedby={errors.slot ? "slot-error" : undefined}>
                <legend className="mb-2 font-semibold text-ink">Day and time</legend>
                {errors.slot && (
                  <p id="slot-error" className="mb-2 font-semibold text-danger">
                    {errors.slot}
                  </p>
                )}
                {days.length === 0 && <p>No slots are open in the next two weeks.</p>}
                <div className="space-y-3">
                  {days.map((date) => (
                    <fieldset key={date}>
                      <legend className="font-semibold">{formatDate(date, "weekday")}</legend>
                      <ul className="mt-1 space-y-1">
                        {data.slots
                          .filter((slot) => slot.date === date)
                          .map((slot) => {
                            const value = `${slot.date}/${slot.id}`;
                            return (
                              <li key={value}>
                                <label className="inline-flex min-h-11 items-center gap-2">
                                  <input type="radio" name="slot" value={value} defaultChecked={values.slot === value} className="size-5" />
                                  <span>
                                    {`${slot.label}, ${slot.window} `}
                                    <span className={slot.room > 0 && !slot.blocked ? "text-muted" : "font-semibold text-danger"}>
                                      {`(${slotNote(slot, data.capacity)})`}
                                    </span>
                                  </span>
                                </label>
                              </li>
                            );
                          })}
                      </ul>
                    </fieldset>
                  ))}
                </div>
              </fieldset>
              <div className="mt-4">
                <Field
                  id="overbookReason"
                  label="Reason to book a full or closed slot"
                  hint="Only for a slot marked as needing a reason. The audit keeps it."
                  error={errors.overbookReason}
                >
                  <textarea name="overbookReason" rows={2} defaultValue={values.overbookReason ?? ""} className={controlClass} />
                </Field>
              </div>
            </Panel>
            <button type="submit" className={buttonClass("primary")}>
              {request.email ? "Book it and email the customer" : "Book it"}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
