import { formatPounds } from "../../../kernel/money";
import { IfMayOpen } from "../../../components/page-kit/staff-role";
import { formatDate } from "../../../kernel/uk-time";
import { Field } from "../../../components/ui/field";
import { MAX_PHOTO_MB, MAX_PHOTOS, PHOTO_ACCEPT_ATTRIBUTE } from "../../../lib/quote-limits";
import { paymentMethods, popsReminder, wasteKind } from "../../../content/waste";
import {
  buttonClass,
  controlClass,
  ErrorSummary,
  FieldError,
  linkClass,
  quotePath,
  type FormErrors,
} from "../../../components/page-kit/kit";
import { clearedPhotoPath } from "../paths";
import { heldValue, NOTHING_TAKEN, type CompletePageState, type HeldPhoto } from "./complete-fields";
import { Radios, TheCustomer, Tick, TransferTime, valueOf, WasteCollected, type SectionProps } from "./note-form-sections";

/*
 * The completion form: the waste collected and where each line goes, the customer, the time of the
 * handover, the customer's signature, the payment taken and photos of the cleared space. Without JavaScript the customer types their
 * name and ticks; with it they may also draw a signature on the canvas.
 */

/** The job as the form shows it. */
export interface CompleteJob {
  bookingId: string;
  reference: string;
  customerName: string;
  /** The collection's address on one line. */
  address: string;
  /** The booked day (a London date). */
  slotDate: string;
  /** The price's total. */
  totalPence: number;
}

/** The form as shown, first or again with its problems marked; it posts to `action`. */
export function CompleteFormView({ job, state, action }: { job: CompleteJob; state: CompletePageState; action: string }) {
  const reference = job.reference;
  const { values, errors, rows, photos } = state;
  const pops = Array.from({ length: rows }, (_, i) => values[`line-${i}-wasteId`]).some((id) => wasteKind(id ?? "")?.pops);
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-1 font-display text-2xl font-bold text-brand-dark">{`Collected: ${reference}`}</h1>
      <p className="mb-3 text-muted">{`${job.customerName} · ${job.address} · booked for ${formatDate(job.slotDate, "weekday")}`}</p>
      <ErrorSummary errors={errors} />
      {Object.keys(errors).length > 0 && (
        <p className="mb-4 font-semibold">Nothing typed was lost: correct what is marked and issue the note again.</p>
      )}
      {pops && (
        <p id="pops-reminder" className="mb-4 rounded-lg border-2 border-amber-600 bg-amber-50 px-4 py-3 font-semibold text-ink">
          {`Sofa or other upholstered seating on this job: ${popsReminder}`}
        </p>
      )}
      <form method="post" action={action} encType="multipart/form-data" className="flex flex-col gap-4" noValidate>
        {/* The form's default button (Enter in a box): issuing, as before "Add a line" came first in the form. */}
        <button type="submit" hidden tabIndex={-1} />
        <WasteCollected rows={rows} values={values} errors={errors} addLine={action} />

        <TheCustomer values={values} errors={errors} />

        <fieldset className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
          <legend className="px-1 font-display text-xl font-bold text-ink">The handover</legend>
          <TransferTime values={values} errors={errors} day="today" />
        </fieldset>

        <TheSignature values={values} errors={errors} />

        <PaymentTaken totalPence={job.totalPence} values={values} errors={errors} />

        {/* Last before the button: a photo refused as too large stops the upload there, after every other field has been read. */}
        <ClearedPhotos bookingId={job.bookingId} photos={photos} errors={errors} />

        <div>
          <button type="submit" className={buttonClass("primary")}>
            Issue the waste transfer note
          </button>
          <p className="mt-2 text-sm text-muted">Marks the job done and emails the note to the customer.</p>
        </div>
      </form>
      <IfMayOpen href={quotePath(reference)}>
        <p className="mt-4">
          <a href={quotePath(reference)} className={linkClass}>
            {`The request ${reference}`}
          </a>
        </p>
      </IfMayOpen>
    </div>
  );
}

/** The customer's signature: typed and ticked, drawn (with JavaScript), or why they were not there. */
function TheSignature({ values, errors }: SectionProps) {
  const v = valueOf(values);
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <legend className="px-1 font-display text-xl font-bold text-ink">The customer's signature</legend>
      <div className="flex flex-col gap-4">
        <Field id="signatureName" label="Customer's full name, typed by the customer" error={errors.signatureName} markOptional={false}>
          <input name="signatureName" type="text" autoComplete="off" defaultValue={v("signatureName")} className={controlClass} />
        </Field>
        <Tick name="confirmed" label="This describes the waste I handed over" checked={v("confirmed") === "yes"} errors={errors} />
        <input type="hidden" id="signature-png-field" name="signaturePng" defaultValue={v("signaturePng")} />
        <div id="signaturePng" tabIndex={-1}>
          <div id="signature-draw" hidden>
            <p id="signature-canvas-label" className="mb-1.5 font-semibold text-ink">
              Sign here with a finger (optional)
            </p>
            <canvas
              id="signature-canvas"
              role="img"
              aria-labelledby="signature-canvas-label"
              aria-describedby={errors.signaturePng ? "signaturePng-error" : undefined}
              className="block h-36 w-full touch-none rounded-lg border-2 border-slate-400 bg-white"
            />
            <button id="signature-clear" type="button" className={`${buttonClass("outline")} mt-2`}>
              Clear the signature
            </button>
          </div>
          <FieldError errors={errors} name="signaturePng" />
        </div>
        {/* The rare case, folded away: open when chosen or refused. */}
        <details open={v("present") === "not-present" || Boolean(errors.reason || errors.present)}>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand">The customer was not there</summary>
          <div className="mt-2 flex flex-col gap-3">
            <Tick
              name="present"
              value="not-present"
              label="Customer not present"
              checked={v("present") === "not-present"}
              errors={errors}
            />
            <Field id="reason" label="Why" error={errors.reason} markOptional={false}>
              <input name="reason" type="text" autoComplete="off" defaultValue={v("reason")} className={controlClass} />
            </Field>
          </div>
        </details>
      </div>
    </fieldset>
  );
}

/** The amount taken and how it was paid: the job's sales record, not printed on the note. */
function PaymentTaken({ totalPence, values, errors }: SectionProps & { totalPence: number }) {
  const v = valueOf(values);
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <legend className="px-1 font-display text-xl font-bold text-ink">Payment taken</legend>
      <p className="mb-3 text-sm text-muted">{`The price was ${formatPounds(totalPence)}. Kept as the job's sales record; the note does not show it.`}</p>
      <div className="flex flex-col gap-4">
        <Field id="payment" label="Amount taken (£)" error={errors.payment}>
          <input name="payment" type="text" inputMode="decimal" autoComplete="off" defaultValue={v("payment")} className={controlClass} />
        </Field>
        <Radios
          name="paymentMethod"
          legend="Paid by"
          value={v("paymentMethod") || NOTHING_TAKEN}
          options={[{ id: NOTHING_TAKEN, label: "Nothing taken" }, ...paymentMethods.map((m) => ({ id: m.id, label: m.label }))]}
          errors={errors}
        />
      </div>
    </fieldset>
  );
}

/** Optional photos of the cleared space: those already added (kept while ticked) and a file input for more. */
function ClearedPhotos({ bookingId, photos, errors }: { bookingId: string; photos: HeldPhoto[]; errors: FormErrors }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <legend className="px-1 font-display text-xl font-bold text-ink">Photos of the cleared space</legend>
      {photos.length > 0 && (
        <ul className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.storedName}>
              <img
                src={clearedPhotoPath(bookingId, photo.storedName)}
                alt={`The cleared space: ${photo.originalName}`}
                width={160}
                height={120}
                className="h-28 w-full rounded-md border border-slate-200 object-cover"
              />
              <label className="inline-flex min-h-11 items-center gap-2">
                <input type="checkbox" name="photo" value={heldValue(photo)} defaultChecked className="h-5 w-5 shrink-0" />
                <span className="break-all text-sm">{`Keep ${photo.originalName}`}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <Field
        id="photos"
        label={photos.length ? "Add more photos" : "Add photos"}
        hint={`Up to ${MAX_PHOTOS} in all, JPG, PNG or HEIC, up to ${MAX_PHOTO_MB} MB each.${photos.length ? " The photos above are kept: untick one to leave it out." : ""}`}
        error={errors.photos}
      >
        <input name="files" type="file" multiple accept={PHOTO_ACCEPT_ATTRIBUTE} className={`${controlClass} py-2`} />
      </Field>
    </fieldset>
  );
}
