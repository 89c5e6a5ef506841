/** The schedule's week: a day, its slots, each booked job's card and the block buttons. */
import { bookingRules } from "../../../content/booking";
import { formatDate } from "../../../kernel/uk-time";
import { formatPounds } from "../../../kernel/money";
import { buttonClass, controlClass, linkClass, quotePath, tapLinkClass } from "../../../components/page-kit/kit";
import { collectedText, jobCount, vanSummary, type JobOnPage, type ScheduleDay, type ScheduleSlot } from "../jobs";
import { DoneMark, NoteLink } from "./done-job";

/** A slot a job can be moved to: its form value ("2026-11-26/afternoon") and how the list names it. */
export interface MoveTarget {
  date: string;
  id: string;
  value: string;
  label: string;
}

/** What a refused change leaves on the week. */
export interface WeekState {
  /** The message of a refused change, shown at the top. */
  error?: string;
  /** The job whose move was refused, and the slot that was chosen. */
  move?: { bookingId: string; slot: string };
  /** What was typed into the block form. */
  block?: { date: string; slot: string; reason: string };
}

// One grid row for the day's heading, one per slot of the week: each day spans them all (subgrid keeps
// the slots aligned; a day lists every slot of the week, one that does not run that day as an empty row).
const DAY_SPAN = [
  "",
  "lg:row-span-1",
  "lg:row-span-2",
  "lg:row-span-3",
  "lg:row-span-4",
  "lg:row-span-5",
  "lg:row-span-6",
  "lg:row-span-7",
];

export function Day({
  day,
  monday,
  today,
  openDay,
  targets,
  state,
}: {
  day: ScheduleDay<JobOnPage>;
  monday: string;
  today: string;
  /** The next working day: where "#today" lands. */
  openDay: string;
  targets: MoveTarget[];
  state: WeekState;
}) {
  const headingId = `day-${day.date}`;
  const past = day.date < today;
  const jobs = day.slots.flatMap((slot) => slot.jobs);
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-lg border bg-white p-3 lg:grid lg:grid-rows-subgrid lg:gap-2 lg:p-2 ${DAY_SPAN[day.slots.length + 1] ?? ""} ${day.date === today ? "border-2 border-brand" : "border-slate-200"}`}
    >
      <div>
        {/*
          Where "#today" lands on a phone: today, or the next working day once today's work is over;
          hidden in the week's grid, which shows every day at once, so a wide screen does not scroll.
        */}
        {day.date === openDay && <span id="today" className="block scroll-mt-4 lg:hidden" />}
        <h2 id={headingId} className="font-display text-lg font-bold text-brand-dark lg:text-base">
          {formatDate(day.date, "weekday")}
          {day.date === today && <span className="ml-2 rounded bg-brand-tint px-1.5 text-sm font-semibold text-brand-dark">Today</span>}
        </h2>
        {day.closed ? (
          <p className="font-semibold text-danger">{`Closed: ${day.closed}`}</p>
        ) : (
          <>
            <p className="text-sm text-muted">{jobCount(jobs)}</p>
            {day.dayBlock && (
              <p className="text-sm font-semibold text-danger">{`Day blocked${day.dayBlock.reason ? `: ${day.dayBlock.reason}` : ""}`}</p>
            )}
            {!past && (
              <BlockButton monday={monday} date={day.date} slotId={null} blocked={!!day.dayBlock} label={formatDate(day.date, "weekday")} />
            )}
          </>
        )}
      </div>
      {day.slots.map((slot) =>
        slot.window === null && slot.jobs.length === 0 ? (
          // Its row in the week's grid; on a phone, nothing.
          <p key={slot.ref.id} className="hidden p-2 text-sm text-muted lg:block">{`No ${slot.definition.label.toLowerCase()} slot`}</p>
        ) : (
          <Slot key={slot.ref.id} slot={slot} closed={!!day.closed} past={past} monday={monday} targets={targets} state={state} />
        ),
      )}
    </section>
  );
}

function Slot({
  slot,
  closed,
  past,
  monday,
  targets,
  state,
}: {
  slot: ScheduleSlot<JobOnPage>;
  closed: boolean;
  past: boolean;
  monday: string;
  targets: MoveTarget[];
  state: WeekState;
}) {
  const name = `${formatDate(slot.ref.date, "weekday")}, ${slot.definition.label.toLowerCase()}`;
  const headingId = `slot-${slot.ref.date}-${slot.ref.id}`;
  const full = slot.room === 0;
  const done = slot.jobs.length - slot.booked;
  return (
    <div className={`mt-3 rounded-md border p-2 lg:mt-0 ${slot.blocked || closed ? "border-danger/40 bg-slate-100" : "border-slate-200"}`}>
      <h3 id={headingId} className="text-base font-semibold">
        {slot.definition.label} <span className="font-normal text-muted">{slot.window ?? "no longer runs this day"}</span>
      </h3>
      <p className="text-sm text-muted">
        {closed
          ? "Closed"
          : slot.window === null
            ? "Booked before its days changed: move these jobs"
            : slot.blocked
              ? `Blocked${slot.blocked.wholeDay ? " (whole day)" : ""}${slot.blocked.reason && !slot.blocked.wholeDay ? `: ${slot.blocked.reason}` : ""}`
              : `${slot.booked} of ${bookingRules.capacityPerSlot} booked${full ? " (full)" : ""}`}
        {done > 0 && `, ${done} done`}
      </p>
      {slot.jobs.length > 0 && (
        <ul aria-labelledby={headingId} className="mt-2 space-y-2">
          {slot.jobs.map((job) => (
            <JobCard
              key={job.bookingId}
              job={job}
              monday={monday}
              targets={targets}
              state={state}
              canMove={!past && job.status === "booked"}
            />
          ))}
        </ul>
      )}
      {!closed && !past && !slot.begun && slot.window !== null && (!slot.blocked || !slot.blocked.wholeDay) && (
        <BlockButton monday={monday} date={slot.ref.date} slotId={slot.ref.id} blocked={!!slot.blocked} label={name} />
      )}
    </div>
  );
}

function BlockButton({
  monday,
  date,
  slotId,
  blocked,
  label,
}: {
  monday: string;
  date: string;
  slotId: string | null;
  blocked: boolean;
  label: string;
}) {
  return (
    <form method="post" action={blocked ? "/staff/schedule/unblock" : "/staff/schedule/block"} className="mt-1">
      <input type="hidden" name="week" value={monday} />
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="slot" value={slotId ?? "day"} />
      <button type="submit" className={`${tapLinkClass} text-sm`}>
        {blocked ? "Unblock" : "Block"} {slotId === null ? "day" : "slot"}
        <span className="sr-only">{` for ${label}`}</span>
      </button>
    </form>
  );
}

function JobCard({
  job,
  monday,
  targets,
  state,
  canMove,
}: {
  job: JobOnPage;
  monday: string;
  targets: MoveTarget[];
  state: WeekState;
  canMove: boolean;
}) {
  const refused = state.move?.bookingId === job.bookingId;
  const selectId = `move-${job.bookingId}`;
  const choices = targets.filter((target) => target.date !== job.slot.date || target.id !== job.slot.id);
  return (
    <li className="rounded border border-slate-200 bg-brand-soft p-2 text-sm">
      <a href={quotePath(job.reference)} className={linkClass}>
        {job.reference}
      </a>
      {job.status === "done" && <DoneMark className="ml-2" />}
      <p className="break-words font-semibold">{job.name}</p>
      <p>{job.town}</p>
      <p className={job.assigneeName ? "break-words" : "text-muted"}>
        {job.assigneeName ? `Assigned to ${job.assigneeName}` : "Unassigned"}
      </p>
      <p className="break-words text-muted">
        <span className="sr-only">On the van: </span>
        {vanSummary(job)}
      </p>
      <p className="font-semibold">{formatPounds(job.totalPence)}</p>
      {job.status === "done" && (
        <>
          <p className="break-words">
            <NoteLink job={job} />
          </p>
          {job.note && <p>{`Collected ${collectedText(job)}`}</p>}
        </>
      )}
      {canMove && (
        <details open={refused || undefined} className="mt-1">
          <summary className="cursor-pointer font-semibold text-brand">
            Move<span className="sr-only">{` ${job.reference}`}</span>
          </summary>
          <form method="post" action="/staff/schedule/move" className="mt-1 flex flex-col gap-1">
            <input type="hidden" name="week" value={monday} />
            <input type="hidden" name="booking" value={job.bookingId} />
            <label htmlFor={selectId} className="font-semibold">
              {`New slot for ${job.reference}`}
            </label>
            <select
              id={selectId}
              name="slot"
              defaultValue={refused ? state.move!.slot : ""}
              aria-invalid={refused || undefined}
              aria-describedby={refused ? `${selectId}-error` : undefined}
              className={`${controlClass} w-full px-1 py-1 text-sm`}
            >
              <option value="">Choose a slot</option>
              {choices.map((target) => (
                <option key={target.value} value={target.value}>
                  {target.label}
                </option>
              ))}
              {refused && state.move!.slot && !choices.some((target) => target.value === state.move!.slot) && (
                <option value={state.move!.slot}>{state.move!.slot}</option>
              )}
            </select>
            {refused && (
              <p id={`${selectId}-error`} className="font-semibold text-danger">
                {state.error}
              </p>
            )}
            <button type="submit" className={`${buttonClass("primary")} text-sm`}>
              Move and email the customer
            </button>
          </form>
        </details>
      )}
    </li>
  );
}
