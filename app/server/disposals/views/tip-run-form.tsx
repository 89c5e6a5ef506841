/** The tip run's form: the day's done jobs, the receiving site, the load's figures and the ticket's photo. */
import { MAX_PHOTO_MB, PHOTO_ACCEPT_ATTRIBUTE } from "../../../lib/quote-limits";
import { formatDate } from "../../../kernel/uk-time";
import { receivingSites } from "../../../content/receiving-sites";
import {
  buttonClass,
  CardLabel,
  cardTable,
  controlClass,
  describedBy,
  FieldError,
  Hint,
  Label,
  type FormErrors,
  type FormValues,
} from "../../../components/page-kit/kit";
import { DENSE_LOAD_KG_PER_CUBIC_METRE, type ShownWeightCheck } from "../weight-bound";

/** A completed job the tip run may have carried the waste of. */
export interface TipRunJob {
  bookingId: string;
  reference: string;
  /** The day it was done (a London date). */
  date: string;
  postcode: string;
  /** The booked load's label, or the first line's. */
  load: string;
}

/** A ticket's photo held in the photo store for a form not yet recorded: its id, the name it was sent with, and its "Keep" box's value. */
interface ShownHeldTicket {
  id: string;
  originalName: string;
  value: string;
}

/** What the form shows: what was typed, every problem, the jobs ticked and a ticket already held. */
export interface FormState {
  values: FormValues;
  errors: FormErrors;
  /** The jobs ticked when the form was sent. */
  chosen?: string[];
  /** The ticket's photo already held, offered again as a ticked box. */
  held?: ShownHeldTicket;
  /** The weight is above what the chosen jobs' loads could hold: the figures, and the box to confirm it. */
  check?: ShownWeightCheck;
}

/** Where a ticket held for a form not yet recorded is shown from (never a request's folder). */
const heldTicketPath = (id: string) => `/staff/disposals/held/${id}`;

function jobLabel(job: TipRunJob) {
  return `${job.reference}, ${formatDate(job.date, "long")}, ${job.postcode}${job.load ? `: ${job.load}` : ""}`;
}

const fieldClass = "mb-4 flex flex-col";
const tickClass = "h-6 w-6 shrink-0 accent-brand";

export function TipRunForm({ date, jobs, daysBefore, form }: { date: string; jobs: TipRunJob[]; daysBefore: number; form: FormState }) {
  const { values, errors } = form;
  const chosen = new Set(form.chosen ?? jobs.filter((job) => job.date === date).map((job) => job.bookingId));
  const sameDay = jobs.filter((job) => job.date === date);
  const earlier = jobs.filter((job) => job.date !== date);
  const jobItem = (job: TipRunJob) => (
    <li key={job.bookingId}>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" name="job" value={job.bookingId} defaultChecked={chosen.has(job.bookingId)} className={tickClass} />
        <span className="break-words">{jobLabel(job)}</span>
      </label>
    </li>
  );
  return (
    <form method="post" action="/staff/disposals" encType="multipart/form-data" noValidate>
      <input type="hidden" name="date" value={date} />
      <p className="mb-4 font-semibold">{`Tip run on ${formatDate(date, "long")}`}</p>
      <SiteChoice values={values} errors={errors} />
      <fieldset id="job" className="mb-4" aria-describedby={errors.job ? "job-error" : undefined}>
        <legend className="mb-1.5 font-semibold text-ink">Jobs whose waste it carried</legend>
        {jobs.length === 0 && <p className="text-muted">{`No completed jobs on this day or the ${daysBefore} days before.`}</p>}
        {sameDay.length > 0 && <ul>{sameDay.map(jobItem)}</ul>}
        {earlier.length > 0 && (
          <details open={earlier.some((job) => chosen.has(job.bookingId)) || undefined} className="mt-2">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand">{`Completed jobs of the ${daysBefore} days before (${earlier.length})`}</summary>
            <ul>{earlier.map(jobItem)}</ul>
          </details>
        )}
        <FieldError errors={errors} name="job" />
      </fieldset>
      <NoJobsReason values={values} errors={errors} />
      <LoadFigures values={values} errors={errors} />
      <TicketPhoto held={form.held} errors={errors} />
      {form.check && <WeightConfirmation check={form.check} errors={errors} />}
      <button type="submit" className={buttonClass("primary")}>
        Record the tip run
      </button>
    </form>
  );
}

/** The receiving site the load went to. */
function SiteChoice({ values, errors }: { values: FormState["values"]; errors: FormState["errors"] }) {
  return (
    <fieldset id="site" className="mb-4" aria-describedby={errors.site ? "site-error" : undefined}>
      <legend className="mb-1.5 font-semibold text-ink">Receiving site</legend>
      <ul>
        {receivingSites.map((site) => (
          <li key={site.id}>
            <label className="flex min-h-11 items-start gap-3 py-1">
              <input type="radio" name="site" value={site.id} defaultChecked={values.site === site.id} className={`${tickClass} mt-0.5`} />
              <span className="break-words">
                <span className="block font-semibold">{site.name}</span>
                <span className="block text-sm">{`Permit ${site.permit} · ${site.address.join(", ")}`}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError errors={errors} name="site" />
    </fieldset>
  );
}

/** Why no jobs are ticked: for a ticket older than the system, or whose jobs are not in it. */
function NoJobsReason({ values, errors }: { values: FormState["values"]; errors: FormState["errors"] }) {
  return (
    <div className={fieldClass}>
      <Label htmlFor="reason">Why no jobs are ticked</Label>
      <Hint name="reason">
        Only for a tip run whose jobs are not in the system (before it, or never entered): say which, in one line of up to 200 characters,
        no customer&apos;s details. Leave empty when jobs are ticked.
      </Hint>
      <input
        id="reason"
        name="reason"
        autoComplete="off"
        defaultValue={values.reason}
        aria-describedby={describedBy(errors, "reason", "reason-hint")}
        aria-invalid={errors.reason ? true : undefined}
        className={controlClass}
      />
      <FieldError errors={errors} name="reason" />
    </div>
  );
}

/**
 * The second step of the form when the weight is far above what its jobs' loads could hold: the
 * weight entered beside that bound, each job's load and its own bound, how a full van's is worked
 * out, and the box that confirms it (unticked: the same figures must be confirmed by a person).
 */
function WeightConfirmation({ check, errors }: { check: ShownWeightCheck; errors: FormState["errors"] }) {
  return (
    <section aria-labelledby="weight-check-heading" className="mb-4 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-ink">
      <h3 id="weight-check-heading" className="font-display text-lg font-bold">
        Check the weight
      </h3>
      <dl className="my-2 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm">Weight entered</dt>
          <dd className="text-xl font-bold">{check.weight}</dd>
        </div>
        <div>
          <dt className="text-sm">{check.jobs.length ? "What the chosen jobs' loads could hold" : "What one full van could hold"}</dt>
          <dd className="text-xl font-bold">{`up to ${check.bound}`}</dd>
        </div>
      </dl>
      {check.jobs.length ? (
        <table className={cardTable.table}>
          <caption className="sr-only">Each chosen job&apos;s load and the most it could weigh</caption>
          <thead className={cardTable.head}>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Load</th>
              <th scope="col">Could weigh</th>
            </tr>
          </thead>
          <tbody className={cardTable.body}>
            {check.jobs.map((job) => (
              <tr key={job.reference} className={cardTable.row}>
                <td className={cardTable.cell}>
                  <CardLabel>Job</CardLabel>
                  {job.reference}
                </td>
                <td className={cardTable.cell}>
                  <CardLabel>Load</CardLabel>
                  <span className="break-words">{job.load}</span>
                </td>
                <td className={cardTable.cell}>
                  <CardLabel>Could weigh</CardLabel>
                  {`up to ${job.bound}`}
                  {job.workings && <span className="block text-sm">{job.workings}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No jobs are ticked: a tip run is compared with one full van.</p>
      )}
      <p className="mt-2 text-sm">
        {`A full van (${check.vanSize}) holds up to ${check.fullVan}: its volume at ${DENSE_LOAD_KG_PER_CUBIC_METRE} kg/m³, the dense end of mixed waste as loaded and more than a 3.5 t van may legally carry. A job counts the larger of its booked share and its note's, plus the weights its note estimates apart.`}
      </p>
      <p className="mt-2 text-sm">Check the weight against the ticket, and the jobs ticked. If it is right:</p>
      <label className="mt-1 flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          id="weightOk"
          name="weightOk"
          value={check.token}
          aria-describedby={errors.weightOk ? "weightOk-error" : undefined}
          className={tickClass}
        />
        <span className="font-semibold">The weight is right: save it</span>
      </label>
      <FieldError errors={errors} name="weightOk" />
    </section>
  );
}

/** The load's weight, recycling rate and POPs seating, from the ticket. */
function LoadFigures({ values, errors }: { values: FormState["values"]; errors: FormState["errors"] }) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-3">
      <FigureField
        name="tonnes"
        label="Weight (tonnes)"
        hint="From the weighbridge ticket, e.g. 1.24"
        inputMode="decimal"
        value={values.tonnes}
        errors={errors}
      />
      <FigureField
        name="rate"
        label="Recycled or recovered (%)"
        hint="The rate the site reports for this load, 0 to 100"
        inputMode="decimal"
        value={values.rate}
        errors={errors}
      />
      <FigureField
        name="pops"
        label="Of which POPs seating (kg)"
        hint="Sofas and other upholstered seating; 0 if none. Never counted as recycled."
        inputMode="numeric"
        value={values.pops ?? "0"}
        errors={errors}
      />
    </div>
  );
}

/** One figure of the load: its label, its hint, the box and its error. */
function FigureField({
  name,
  label,
  hint,
  inputMode,
  value,
  errors,
}: {
  name: string;
  label: string;
  hint: string;
  inputMode: "decimal" | "numeric";
  value: string | undefined;
  errors: FormState["errors"];
}) {
  return (
    <div className={fieldClass}>
      <Label htmlFor={name}>{label}</Label>
      <Hint name={name}>{hint}</Hint>
      <input
        id={name}
        name={name}
        inputMode={inputMode}
        autoComplete="off"
        defaultValue={value}
        aria-describedby={describedBy(errors, name, `${name}-hint`)}
        aria-invalid={errors[name] ? true : undefined}
        className={controlClass}
      />
      <FieldError errors={errors} name={name} />
    </div>
  );
}

/** The weighbridge ticket's photo: one already held (kept while ticked), or a file input for it. */
function TicketPhoto({ held, errors }: { held: FormState["held"]; errors: FormState["errors"] }) {
  return (
    <div className={fieldClass}>
      {held && (
        <div className="mb-3">
          <img
            src={heldTicketPath(held.id)}
            alt={`The weighbridge ticket: ${held.originalName}`}
            width={160}
            height={120}
            className="h-28 w-40 rounded-md border border-slate-200 object-cover"
          />
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="checkbox" name="held" value={held.value} defaultChecked className="h-5 w-5 shrink-0" />
            <span className="break-all text-sm">{`Keep ${held.originalName}`}</span>
          </label>
        </div>
      )}
      <Label htmlFor="files">{held ? "Or a different photo of the ticket" : "Photo of the weighbridge ticket"}</Label>
      <Hint name="files">
        {`JPG, PNG or HEIC, up to ${MAX_PHOTO_MB} MB.${held ? " The photo above is kept: a new one replaces it." : ""}`}
      </Hint>
      <input
        id="files"
        name="files"
        type="file"
        accept={PHOTO_ACCEPT_ATTRIBUTE}
        aria-describedby={describedBy(errors, "files", "files-hint")}
        aria-invalid={errors.files ? true : undefined}
        className={`${controlClass} py-2`}
      />
      <FieldError errors={errors} name="files" />
    </div>
  );
}
