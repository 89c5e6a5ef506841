import { bookingRules } from "../../../content/booking";
import { blockFromSchedule, mondayOf, moveTargets, staffMoveBooking, unblockFromSchedule, weekSchedule } from "../schedule.server";
import { parseSlotValue, type SlotRef } from "../../booking/index.server";
import { addDays, formatDate, isDate, londonDate } from "../../../kernel/uk-time";
import { staffActor } from "../../../kernel/audit.server";
import { blockForm, moveForm } from "./forms.server";
import { buttonClass, controlClass, Notice, parseForm, readForm, redirect as seeOther } from "../../../kernel/page/kit.server";
import { staffPage } from "../../../kernel/page/staff-page.server";
import { DatePicker } from "./date-picker.server";
import type { SignedInContext } from "../../../kernel/page/staff-route.server";
import { Day } from "./week-grid.server";

/*
 * /staff/schedule: the week as days × slots, each booked job in its slot; move a job, block or
 * unblock a slot or a day. Plain forms: it works without script. On a phone the days are a list;
 * from 1024 px they are a grid, one column a day, the slots aligned across it.
 */

const BOOKING_ID_RE = /^[0-9a-f-]{36}$/;
const NOTICES: Record<string, string> = {
  moved: "Job moved. The customer is being emailed the new slot.",
  "not-moved": "The job was already in that slot: nothing changed.",
  blocked: "Blocked: it is no longer offered to customers. Jobs already booked in it stay.",
  "already-blocked": "That was already blocked.",
  unblocked: "Unblocked: it is offered to customers again where it has room.",
  "already-unblocked": "That was not blocked.",
};

const schedulePath = (monday: string, done?: string) => `/staff/schedule?week=${monday}${done ? `&done=${done}` : ""}`;

export const slotLabel = (ref: SlotRef) =>
  `${formatDate(ref.date, "short")}, ${bookingRules.slots.find((slot) => slot.id === ref.id)?.label.toLowerCase() ?? ref.id}`;

export interface PageState {
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
    title: `Schedule, week of ${formatDate(monday, "weekday")}`,
    staff: ctx.staff,
    status: state.error ? (state.status ?? 409) : badWeek ? 400 : 200,
    children: (
      <>
        <h1 className="mb-1 font-display text-3xl font-bold text-brand-dark">Schedule</h1>
        <p className="mb-4 text-muted">{`Week of ${formatDate(monday, "weekday")} ${monday.slice(0, 4)}. Each slot takes ${bookingRules.capacityPerSlot} jobs.`}</p>
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
    <DatePicker
      gap="gap-x-6"
      nav="Weeks"
      prev={{ href: schedulePath(addDays(monday, -7)), text: "Previous week" }}
      current={monday !== thisMonday ? { href: `${schedulePath(thisMonday)}#today`, text: "This week" } : undefined}
      next={{ href: schedulePath(addDays(monday, 7)), text: "Next week" }}
      action="/staff/schedule"
      field={{ id: "week", label: "Week of" }}
      asked={asked}
    />
  );
}

// One grid row for the day's heading, one per slot: each day spans them all (subgrid keeps the slots aligned).
function BlockForm({ monday, today, state }: { monday: string; today: string; state: PageState }) {
  const values = state.block ?? { date: "", slot: "day", reason: "" };
  return (
    <section aria-labelledby="block-heading" className="mt-8 max-w-xl rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="block-heading" className="mb-2 font-display text-xl font-bold text-brand-dark">
        Block a day or a slot
      </h2>
      <p className="mb-3 text-sm text-muted">
        Blocked slots are not offered to customers. Jobs already booked in them stay: move them if the crew can't go.
      </p>
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
    return schedulePage(
      ctx,
      { error: Object.values(parsed.errors).join(" "), status: 400, move: { bookingId: booking, slot } },
      weekOf(week),
    );
  }
  const { booking: bookingId, slot: slotText } = parsed.data;
  const monday = weekOf(parsed.data.week);
  const now = ctx.services.clock.now(ctx.request);
  const refuse = (error: string, status?: 400) => schedulePage(ctx, { error, status, move: { bookingId, slot: slotText } }, monday);
  if (!BOOKING_ID_RE.test(bookingId)) return refuse("That job was not found. Reload the schedule and try again.", 400);
  const to = parseSlotValue(slotText);
  if (!to)
    return refuse(slotText ? "That slot does not exist. Choose one of the slots listed." : "Choose the slot to move the job to.", 400);
  const result = await staffMoveBooking(ctx.services.database.db, {
    bookingId,
    to,
    actor: staffActor(ctx.staff),
    now,
    mailDomain: ctx.services.mailDomain,
  });
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
  const refuse = (error: string, status?: 400) =>
    schedulePage(ctx, { error, status, block: { date: target.date, slot: target.slotText, reason: target.reason } }, monday);
  if (!isDate(target.date)) return refuse(target.date ? "Enter the day as a date, e.g. 2026-11-25." : "Enter the day to block.", 400);
  if (target.slotId !== null && !bookingRules.slots.some((slot) => slot.id === target.slotId))
    return refuse("Choose the whole day or one of the slots.", 400);
  const input = { date: target.date, slotId: target.slotId, actor: staffActor(ctx.staff), now };
  const result = block
    ? await blockFromSchedule(ctx.services.database.db, { ...input, reason: target.reason || null })
    : await unblockFromSchedule(ctx.services.database.db, input);
  if (!result.ok) return refuse(result.message);
  const done = `${result.already ? "already-" : ""}${block ? "blocked" : "unblocked"}`;
  return seeOther(schedulePath(monday || mondayOf(target.date), done));
}
