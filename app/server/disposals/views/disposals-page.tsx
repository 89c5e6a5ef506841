import {
  buttonClass,
  CardLabel,
  cardTable,
  controlClass,
  describedBy,
  ErrorSummary,
  FieldError,
  Hint,
  Label,
  linkClass,
  Notice,
  Panel,
  type FormErrors,
} from "../../../components/page-kit/kit";
import { formatDate } from "../../../kernel/uk-time";
import { TipRunForm, type FormState, type TipRunJob } from "./tip-run-form";

/*
 * /staff/disposals: record a tip run from its weighbridge ticket (date, receiving site with its
 * permit, the done jobs whose waste it carried, weight, the site's recycled rate, POPs seating and a
 * photo of the ticket), the recent tip runs, and the recycling figure they make. The form posts as
 * multipart (the ticket's photo) and works without JavaScript; a refused form comes back with every
 * problem and everything typed, the ticket's photo included: it is held in the photo store as soon
 * as it arrives and offered again as a ticked "Keep" box (a browser cannot fill a file input again).
 * A weight far above what the chosen jobs' loads could hold comes back the same way, as a second
 * step: the figures side by side and the box "The weight is right: save it" (weight-bound.ts).
 */

/** A recent tip run as the table lists it, its weight and rate written out. */
interface ShownTipRun {
  id: string;
  /** The day of the tip run (a London date). */
  tipDate: string;
  siteName: string;
  sitePermit: string;
  /** The references of the jobs whose waste it carried. */
  references: string[];
  /** Why it names no jobs (its ticket older than the system, or its jobs not in it); null for a run with jobs. */
  noJobsReason: string | null;
  weight: string;
  popsKg: number;
  rate: string;
}

/** What the page shows: the day chosen, the form (first or again), that day's jobs and those before, the recent runs and the figure. */
export interface DisposalsPageData {
  date: string;
  recorded: boolean;
  form: FormState;
  jobs: TipRunJob[];
  /** How many days before the tip run its jobs may have been done. */
  daysBefore: number;
  runs: ShownTipRun[];
  /** The recycling figure's panel, as the disposals feature draws it. */
  figureHtml: string;
}

export function DisposalsPage({ data }: { data: DisposalsPageData }) {
  const { date, form } = data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="font-display text-3xl font-bold text-brand-dark">Disposals</h1>
      {data.recorded && <Notice>The tip run was recorded.</Notice>}
      <ErrorSummary errors={form.errors} lead={form.check ? "Not recorded yet:" : undefined} />
      <Panel id="figure" heading="Recycling rate">
        <div dangerouslySetInnerHTML={{ __html: data.figureHtml }} />
      </Panel>
      <Panel id="record" heading="Record a tip run">
        <DayPicker date={form.values.date ?? date} errors={form.errors} />
        <TipRunForm date={date} jobs={data.jobs} daysBefore={data.daysBefore} form={form} />
      </Panel>
      <Panel id="runs" heading="Recent tip runs">
        <RunsTable runs={data.runs} />
      </Panel>
    </div>
  );
}

function DayPicker({ date, errors }: { date: string; errors: FormErrors }) {
  return (
    <form method="get" action="/staff/disposals" className="mb-4 flex flex-wrap items-end gap-2">
      <div className="flex flex-col">
        <Label htmlFor="date">Day of the tip run</Label>
        <Hint name="date">That day's completed jobs are ticked below.</Hint>
        <input
          id="date"
          name="date"
          type="date"
          defaultValue={date}
          aria-describedby={describedBy(errors, "date", "date-hint")}
          aria-invalid={errors.date ? true : undefined}
          className={controlClass}
        />
        <FieldError errors={errors} name="date" />
      </div>
      <button type="submit" className={buttonClass("outline")}>
        Show that day
      </button>
    </form>
  );
}

function RunsTable({ runs }: { runs: ShownTipRun[] }) {
  if (!runs.length) return <p className="text-muted">No tip runs recorded yet.</p>;
  return (
    <table className={cardTable.table}>
      <caption className="sr-only">The 20 most recent tip runs, newest first</caption>
      <thead className={cardTable.head}>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Site</th>
          <th scope="col">Jobs</th>
          <th scope="col">Weight</th>
          <th scope="col">POPs seating</th>
          <th scope="col">Recycled rate</th>
          <th scope="col">Ticket</th>
        </tr>
      </thead>
      <tbody className={cardTable.body}>
        {runs.map((run) => (
          <tr key={run.id} className={cardTable.row}>
            <td className={cardTable.cell}>
              <CardLabel>Date</CardLabel>
              {formatDate(run.tipDate, "long")}
            </td>
            <td className={cardTable.cell}>
              <CardLabel>Site</CardLabel>
              {`${run.siteName} (permit ${run.sitePermit})`}
            </td>
            <td className={cardTable.cell}>
              <CardLabel>Jobs</CardLabel>
              {run.noJobsReason ? `No jobs: ${run.noJobsReason}` : run.references.join(", ") || "–"}
            </td>
            <td className={cardTable.cell}>
              <CardLabel>Weight</CardLabel>
              {run.weight}
            </td>
            <td className={cardTable.cell}>
              <CardLabel>POPs seating</CardLabel>
              {`${run.popsKg} kg`}
            </td>
            <td className={cardTable.cell}>
              <CardLabel>Recycled rate</CardLabel>
              {run.rate}
            </td>
            <td className={cardTable.cell}>
              <CardLabel>Ticket</CardLabel>
              <a href={`/staff/disposals/${run.id}/ticket`} className={`${linkClass} inline-flex min-h-11 items-center`}>
                Ticket photo<span className="sr-only">{` of the tip run on ${formatDate(run.tipDate, "long")} at ${run.siteName}`}</span>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
