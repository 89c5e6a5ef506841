import { buttonClass, ErrorSummary, Panel, type FormErrors, type FormValues } from "../../../components/page-kit/kit";
import { controlClass, Field } from "../../../components/ui/field";
import { PHOTO_ACCEPT_ATTRIBUTE, MAX_PHOTOS } from "../../../lib/quote-limits";

/** The form's state: its id (made when first drawn, kept across a refused post), what was typed and the problems. */
export interface PhoneJobFormState {
  formId: string;
  values: FormValues;
  errors: FormErrors;
}

const SOURCES = [
  { id: "phone", label: "Phone call" },
  { id: "whatsapp", label: "WhatsApp" },
] as const;

/**
 * /staff/jobs/new: the "Phone or WhatsApp job" form, for a customer who phoned or messaged and never
 * used the web form. It posts as multipart (any photos they sent) and works without JavaScript; a
 * refused form comes back with everything typed and every problem (photos must be chosen again).
 */
export function PhoneJobPage({ form }: { form: PhoneJobFormState }) {
  const { values, errors } = form;
  const text = (name: string, label: string, options: { required?: boolean; hint?: string; type?: string; autoComplete?: string } = {}) => (
    <Field id={name} label={label} required={options.required} hint={options.hint} error={errors[name]}>
      <input
        name={name}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete ?? "off"}
        defaultValue={values[name] ?? ""}
        className={controlClass}
      />
    </Field>
  );
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="font-display text-3xl font-bold text-brand-dark">Phone or WhatsApp job</h1>
      <p>For a customer who phoned or messaged. Take their details here; the next page sets the fixed price and books a slot.</p>
      <ErrorSummary errors={errors} lead="Nothing was saved:" />
      <form method="post" action="/staff/jobs/new" encType="multipart/form-data" className="space-y-6">
        <input type="hidden" name="formId" value={form.formId} />
        <Panel id="caller" heading="The customer">
          <div className="space-y-4">
            <fieldset aria-describedby={errors.came ? "came-error" : undefined}>
              <legend className="font-semibold text-ink">How they got in touch</legend>
              <div className="mt-1 flex flex-wrap gap-4">
                {SOURCES.map((source) => (
                  <label key={source.id} className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="came"
                      value={source.id}
                      defaultChecked={(values.came ?? "phone") === source.id}
                      className="size-5"
                    />
                    {source.label}
                  </label>
                ))}
              </div>
              {errors.came && (
                <p id="came-error" className="mt-1 font-semibold text-danger">
                  {errors.came}
                </p>
              )}
            </fieldset>
            {text("name", "Name", { required: true })}
            {text("phone", "Phone", { required: true, type: "tel", hint: "A UK number, e.g. 07911 123456." })}
            {text("email", "Email address", {
              type: "email",
              hint: "Leave blank if they have none: they are then told everything by phone, and get no emails.",
            })}
          </div>
        </Panel>
        <Panel id="where" heading="Collection address">
          <div className="space-y-4">
            {text("addressLine1", "Address line 1", { required: true })}
            {text("addressLine2", "Address line 2")}
            {text("town", "Town", { required: true })}
            {text("postcode", "Postcode", { required: true })}
          </div>
        </Panel>
        <Panel id="what" heading="The job">
          <div className="space-y-4">
            <Field id="description" label="What is to go" required error={errors.description}>
              <textarea name="description" rows={4} defaultValue={values.description ?? ""} className={controlClass} />
            </Field>
            <Field id="accessNotes" label="Access" hint="Parking, stairs, gates, where the items are." error={errors.accessNotes}>
              <textarea name="accessNotes" rows={3} defaultValue={values.accessNotes ?? ""} className={controlClass} />
            </Field>
            <Field id="files" label="Photos" hint={`Any photos they sent, up to ${MAX_PHOTOS}. JPEG, PNG or HEIC.`} error={errors.files}>
              <input type="file" name="files" multiple accept={PHOTO_ACCEPT_ATTRIBUTE} className={controlClass} />
            </Field>
          </div>
        </Panel>
        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              id="told"
              name="told"
              value="yes"
              defaultChecked={values.told === "yes"}
              aria-invalid={errors.told ? true : undefined}
              aria-describedby={errors.told ? "told-error" : undefined}
              className="mt-1 size-5"
            />
            <span>I told the customer how we use their details (our privacy notice) and that we will contact them about this job.</span>
          </label>
          {errors.told && (
            <p id="told-error" className="mt-1 font-semibold text-danger">
              {errors.told}
            </p>
          )}
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Save and go on to price and book
        </button>
      </form>
    </div>
  );
}
