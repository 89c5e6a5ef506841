import { phoneForPeople, telHref } from "../../../kernel/phone";
import { Notice, linkClass, quotePath } from "../../../kernel/page/kit.server";
import { formatDate, londonDate } from "../../../kernel/uk-time";
import { beforeBookedDay } from "../notes.server";
import { staffPage } from "../../../kernel/page/staff-page.server";
import type { SignedInContext } from "../../../kernel/page/staff-route.server";
import { jobToComplete, type JobToComplete } from "../completion.server";
import { completePath } from "../paths";
import { staffNotePdfPath } from "./notes-section.server";
import { CompleteFormView } from "./complete-form.server";
import { completeScript } from "./complete-script.server";
import { firstValues, type CompletePageState } from "./complete-state.server";

/*
 * /staff/jobs/:booking/complete: "Collected". The crew (or the office, from the request's page)
 * records the waste handed over, the customer, the receiving site, the customer's signature and the
 * payment taken, and issues the waste transfer note. Without JavaScript the customer types their
 * name and ticks; with it they may also draw a signature (the one script this page runs).
 */

export { completePath };

/** GET /staff/jobs/:booking/complete (?note=… after issuing). */
export async function completePage(ctx: SignedInContext, state?: CompletePageState): Promise<Response> {
  const job = await jobToComplete(ctx.services.database.db, ctx.params.booking ?? "");
  if (!job) return notFound(ctx);
  const reference = job.quote.reference;
  if (job.note || job.booking.status !== "booked") {
    return staffPage({
      title: `Collected: ${reference}`,
      staff: ctx.staff,
      children: <NothingToComplete job={job} />,
    });
  }
  const now = ctx.services.clock.now(ctx.request);
  if (job.booking.slotDate > londonDate(now)) return beforeBookedDayPage(ctx, job);
  const first = state ?? { ...firstValues(job, now), errors: {}, photos: [] };
  return staffPage({
    title: `Collected: ${reference}`,
    staff: ctx.staff,
    status: first.status ?? 200,
    script: completeScript.forPage(ctx.services.env.SITE_URL),
    children: <CompleteFormView job={job} state={first} action={completePath(job.booking.id)} />,
  });
}

/** The links on from a job that cannot be completed here: the crew's day and the request. */
function WaysOn({ reference }: { reference: string }) {
  return (
    <p className="flex flex-wrap gap-4">
      <a href="/staff/today" className={linkClass}>
        Back to today
      </a>
      <a href={quotePath(reference)} className={linkClass}>
        {`The request ${reference}`}
      </a>
    </p>
  );
}

/** The job is done (its note issued) or cancelled: the page says which, and links on. */
function NothingToComplete({ job }: { job: JobToComplete }) {
  const reference = job.quote.reference;
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-3 font-display text-2xl font-bold text-brand-dark">{`Collected: ${reference}`}</h1>
      {job.note ? (
        <>
          <Notice>{`Job done. Waste transfer note ${job.note.number} issued; the customer is emailed a copy.`}</Notice>
          <p className="mb-3">
            <a href={staffNotePdfPath(job.note.number)} className={linkClass}>
              {`Download note ${job.note.number} (PDF)`}
            </a>
          </p>
        </>
      ) : (
        <p role="alert" className="mb-4 rounded-md border border-danger bg-white px-4 py-3 font-semibold text-danger">
          {job.booking.status === "cancelled"
            ? "This booking was cancelled: there is nothing to complete."
            : "This job is marked done but has no waste transfer note."}
        </p>
      )}
      <WaysOn reference={reference} />
    </div>
  );
}

/**
 * A job before its booked day: no form (a note cannot be issued for waste not yet collected), the
 * reason, and the ways out: move the job to today from the schedule, or call the customer.
 */
export function beforeBookedDayPage(ctx: SignedInContext, job: JobToComplete, status = 200): Response {
  const reference = job.quote.reference;
  return staffPage({
    title: `Collected: ${reference}`,
    staff: ctx.staff,
    status,
    children: (
      <div className="mx-auto max-w-2xl">
        <h1 className="mb-3 font-display text-2xl font-bold text-brand-dark">{`Not yet: ${reference} is booked for ${formatDate(job.booking.slotDate, "weekday")}`}</h1>
        <p role="alert" className="mb-4 rounded-md border border-danger bg-white px-4 py-3 font-semibold text-danger">
          {beforeBookedDay(job.booking.slotDate)}
        </p>
        <ul className="mb-4 list-disc space-y-2 pl-6">
          <li>
            <a href={`/staff/schedule?week=${job.booking.slotDate}`} className={linkClass}>
              Move the job to today from the schedule
            </a>
          </li>
          <li>
            <a href={telHref(job.booking.phone)} className={linkClass}>
              {`Call the customer (${phoneForPeople(job.booking.phone)})`}
            </a>
          </li>
        </ul>
        <WaysOn reference={reference} />
      </div>
    ),
  });
}

export function notFound(ctx: SignedInContext): Response {
  return staffPage({
    title: "No such job",
    staff: ctx.staff,
    status: 404,
    children: (
      <div className="mx-auto max-w-2xl">
        <h1 className="mb-3 font-display text-2xl font-bold text-brand-dark">No such job</h1>
        <p>
          <a href="/staff/today" className={linkClass}>
            Back to today
          </a>
        </p>
      </div>
    ),
  });
}
