/**
 * The week's page and its forms: GET /staff/schedule?week=YYYY-MM-DD, and POST /staff/schedule/move,
 * /block and /unblock, each answered with a 303 back to the week, or the week again with why the
 * change was refused (400 when the form cannot make it, 409 when the schedule refused it).
 */
import { data, type RouterContextProvider } from "react-router";
import { bookingRules } from "../../../content/booking";
import { staffActor } from "../../audit.server";
import { parseForm, readForm } from "../../../kernel/form.server";
import { formatDate, isDate, londonDate } from "../../../kernel/uk-time";
import { redirect } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { staffContext } from "../../staff-context.server";
import { describeSlot, parseSlotValue, slotOf, slotValue, type SlotRef } from "../../booking/index.server";
import { completePath, staffNotePdfPath } from "../../waste/web.server";
import { blockFromSchedule, moveTargets, staffMoveBooking, unblockFromSchedule, weekSchedule } from "../schedule.server";
import { mondayOf, nextWorkingDay } from "../working-days.server";
import type { Job, JobOnPage } from "../jobs";
import { blockForm, moveForm } from "../forms.server";
import { schedulePath, type WeekPageData, type WeekState } from "../views/week";

type Context = Readonly<RouterContextProvider>;

/** The forms' routes answer anything but a POST with 405. */
export { postOnlyPage } from "../../responses.server";

const BOOKING_ID_RE = /^[0-9a-f-]{36}$/;
const NOTICES: Record<string, string> = {
  moved: "Job moved. The customer is being emailed the new slot.",
  "not-moved": "The job was already in that slot: nothing changed.",
  blocked: "Blocked: it is no longer offered to customers. Jobs already booked in it stay.",
  "already-blocked": "That was already blocked.",
  unblocked: "Unblocked: it is offered to customers again where it has room.",
  "already-unblocked": "That was not blocked.",
};

/** "Job moved to Tuesday 1 December, morning (7am–12pm). …": where the job went, from the address's ?to=, when it names a slot. */
function noticeOf(url: URL): string | undefined {
  const done = url.searchParams.get("done") ?? "";
  const to = parseSlotValue(url.searchParams.get("to") ?? "");
  if (done === "moved" && to && slotOf(to)) return `Job moved to ${describeSlot(to)}. The customer is being emailed the new slot.`;
  return NOTICES[done];
}

/** A job with the links the pages give it: its note's PDF and its completion form. */
export const onPage = (job: Job): JobOnPage => ({
  ...job,
  notePath: job.note ? staffNotePdfPath(job.note.number) : null,
  completePath: completePath(job.bookingId),
});

/** "Thu 26 Nov, afternoon (12pm–5pm)": a slot in the move form's list, with its times that day. */
const slotLabel = (ref: SlotRef) => {
  const slot = slotOf(ref);
  return `${formatDate(ref.date, "short")}, ${slot ? `${slot.definition.label.toLowerCase()} (${slot.window})` : ref.id}`;
};

/**
 * The week of `weekParam` (or of the address's ?week=, or the week holding the next working day),
 * with a refused change's state; 409 for a change the schedule refused unless `status` says 400, 400
 * for a week that is not a date.
 */
export async function weekPage(request: Request, context: Context, state: WeekState & { status?: 400 | 409 } = {}, weekParam?: string) {
  const runtime = context.get(runtimeContext);
  const now = runtime.clock.now(request);
  const url = new URL(request.url);
  const asked = weekParam ?? url.searchParams.get("week") ?? "";
  const badWeek = asked !== "" && !isDate(asked);
  const today = londonDate(now);
  const openDay = nextWorkingDay(now);
  const openMonday = mondayOf(openDay);
  const monday = mondayOf(asked && !badWeek ? asked : openDay);
  const { db } = runtime.database;
  const [days, targets] = await Promise.all([weekSchedule(db, monday, now), moveTargets(db, now)]);
  const { status, ...refused } = state;
  const page: WeekPageData = {
    ...refused,
    error:
      state.error ??
      (badWeek
        ? `That week is not a date: showing ${openMonday === mondayOf(today) ? "this week" : "the week ahead"}. Enter a date like 2026-11-23.`
        : undefined),
    notice: noticeOf(url),
    monday,
    openMonday,
    openDay,
    today,
    asked: badWeek ? asked : monday,
    days: days.map((day) => ({ ...day, slots: day.slots.map((slot) => ({ ...slot, jobs: slot.jobs.map(onPage) })) })),
    targets: targets.map((target) => ({ ...target, value: slotValue(target), label: slotLabel(target) })),
  };
  return data(page, { status: state.error ? (status ?? 409) : badWeek ? 400 : 200 });
}

const weekOf = (week: string) => (isDate(week) ? mondayOf(week) : "");

/** POST /staff/schedule/move: booking, slot ("YYYY-MM-DD/morning"), week. */
export async function moveJob(request: Request, context: Context) {
  const parsed = parseForm(moveForm, await readForm(request));
  if (!parsed.ok) {
    const { week = "", booking = "", slot = "" } = parsed.values;
    return weekPage(
      request,
      context,
      { error: Object.values(parsed.errors).join(" "), status: 400, move: { bookingId: booking, slot } },
      weekOf(week),
    );
  }
  const { booking: bookingId, slot: slotText } = parsed.data;
  const monday = weekOf(parsed.data.week);
  const runtime = context.get(runtimeContext);
  const now = runtime.clock.now(request);
  const refuse = (error: string, status?: 400) =>
    weekPage(request, context, { error, status, move: { bookingId, slot: slotText } }, monday);
  if (!BOOKING_ID_RE.test(bookingId)) return refuse("That job was not found. Reload the schedule and try again.", 400);
  const to = parseSlotValue(slotText);
  if (!to)
    return refuse(slotText ? "That slot does not exist. Choose one of the slots listed." : "Choose the slot to move the job to.", 400);
  const result = await staffMoveBooking(runtime.database.db, {
    bookingId,
    to,
    actor: staffActor(context.get(staffContext)),
    now,
    mailDomain: runtime.mailDomain,
    secret: runtime.secret,
  });
  if (!result.ok) return refuse(result.message);
  if (!result.already) runtime.outbox.wake();
  // The week the job is in now, wherever the form was sent from.
  if (result.already) return redirect(schedulePath(mondayOf(to.date), "not-moved"));
  return redirect(schedulePath(mondayOf(to.date), "moved", to));
}

/** POST /staff/schedule/block (`block`) and /staff/schedule/unblock: date, slot ("day" or a slot id), reason, week. */
export async function changeBlock(request: Request, context: Context, block: boolean) {
  const parsed = parseForm(blockForm, await readForm(request));
  if (!parsed.ok) {
    const { week = "", date = "", slot = "", reason = "" } = parsed.values;
    return weekPage(
      request,
      context,
      { error: Object.values(parsed.errors).join(" "), status: 400, block: { date, slot, reason } },
      weekOf(week),
    );
  }
  const monday = weekOf(parsed.data.week);
  const { date, slot: slotText, reason } = parsed.data;
  const target = { date, slotId: slotText === "day" ? null : slotText, reason, slotText };
  const runtime = context.get(runtimeContext);
  const now = runtime.clock.now(request);
  const refuse = (error: string, status?: 400) =>
    weekPage(request, context, { error, status, block: { date: target.date, slot: target.slotText, reason: target.reason } }, monday);
  if (!isDate(target.date)) return refuse(target.date ? "Enter the day as a date, e.g. 2026-11-25." : "Enter the day to block.", 400);
  if (target.slotId !== null && !bookingRules.slots.some((slot) => slot.id === target.slotId))
    return refuse("Choose the whole day or one of the slots.", 400);
  const input = { date: target.date, slotId: target.slotId, actor: staffActor(context.get(staffContext)), now };
  const { db } = runtime.database;
  const result = block ? await blockFromSchedule(db, { ...input, reason: target.reason || null }) : await unblockFromSchedule(db, input);
  if (!result.ok) return refuse(result.message);
  const done = `${result.already ? "already-" : ""}${block ? "blocked" : "unblocked"}`;
  return redirect(schedulePath(monday || mondayOf(target.date), done));
}
