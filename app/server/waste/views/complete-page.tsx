import { linkClass, Notice, quotePath } from "../../../components/page-kit/kit";
import { IfMayOpen } from "../../../components/page-kit/staff-role";
import { formatDate } from "../../../kernel/uk-time";
import { staffNotePdfPath } from "../paths";
import type { CompletePageState } from "./complete-fields";
import { CompleteFormView, type CompleteJob } from "./complete-form";

/*
 * /staff/jobs/:booking/complete: "Collected". The crew (or the office, from the request's page)
 * records the waste handed over, the customer, the receiving site, the customer's signature and the
 * payment taken, and issues the waste transfer note. Without JavaScript the customer types their
 * name and ticks; with it they may also draw a signature (the one script this page runs).
 */

/** What the page shows: no such job, a job with nothing to complete, a job before its day, or the form. */
export type CompletePageData =
  | { page: "missing" }
  | { page: "nothing"; reference: string; note: { number: string } | undefined; cancelled: boolean }
  | { page: "before-booked-day"; reference: string; slotDate: string; refusal: string; phone: { href: string; text: string } }
  | { page: "form"; job: CompleteJob; state: CompletePageState; action: string; script: { src: string; hash: string } };

/** The page's title. */
export const completeTitle = (data: CompletePageData) => (data.page === "missing" ? "No such job" : `Collected: ${pageReference(data)}`);
const pageReference = (data: Exclude<CompletePageData, { page: "missing" }>) =>
  data.page === "form" ? data.job.reference : data.reference;

export function CompletePage({ data }: { data: CompletePageData }) {
  switch (data.page) {
    case "missing":
      return <NoSuchJob />;
    case "nothing":
      return <NothingToComplete {...data} />;
    case "before-booked-day":
      return <BeforeBookedDay {...data} />;
    case "form":
      return (
        <>
          <CompleteFormView job={data.job} state={data.state} action={data.action} />
          <script src={data.script.src} integrity={data.script.hash} defer />
        </>
      );
  }
}

/** The links on from a job that cannot be completed here: the crew's day and the request. */
function WaysOn({ reference }: { reference: string }) {
  return (
    <p className="flex flex-wrap gap-4">
      <a href="/staff/today" className={linkClass}>
        Back to today
      </a>
      <IfMayOpen href={quotePath(reference)}>
        <a href={quotePath(reference)} className={linkClass}>
          {`The request ${reference}`}
        </a>
      </IfMayOpen>
    </p>
  );
}

/** The job is done (its note issued) or cancelled: the page says which, and links on. */
function NothingToComplete({ reference, note, cancelled }: Extract<CompletePageData, { page: "nothing" }>) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-3 font-display text-2xl font-bold text-brand-dark">{`Collected: ${reference}`}</h1>
      {note ? (
        <>
          <Notice>{`Job done. Waste transfer note ${note.number} issued; the customer is emailed a copy.`}</Notice>
          <p className="mb-3">
            <a href={staffNotePdfPath(note.number)} className={linkClass}>
              {`Download note ${note.number} (PDF)`}
            </a>
          </p>
        </>
      ) : (
        <p role="alert" className="mb-4 rounded-md border border-danger bg-white px-4 py-3 font-semibold text-danger">
          {cancelled
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
function BeforeBookedDay({ reference, slotDate, refusal, phone }: Extract<CompletePageData, { page: "before-booked-day" }>) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-3 font-display text-2xl font-bold text-brand-dark">{`Not yet: ${reference} is booked for ${formatDate(slotDate, "weekday")}`}</h1>
      <p role="alert" className="mb-4 rounded-md border border-danger bg-white px-4 py-3 font-semibold text-danger">
        {refusal}
      </p>
      <ul className="mb-4 list-disc space-y-2 pl-6">
        <IfMayOpen href="/staff/schedule">
          <li>
            <a href={`/staff/schedule?week=${slotDate}`} className={linkClass}>
              Move the job to today from the schedule
            </a>
          </li>
        </IfMayOpen>
        <li>
          <a href={phone.href} className={linkClass}>
            {`Call the customer (${phone.text})`}
          </a>
        </li>
      </ul>
      <WaysOn reference={reference} />
    </div>
  );
}

function NoSuchJob() {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-3 font-display text-2xl font-bold text-brand-dark">No such job</h1>
      <p>
        <a href="/staff/today" className={linkClass}>
          Back to today
        </a>
      </p>
    </div>
  );
}
