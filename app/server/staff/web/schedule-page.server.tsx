import { bookingRules } from "../../../content/booking";
import { blockFromSchedule, loadOf, mondayOf, moveTargets, staffMoveBooking, unblockFromSchedule, weekSchedule, type Job, type ScheduleDay, type ScheduleSlot } from "../../booking/schedule.server";
import { formatSlotDate, parseSlotValue, slotValue, type SlotRef } from "../../booking/slots.server";
import { addDays, londonDate } from "../inbox/london.server";
import { staffActor } from "../audit.server";
import { blockForm, moveForm } from "./forms.server";
import { buttonClass, controlClass, formatPence, linkClass, Notice, parseForm, quotePath, readForm, redirect as seeOther, tapLinkClass } from "./kit.server";
import { staffPage } from "./page.server";
import type { SignedInContext } from "./types.server";

/*
 * /staff/schedule: the week as days × slots, each booked job in its slot; move a job, block or
 * unblock a slot or a day. Plain forms: it works without script. On a phone the days are a list;
 * from 1024 px they are a grid, one column a day, the slots aligned across it.
 */

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const BOOKING_ID_RE = /^[0-9a-f-]{36}$/;
export const isDate = (value: string) => DATE_RE.test(value) && addDays(value, 0) === value;

const NOTICES: Record<string, string> = {
  moved: "Job moved. The customer is being emailed the new slot.",
  "not-moved": "The job was already in that slot: nothing changed.",
  blocked: "Blocked: it is no longer offered to customers. Jobs already booked in it stay.",
  "already-blocked": "That was already blocked.",
  unblocked: "Unblocked: it is offered to customers again where it has room.",
  "already-unblocked": "That was not blocked.",
};

const schedulePath = (monday: string, done?: string) => `/staff/schedule?week=${monday}${done ? `&done=${done}` : ""}`;

const shortDay = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" });
const shortDate = (date: string) => shortDay.format(new Date(`${date}T12:00:00Z`));
const slotLabel = (ref: SlotRef) => `${shortDate(ref.date)}, ${bookingRules.slots.find((slot) => slot.id === ref.id)?.label.toLowerCase() ?? ref.id}`;

interface PageState {
  /** The message of a refused change, shown at the top. */
  error?: string;
  /** 400 when what was sent is not a change the form can make; 409 (the default) when the schedule refused it. */
  status?: 400 | 409;
  /** The job whose move was refused, and the slot that was chosen. */
  move?: { bookingId: string; slot: string };
  /** What was typed into the block form. */
  block?: { date: string; slot: string; reason: string };
}

/** GET /staff/schedule?week=YYYY-MM-DD */
export async function schedulePage(ctx: SignedInContext, state: PageState = {}, weekParam?: string): Promise<Response> {
  const now = ctx.services.clock.now(ctx.request);
  const asked = weekParam ?? ctx.url.searchParams.get("week") ?? "";
  const badWeek = asked !== "" && !isDate(asked);
  const monday = mondayOf(asked && !badWeek ? asked : londonDate(now));
  const db = ctx.services.database.db;
  const [days, targets] = await Promise.all([weekSchedule(db, monday, now), moveTargets(db, now)]);
  const notice = NOTICES[ctx.url.searchParams.get("done") ?? ""];
  const error = state.error ?? (badWeek ? "That week is not a date: showing this week. Enter a date like 2026-11-23." : undefined);
  return staffPage({
    title: `Schedule, week of ${formatSlotDate(monday)}`,
    staff: ctx.staff,
    status: state.error ? (state.status ?? 409) : badWeek ? 400 : 200,
    children: (
      <>
        <h1 className="mb-1 font-display text-3xl font-bold text-brand-dark">Schedule</h1>
        <p className="mb-4 text-muted">{`Week of ${formatSlotDate(monday)} ${monday.slice(0, 4)}. Each slot takes ${bookingRules.capacityPerSlot} jobs.`}</p>
        {notice && !error && <Notice>{notice}</Notice>}
        {error && (
          <p role="alert" className="mb-4 rounded-md border border-danger bg-white px-4 py-3 font-semibold text-danger">
            {error}
          </p>
        )}
        <WeekPicker monday={monday} thisMonday={mondayOf(londonDate(now))} asked={badWeek ? asked : monday} />
        <div className="grid gap-4 lg:grid-cols-6 lg:gap-2">
          {days.map((day) => (
            <Day key={day.date} day={day} monday={monday} today={londonDate(now)} targets={targets} state={state} />
          ))}
        </div>
        <BlockForm monday={monday} today={londonDate(now)} state={state} />
      </>
    ),
  });
}

function WeekPicker({ monday, thisMonday, asked }: { monday: string; thisMonday: string; asked: string }) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-x-6 gap-y-3">
      <nav aria-label="Weeks" className="flex flex-wrap gap-4">
        <a href={schedulePath(addDays(monday, -7))} className={linkClass} rel="prev">
          Previous week
        </a>
        {monday !== thisMonday && (
          <a href={schedulePath(thisMonday)} className={linkClass}>
            This week
          </a>
        )}
        <a href={schedulePath(addDays(monday, 7))} className={linkClass} rel="next">
          Next week
        </a>
      </nav>
      <form method="get" action="/staff/schedule" className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col">
          <label htmlFor="week" className="text-sm font-semibold">
            Week of
          </label>
          <input id="week" name="week" type="date" defaultValue={asked} className={controlClass} />
        </div>
        <button type="submit" className={buttonClass("outline")}>
          Show
        </button>
      </form>
    </div>
  );
}

// One grid row for the day's heading, one per slot: each day spans them all (subgrid keeps the slots aligned).
const DAY_SPAN = ["", "lg:row-span-1", "lg:row-span-2", "lg:row-span-3", "lg:row-span-4", "lg:row-span-5"];

function Day({ day, monday, today, targets, state }: { day: ScheduleDay; monday: string; today: string; targets: SlotRef[]; state: PageState }) {
  const headingId = `day-${day.date}`;
  const past = day.date < today;
  const jobs = day.slots.reduce((sum, slot) => sum + slot.jobs.length, 0);
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-lg border bg-white p-3 lg:grid lg:grid-rows-subgrid lg:gap-2 lg:p-2 ${DAY_SPAN[day.slots.length + 1] ?? ""} ${day.date === today ? "border-2 border-brand" : "border-slate-200"}`}
    >
      <div>
        <h2 id={headingId} className="font-display text-lg font-bold text-brand-dark lg:text-base">
          {formatSlotDate(day.date)}
          {day.date === today && <span className="ml-2 rounded bg-brand-tint px-1.5 text-sm font-semibold text-brand-dark">Today</span>}
        </h2>
        {day.closed ? (
          <p className="font-semibold text-danger">{`Closed: ${day.closed}`}</p>
        ) : (
          <>
            <p className="text-sm text-muted">{jobs === 1 ? "1 job" : `${jobs} jobs`}</p>
            {day.dayBlock && <p className="text-sm font-semibold text-danger">{`Day blocked${day.dayBlock.reason ? `: ${day.dayBlock.reason}` : ""}`}</p>}
            {!past && <BlockButton monday={monday} date={day.date} slotId={null} blocked={!!day.dayBlock} label={formatSlotDate(day.date)} />}
          </>
        )}
      </div>
      {day.slots.map((slot) => (
        <Slot key={slot.ref.id} slot={slot} closed={!!day.closed} past={past} monday={monday} targets={targets} state={state} />
      ))}
    </section>
  );
}

function Slot({ slot, closed, past, monday, targets, state }: { slot: ScheduleSlot; closed: boolean; past: boolean; monday: string; targets: SlotRef[]; state: PageState }) {
  const name = `${formatSlotDate(slot.ref.date)}, ${slot.definition.label.toLowerCase()}`;
  const headingId = `slot-${slot.ref.date}-${slot.ref.id}`;
  const full = slot.room === 0;
  return (
    <div className={`mt-3 rounded-md border p-2 lg:mt-0 ${slot.blocked || closed ? "border-danger/40 bg-slate-100" : "border-slate-200"}`}>
      <h3 id={headingId} className="text-base font-semibold">
        {slot.definition.label} <span className="font-normal text-muted">{slot.definition.window}</span>
      </h3>
      <p className="text-sm text-muted">
        {closed
          ? "Closed"
          : slot.blocked
            ? `Blocked${slot.blocked.wholeDay ? " (whole day)" : ""}${slot.blocked.reason && !slot.blocked.wholeDay ? `: ${slot.blocked.reason}` : ""}`
            : `${slot.jobs.length} of ${bookingRules.capacityPerSlot} booked${full ? " (full)" : ""}`}
      </p>
      {slot.jobs.length > 0 && (
        <ul aria-labelledby={headingId} className="mt-2 space-y-2">
          {slot.jobs.map((job) => (
            <JobCard key={job.bookingId} job={job} monday={monday} targets={targets} state={state} canMove={!past} />
          ))}
        </ul>
      )}
      {!closed && !past && !slot.begun && (!slot.blocked || !slot.blocked.wholeDay) && (
        <BlockButton monday={monday} date={slot.ref.date} slotId={slot.ref.id} blocked={!!slot.blocked} label={name} />
      )}
    </div>
  );
}

function BlockButton({ monday, date, slotId, blocked, label }: { monday: string; date: string; slotId: string | null; blocked: boolean; label: string }) {
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

function JobCard({ job, monday, targets, state, canMove }: { job: Job; monday: string; targets: SlotRef[]; state: PageState; canMove: boolean }) {
  const refused = state.move?.bookingId === job.bookingId;
  const selectId = `move-${job.bookingId}`;
  const choices = targets.filter((target) => target.date !== job.slot.date || target.id !== job.slot.id);
  return (
    <li className="rounded border border-slate-200 bg-brand-soft p-2 text-sm">
      <a href={quotePath(job.reference)} className={linkClass}>
        {job.reference}
      </a>
      <p>{job.town}</p>
      <p className="text-muted">{loadOf(job)}</p>
      <p className="font-semibold">{formatPence(job.totalPence)}</p>
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
                <option key={slotValue(target)} value={slotValue(target)}>
                  {slotLabel(target)}
                </option>
              ))}
              {refused && state.move!.slot && !choices.some((target) => slotValue(target) === state.move!.slot) && (
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

function BlockForm({ monday, today, state }: { monday: string; today: string; state: PageState }) {
  const values = state.block ?? { date: "", slot: "day", reason: "" };
  return (
    <section aria-labelledby="block-heading" className="mt-8 max-w-xl rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="block-heading" className="mb-2 font-display text-xl font-bold text-brand-dark">
        Block a day or a slot
      </h2>
      <p className="mb-3 text-sm text-muted">Blocked slots are not offered to customers. Jobs already booked in them stay: move them if the crew can't go.</p>
      <form method="post" action="/staff/schedule/block" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="week" value={monday} />
        <div className="flex flex-col">
          <label htmlFor="block-date" className="font-semibold">
            Day
          </label>
          <input id="block-date" name="date" type="date" min={today} required defaultValue={values.date} className={controlClass} />
        </div>
        <div className="flex flex-col">
          <label htmlFor="block-slot" className="font-semibold">
            Slot
          </label>
          <select id="block-slot" name="slot" defaultValue={values.slot} className={controlClass}>
            <option value="day">The whole day</option>
            {bookingRules.slots.map((slot) => (
              <option key={slot.id} value={slot.id}>{`${slot.label} (${slot.window})`}</option>
            ))}
          </select>
        </div>
        <div className="flex flex-col">
          <label htmlFor="block-reason" className="font-semibold">
            Reason <span className="font-normal text-muted">(optional)</span>
          </label>
          <input id="block-reason" name="reason" maxLength={100} defaultValue={values.reason} className={controlClass} />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Block
        </button>
      </form>
    </section>
  );
}

// ---- The forms ----

const weekOf = (week: string) => (isDate(week) ? mondayOf(week) : "");

/** POST /staff/schedule/move: booking, slot ("YYYY-MM-DD/morning"), week. */
export async function moveAction(ctx: SignedInContext): Promise<Response> {
  const parsed = parseForm(moveForm, await readForm(ctx.request));
  if (!parsed.ok) {
    const { week = "", booking = "", slot = "" } = parsed.values;
    return schedulePage(ctx, { error: Object.values(parsed.errors).join(" "), status: 400, move: { bookingId: booking, slot } }, weekOf(week));
  }
  const { booking: bookingId, slot: slotText } = parsed.data;
  const monday = weekOf(parsed.data.week);
  const now = ctx.services.clock.now(ctx.request);
  const refuse = (error: string, status?: 400) => schedulePage(ctx, { error, status, move: { bookingId, slot: slotText } }, monday);
  if (!BOOKING_ID_RE.test(bookingId)) return refuse("That job was not found. Reload the schedule and try again.", 400);
  const to = parseSlotValue(slotText);
  if (!to) return refuse(slotText ? "That slot does not exist. Choose one of the slots listed." : "Choose the slot to move the job to.", 400);
  const result = await staffMoveBooking(ctx.services.database.db, { bookingId, to, actor: staffActor(ctx.staff), now, mailDomain: new URL(ctx.services.env.SITE_URL).hostname });
  if (!result.ok) return refuse(result.message);
  if (!result.already) ctx.services.outbox.wake();
  return seeOther(schedulePath(monday || mondayOf(to.date), result.already ? "not-moved" : "moved"));
}

/** POST /staff/schedule/block and /staff/schedule/unblock: date, slot ("day" or a slot id), reason, week. */
export async function blockAction(ctx: SignedInContext): Promise<Response> {
  const parsed = parseForm(blockForm, await readForm(ctx.request));
  const block = ctx.url.pathname.endsWith("/block");
  if (!parsed.ok) {
    const { week = "", date = "", slot = "", reason = "" } = parsed.values;
    return schedulePage(ctx, { error: Object.values(parsed.errors).join(" "), status: 400, block: { date, slot, reason } }, weekOf(week));
  }
  const monday = weekOf(parsed.data.week);
  const { date, slot: slotText, reason } = parsed.data;
  const target = { date, slotId: slotText === "day" ? null : slotText, reason, slotText };
  const now = ctx.services.clock.now(ctx.request);
  const refuse = (error: string, status?: 400) => schedulePage(ctx, { error, status, block: { date: target.date, slot: target.slotText, reason: target.reason } }, monday);
  if (!isDate(target.date)) return refuse(target.date ? "Enter the day as a date, e.g. 2026-11-25." : "Enter the day to block.", 400);
  if (target.slotId !== null && !bookingRules.slots.some((slot) => slot.id === target.slotId)) return refuse("Choose the whole day or one of the slots.", 400);
  const input = { date: target.date, slotId: target.slotId, actor: staffActor(ctx.staff), now };
  const result = block
    ? await blockFromSchedule(ctx.services.database.db, { ...input, reason: target.reason || null })
    : await unblockFromSchedule(ctx.services.database.db, input);
  if (!result.ok) return refuse(result.message);
  const done = `${result.already ? "already-" : ""}${block ? "blocked" : "unblocked"}`;
  return seeOther(schedulePath(monday || mondayOf(target.date), done));
}
