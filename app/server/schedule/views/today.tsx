/*
 * /staff/today: the crew's day on a phone. The day's jobs in slot order, each with its address and
 * a link that opens it in the phone's maps app, the phone to call, who it is assigned to, what the
 * customer wrote is to go, the access notes, the load and extra items, the price to collect and the
 * customer's photos; "On my way" emails the customer.
 * A done job stays on its booked day, ticked, with its waste transfer note and when the waste was
 * collected, and without the crew's buttons.
 */
import { buttonClass, linkClass, Notice, quotePath } from "../../../components/page-kit/kit";
import { formatPounds } from "../../../kernel/money";
import { phoneForPeople, telHref } from "../../../kernel/phone";
import { addDays, formatDate } from "../../../kernel/uk-time";
import { addressLine, collectedText, extrasOf, jobCount, loadOf, wasteLineText, type JobOnPage } from "../jobs";
import { DatePicker } from "./date-picker";
import { DoneMark, NoteLink } from "./done-job";

/** A job of the day: with its slot's name, "Morning (7am–12pm)". */
interface DayJob extends JobOnPage {
  slotName: string;
}

/** The crew's day: its jobs, which have had "On my way" today, and what the last press did. */
export interface DayPageData {
  /** The day shown, and today (London dates). */
  date: string;
  today: string;
  /** What the day picker shows: the date as typed when it was not one, else the day. */
  asked: string;
  badDate: boolean;
  jobs: DayJob[];
  /** The jobs whose customer has had "On my way" on this day. */
  sent: string[];
  /** What "On my way" did (?done=sent, already-sent or not-today) and for which request (?job=). */
  done: string;
  reference: string;
  /** Why a press of "On my way" was refused. */
  refused?: string;
  /** Shown to a crew member: their jobs, without the links to the office's pages (the request). */
  crew?: boolean;
}

/**
 * A link that opens an address in the phone's maps app. Google's documented cross-platform Maps URL
 * (no key needed): Android hands it to the Google Maps app, iOS to the Google Maps app when it is
 * installed and otherwise to the map in the browser, and a computer opens the map in the browser.
 * A `geo:` URI opens nothing on iOS, and an Apple Maps link only a web page on Android.
 */
const mapsLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export const todayPath = (date: string, today: string, extra = "") =>
  `/staff/today${date === today ? (extra ? `?${extra}` : "") : `?date=${date}${extra ? `&${extra}` : ""}`}`;

/** The day's title: "Today", or "Jobs on Thursday 26 November". */
export const dayTitle = (date: string, today: string) => (date === today ? "Today" : `Jobs on ${formatDate(date, "weekday")}`);

export function DayView({ date, today, asked, badDate, jobs, sent, done, reference, refused, crew = false }: DayPageData) {
  const notice =
    done === "sent"
      ? `"On my way" sent to the customer of ${reference}.`
      : done === "already-sent"
        ? `"On my way" was already sent to the customer of ${reference} today: not sent again.`
        : undefined;
  const title = date === today ? `Today, ${formatDate(date, "weekday")}` : formatDate(date, "weekday");
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-1 font-display text-2xl font-bold text-brand-dark">{title}</h1>
      <p className="mb-3 text-muted">
        {jobs.length === 0
          ? crew
            ? "No jobs for you."
            : "No jobs booked."
          : jobs.length === 1
            ? `${jobCount(jobs)}.`
            : `${jobCount(jobs)}, in slot order.`}
      </p>
      {notice && <Notice>{notice}</Notice>}
      {done === "not-today" && (
        <p role="alert" className="mb-4 rounded-md border border-danger bg-white px-4 py-3 font-semibold text-danger">
          {`"On my way" can only be sent on the day of the job: ${reference} is not today.`}
        </p>
      )}
      {refused && (
        <p role="alert" className="mb-4 rounded-md border border-danger bg-white px-4 py-3 font-semibold text-danger">
          {`Nothing was sent. ${refused}`}
        </p>
      )}
      {badDate && (
        <p role="alert" className="mb-4 rounded-md border border-danger bg-white px-4 py-3 font-semibold text-danger">
          That is not a date: showing today. Enter a date like 2026-11-24.
        </p>
      )}
      <DayPicker date={date} today={today} asked={asked} />
      <ol aria-label={`Jobs on ${formatDate(date, "weekday")}`} className="space-y-4">
        {jobs.map((job) => (
          <JobPanel key={job.bookingId} job={job} isToday={date === today} sent={sent.includes(job.bookingId)} crew={crew} />
        ))}
      </ol>
    </div>
  );
}

function DayPicker({ date, today, asked }: { date: string; today: string; asked: string }) {
  return (
    <DatePicker
      gap="gap-x-5"
      nav="Days"
      prev={{ href: todayPath(addDays(date, -1), today), text: "Previous day" }}
      current={date !== today ? { href: "/staff/today", text: "Today" } : undefined}
      next={{ href: todayPath(addDays(date, 1), today), text: "Next day" }}
      action="/staff/today"
      field={{ id: "date", label: "Day" }}
      asked={asked}
    />
  );
}

function JobPanel({ job, isToday, sent, crew }: { job: DayJob; isToday: boolean; sent: boolean; crew: boolean }) {
  const headingId = `job-${job.bookingId}`;
  const address = addressLine(job);
  const extras = extrasOf(job);
  const done = job.status === "done";
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id={headingId} className="font-display text-xl font-bold text-brand-dark">
          {job.slotName}: <span className="whitespace-nowrap">{job.reference}</span>
          {done && <DoneMark className="ml-2 align-middle text-base" />}
        </h2>
        <p className="mb-2">{job.name}</p>
        <address className="mb-2 not-italic">
          {[job.addressLine1, job.addressLine2, job.town, job.postcode].filter(Boolean).map((part, i) => (
            <span key={i} className="block">
              {part}
            </span>
          ))}
        </address>
        <div className="mb-3 flex flex-wrap gap-2">
          <a href={mapsLink(address)} className={buttonClass("outline")}>
            Open in maps<span className="sr-only">{` for ${address}`}</span>
          </a>
          <a href={telHref(job.phone)} className={buttonClass("outline")}>
            Call {phoneForPeople(job.phone)}
          </a>
        </div>
        <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-semibold">Crew</dt>
          <dd className={job.assigneeName ? "break-words" : "text-muted"}>{job.assigneeName ?? "Unassigned"}</dd>
          <dt className="font-semibold">To go</dt>
          <dd className="whitespace-pre-line break-words">{job.description.trim() || "No description given"}</dd>
          <dt className="font-semibold">Access</dt>
          <dd className="whitespace-pre-line break-words">{job.accessNotes?.trim() || "No notes given"}</dd>
          <dt className="font-semibold">Load</dt>
          <dd className="break-words">{loadOf(job)}</dd>
          <dt className="font-semibold">Extras</dt>
          <dd>
            {extras.length === 0 ? (
              "None"
            ) : (
              <ul>
                {extras.map((line, i) => (
                  <li key={i} className="break-words">{`${line.label}: ${formatPounds(line.amountPence)}`}</li>
                ))}
              </ul>
            )}
          </dd>
          <dt className="font-semibold">{done ? "Price" : "To collect"}</dt>
          <dd className={done ? "" : "text-lg font-bold"}>{formatPounds(job.totalPence)}</dd>
          {done && <DoneFacts job={job} />}
        </dl>
        {job.photos.length === 0 ? (
          <p className="mb-3 text-muted">No photos were sent.</p>
        ) : (
          <ul aria-label={`Photos for ${job.reference}`} className="mb-3 flex flex-wrap gap-2">
            {job.photos.map((photo) => (
              <li key={photo.position}>
                <a
                  href={`${quotePath(job.reference)}/photos/${photo.position}`}
                  className="block rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  <img
                    src={`${quotePath(job.reference)}/photos/${photo.position}/thumb`}
                    alt={`${photo.originalName}, ${photo.position} of ${job.photos.length} for ${job.reference}: open full size`}
                    width={96}
                    height={96}
                    className="h-24 w-24 rounded object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
        {isToday && !done && (
          <form method="post" action="/staff/today/on-my-way" className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="booking" value={job.bookingId} />
            <button type="submit" className={buttonClass("primary")}>
              On my way<span className="sr-only">{` to ${job.reference}`}</span>
            </button>
            <span className="text-sm text-muted">
              {sent ? "Sent to the customer today." : "Emails the customer that the crew is coming."}
            </span>
          </form>
        )}
        {!done && (
          <p className="mt-3">
            <a href={job.completePath} className={buttonClass("primary")}>
              Collected<span className="sr-only">{`: complete ${job.reference}`}</span>
            </a>
          </p>
        )}
        {!crew && (
          <p className="mt-3 text-sm">
            <a href={quotePath(job.reference)} className={linkClass}>
              The request {job.reference}
            </a>
          </p>
        )}
      </article>
    </li>
  );
}

/** A done job's rows of the list: its note, when the waste was collected, and the waste the note records. */
function DoneFacts({ job }: { job: JobOnPage }) {
  return (
    <>
      <dt className="font-semibold">Note</dt>
      <dd className="break-words">
        <NoteLink job={job} />
      </dd>
      {job.note && (
        <>
          <dt className="font-semibold">Collected</dt>
          <dd>{collectedText(job)}</dd>
          <dt className="font-semibold">Waste</dt>
          <dd>
            <ul aria-label={`Waste on the note for ${job.reference}`}>
              {job.note.lines.map((line, i) => (
                <li key={i} className="break-words">
                  {wasteLineText(line)}
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </>
  );
}
