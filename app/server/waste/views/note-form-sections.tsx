import { Field } from "../../../components/ui/field";
import { receivingSites } from "../../../content/receiving-sites";
import { containments, printedCode, wasteKinds } from "../../../content/waste";
import { buttonClass, controlClass, describedBy, FieldError, type FormErrors, type FormValues } from "../../../components/page-kit/kit";

/*
 * The parts of a note's form that the completion form and the correction form share: the waste
 * lines (each with its receiving site), the customer, the time of the transfer, and the radio and
 * tick controls they use.
 */

export type SectionProps = { values: FormValues; errors: FormErrors };
export const valueOf = (values: FormValues) => (name: string) => values[name] ?? "";

/**
 * The waste lines, one row each. With `addLine` (the form's own address), an "Add a line" button
 * posts the form back with one more line and nothing typed lost (it works without JavaScript), and
 * the page opens at the new line.
 */
export function WasteCollected({ rows, values, errors, addLine }: SectionProps & { rows: number; addLine?: string }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <legend className="px-1 font-display text-xl font-bold text-ink">Waste collected</legend>
      <p className="mb-3 text-sm text-muted">
        One line per kind of waste (* marks hazardous waste); &ldquo;No waste on this line&rdquo; leaves a line out. Give the share of the
        van, the weight, or both. Each site takes only the codes its permit lists: seating with POPs to a site that destroys it, fridges to
        one treating them.
      </p>
      <ol className="space-y-4">
        {Array.from({ length: rows }, (_, i) => (
          <WasteRow key={i} i={i} values={values} errors={errors} />
        ))}
      </ol>
      {addLine && (
        <button
          type="submit"
          name="intent"
          value="add-line"
          formAction={`${addLine}#line-${rows}`}
          className={`${buttonClass("outline")} mt-4`}
        >
          Add a line
        </button>
      )}
    </fieldset>
  );
}

/** The customer's name, and a business's details. */
export function TheCustomer({ values, errors }: SectionProps) {
  const v = valueOf(values);
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <legend className="px-1 font-display text-xl font-bold text-ink">The customer</legend>
      <div className="flex flex-col gap-4">
        <Field id="customerName" label="Customer's name (as on the note)" required error={errors.customerName}>
          <input name="customerName" type="text" autoComplete="off" defaultValue={v("customerName")} className={controlClass} />
        </Field>
        <Radios
          name="role"
          legend="The customer is"
          value={v("role") || "householder"}
          options={[
            { id: "householder", label: "A householder" },
            { id: "business", label: "A business" },
          ]}
          errors={errors}
        />
        {/* Folded away for a householder (most jobs); open when the customer is a business or its details are refused. */}
        <details
          id="business-details"
          open={v("role") === "business" || Boolean(errors.businessName || errors.sicCode || errors.hierarchy)}
        >
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand">A business: its details</summary>
          <div className="mt-2 flex flex-col gap-4">
            <Field id="businessName" label="Business name" error={errors.businessName}>
              <input name="businessName" type="text" autoComplete="off" defaultValue={v("businessName")} className={controlClass} />
            </Field>
            <Field id="sicCode" label="SIC code" hint="Five digits, e.g. 56101." error={errors.sicCode}>
              <input
                name="sicCode"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={v("sicCode")}
                className={controlClass}
              />
            </Field>
            <Tick
              name="hierarchy"
              label="The business declares that it applied the waste hierarchy (prevent, reuse, recycle, recover, dispose)"
              checked={v("hierarchy") === "yes"}
              errors={errors}
            />
          </div>
        </details>
      </div>
    </fieldset>
  );
}

/** When the waste changed hands: now unless the crew says earlier that day. */
export function TransferTime({ values, errors, day }: SectionProps & { day: string }) {
  const v = valueOf(values);
  return (
    <Field
      id="transferTime"
      label="Time of the transfer"
      required
      hint={
        day === "today"
          ? "When the waste was handed over today: now or earlier. Printed on the note."
          : `When the waste was handed over on ${day}. Printed on the note.`
      }
      error={errors.transferTime}
    >
      <input name="transferTime" type="time" step={60} autoComplete="off" defaultValue={v("transferTime")} className={controlClass} />
    </Field>
  );
}

/** A line's optional details, folded away unless one of them is set, changed or refused. */
function detailsOpen(i: number, values: FormValues, errors: FormErrors): boolean {
  const name = (field: string) => `line-${i}-${field}`;
  const containment = values[name("containment")] ?? "";
  return (
    Boolean(errors[name("description")] || errors[name("containment")] || errors[name("containmentText")]) ||
    (containment !== "" && containment !== "loose") ||
    Boolean(values[name("containmentText")]?.trim())
  );
}

function WasteRow({ i, values, errors }: { i: number; values: FormValues; errors: FormErrors }) {
  const name = (field: string) => `line-${i}-${field}`;
  const v = (field: string) => values[name(field)] ?? "";
  return (
    <li id={`line-${i}`} tabIndex={-1} className="rounded-md border border-slate-200 p-3">
      <fieldset className="flex flex-col gap-3">
        <legend className="font-semibold text-ink">{`Line ${i + 1}`}</legend>
        <Field id={name("wasteId")} label="Waste code" error={errors[name("wasteId")]} markOptional={false}>
          <select name={name("wasteId")} defaultValue={v("wasteId")} className={controlClass}>
            <option value="">No waste on this line</option>
            {wasteKinds.map((kind) => (
              <option
                key={kind.id}
                value={kind.id}
              >{`${printedCode(kind)} ${kind.description}${kind.hazardous ? " (hazardous)" : ""}`}</option>
            ))}
          </select>
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id={name("vanPercent")} label="Share of van (%)" error={errors[name("vanPercent")]} markOptional={false}>
            <input
              name={name("vanPercent")}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={v("vanPercent")}
              className={controlClass}
            />
          </Field>
          <Field id={name("weightKg")} label="Weight (kg)" error={errors[name("weightKg")]} markOptional={false}>
            <input
              name={name("weightKg")}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={v("weightKg")}
              className={controlClass}
            />
          </Field>
        </div>
        <Field id={name("siteId")} label="Goes to (receiving site)" error={errors[name("siteId")]} markOptional={false}>
          <select name={name("siteId")} defaultValue={v("siteId")} className={controlClass}>
            <option value="">The usual site for this code</option>
            {receivingSites.map((site) => (
              <option key={site.id} value={site.id}>{`${site.name} (permit ${site.permit})`}</option>
            ))}
          </select>
        </Field>
        <details open={detailsOpen(i, values, errors)}>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand">Its description, and how it was held</summary>
          <div className="mt-2 flex flex-col gap-3">
            <Field id={name("description")} label="Description" error={errors[name("description")]} markOptional={false}>
              <input name={name("description")} type="text" autoComplete="off" defaultValue={v("description")} className={controlClass} />
            </Field>
            <div className="grid grid-cols-2 gap-3">
              <Field id={name("containment")} label="Held" error={errors[name("containment")]} markOptional={false}>
                <select name={name("containment")} defaultValue={v("containment") || "loose"} className={controlClass}>
                  {containments.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={name("containmentText")} label="If other: in what" error={errors[name("containmentText")]} markOptional={false}>
                <input
                  name={name("containmentText")}
                  type="text"
                  autoComplete="off"
                  defaultValue={v("containmentText")}
                  className={controlClass}
                />
              </Field>
            </div>
          </div>
        </details>
      </fieldset>
    </li>
  );
}

export function Radios({
  name,
  legend,
  value,
  options,
  errors,
}: {
  name: string;
  legend: string;
  value: string;
  options: { id: string; label: string }[];
  errors: FormErrors;
}) {
  return (
    <fieldset id={name} tabIndex={-1} aria-describedby={describedBy(errors, name)}>
      <legend className="mb-1.5 font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-5">
        {options.map((option) => (
          <label key={option.id} className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" name={name} value={option.id} defaultChecked={value === option.id} className="h-5 w-5" />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError errors={errors} name={name} />
    </fieldset>
  );
}

export function Tick({
  name,
  label,
  checked,
  errors,
  value = "yes",
}: {
  name: string;
  label: string;
  checked: boolean;
  errors: FormErrors;
  value?: string;
}) {
  return (
    <div>
      <label className="inline-flex min-h-11 items-start gap-2 py-2">
        <input
          id={name}
          type="checkbox"
          name={name}
          value={value}
          defaultChecked={checked}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(errors, name)}
          className="mt-0.5 h-5 w-5 shrink-0"
        />
        <span className="font-semibold">{label}</span>
      </label>
      <FieldError errors={errors} name={name} />
    </div>
  );
}
