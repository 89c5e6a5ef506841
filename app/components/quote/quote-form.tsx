import { useId } from "react";
import { ACCESS_NOTES_MAX, DESCRIPTION_MAX } from "../../lib/quote-limits";
import type { QuoteFieldName } from "../../lib/quote-schema";
import type { FormStamp } from "../../lib/send-quote";
import { buttonClass } from "../ui/button";
import { controlClass, Field } from "../ui/field";
import { loadValidation } from "./load-validation";
import { PhotoPicker } from "./photo-picker";
import { ConsentField, ContactFields, HiddenTrapField } from "./quote-form-fields";
import { QuoteFormStatus, QuoteSent } from "./quote-form-status";
import { UploadProgress } from "./upload-progress";
import { useQuoteSubmit, type QuoteFormVariant, type ServerFormResult } from "./use-quote-submit";
import { claim } from "../../content/claims";

export { loadValidation };

export interface QuoteFormProps {
  variant: QuoteFormVariant;
  onSuccess?: () => void;
  serverResult?: ServerFormResult;
  /** The form's stamp, when the page was rendered by the server for this visitor (/contact). */
  stamp?: FormStamp;
  /** Text the description starts with (the price estimate's choices). */
  prefill?: { description?: string };
  /**
   * The start of the form's element ids. A form hydrated on its own (app/islands/contact-form.tsx)
   * names it, so its ids are the ones the server rendered; otherwise React makes them.
   */
  idPrefix?: string;
}

/**
 * The quote request form, the same in the dialog and on /contact. With JavaScript it
 * validates in the browser, shrinks photos and uploads with progress; without, it is a plain
 * multipart form post to /contact.
 */
export function QuoteForm({ variant, onSuccess, serverResult, stamp, prefill, idPrefix }: QuoteFormProps) {
  const generated = useId();
  const uid = idPrefix ?? generated;
  const id = (name: string) => `${uid}-${name}`;
  const { form, photos, setPhotos, errors, setErrors, sending, progress, uploadStates, status, handleSubmit, startAgain } = useQuoteSubmit({
    variant,
    onSuccess,
    serverResult,
    stamp,
  });
  const values = serverResult?.ok ? undefined : serverResult?.values;
  const err = (name: QuoteFieldName) => errors[name];

  if (variant === "page" && status?.kind === "success") return <QuoteSent status={status} onAnother={startAgain} />;

  return (
    <form
      ref={form}
      method="post"
      action="/contact#quote-form"
      encType="multipart/form-data"
      noValidate
      onSubmit={handleSubmit}
      onFocus={() => void loadValidation().catch(() => {})}
      onPointerDown={() => void loadValidation().catch(() => {})}
      onInput={(event) => {
        void loadValidation().catch(() => {});
        // A field's error goes as soon as the visitor changes that field.
        const name = (event.target as HTMLInputElement).name as QuoteFieldName;
        if (name && errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
      }}
      aria-describedby={`${uid}-required-note`}
      className="space-y-5"
    >
      <p id={`${uid}-required-note`} className="text-sm text-muted">
        Fields marked{" "}
        <span aria-hidden="true" className="text-danger">
          *
        </span>
        <span className="sr-only">as required</span> are required.
      </p>

      <QuoteFormStatus status={status} />

      <ContactFields id={id} err={err} values={values} />
      <Field id={id("preferredDatetime")} label="Preferred date and time" error={err("preferredDatetime")}>
        <input name="preferredDatetime" type="datetime-local" defaultValue={values?.preferredDatetime} className={controlClass} />
      </Field>
      <Field
        id={id("accessNotes")}
        label="Access notes"
        error={err("accessNotes")}
        hint="Parking, stairs, lifts, gates: anything that helps the crew."
      >
        <textarea name="accessNotes" rows={2} maxLength={ACCESS_NOTES_MAX} defaultValue={values?.accessNotes} className={controlClass} />
      </Field>
      <Field
        id={id("description")}
        label="What needs clearing?"
        required
        error={err("description")}
        hint="The items, roughly how much, and where they are (loft, garden, garage)."
      >
        <textarea
          name="description"
          rows={4}
          maxLength={DESCRIPTION_MAX}
          defaultValue={values?.description ?? prefill?.description}
          className={controlClass}
        />
      </Field>

      <PhotoPicker
        id={id("photos")}
        photos={photos}
        onChange={setPhotos}
        disabled={sending}
        error={errors.files}
        uploadStates={uploadStates}
      />

      <ConsentField id={id} err={err} values={values} />

      {/* Spam traps: a field people never see or fill, and when the form was shown (signed by the server). */}
      {stamp ? <input type="hidden" name="formStamp" value={stamp.value} /> : null}
      <HiddenTrapField />

      {progress ? <UploadProgress sent={progress.sent} total={progress.total} /> : null}

      <button type="submit" disabled={sending} className={`${buttonClass("cta", "lg")} w-full`}>
        {sending ? "Sending..." : "Send My Quote Request"}
      </button>
      <p className="text-center text-sm text-muted">We reply {claim("reply.whenBusiness")}.</p>
    </form>
  );
}
