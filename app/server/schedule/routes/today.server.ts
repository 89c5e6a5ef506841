/**
 * The crew's day and its one form: GET /staff/today?date=YYYY-MM-DD, and POST /staff/today/on-my-way,
 * answered with a 303 back to the day, or the day again (400) when the form was refused.
 */
import { data, type RouterContextProvider } from "react-router";
import { staffActor } from "../../audit.server";
import { parseForm, readForm } from "../../../kernel/form.server";
import { isDate, londonDate } from "../../../kernel/uk-time";
import { redirect } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { staffContext } from "../../staff-context.server";
import { slotOf } from "../../booking/index.server";
import { onMyWaySent, sendOnMyWay } from "../schedule.server";
import { jobsBetween } from "../jobs.server";
import { onMyWayForm } from "../forms.server";
import { todayPath, type DayPageData } from "../views/today";
import { onPage } from "./week.server";

type Context = Readonly<RouterContextProvider>;

/** The form's route answers anything but a POST with 405. */
export { postOnlyPage } from "../../responses.server";

/** GET /staff/today?date=YYYY-MM-DD; with `refused`, the day again (400) after a refused press of "On my way". */
export async function dayPage(request: Request, context: Context, refused?: string) {
  const runtime = context.get(runtimeContext);
  const now = runtime.clock.now(request);
  const today = londonDate(now);
  const url = new URL(request.url);
  const asked = url.searchParams.get("date") ?? "";
  const badDate = asked !== "" && !isDate(asked);
  const date = asked && !badDate ? asked : today;
  const { db } = runtime.database;
  // A crew member's day is their jobs alone (and today's unassigned ones): no other job's customer.
  const staff = context.get(staffContext);
  const crew = staff.role === "crew" ? { id: staff.id, today } : undefined;
  const jobs = await jobsBetween(db, date, date, undefined, crew);
  const sent = await onMyWaySent(
    db,
    jobs.filter((job) => job.status === "booked"),
    date,
    runtime.mailDomain,
  );
  const page: DayPageData = {
    date,
    today,
    asked: badDate ? asked : date,
    badDate,
    jobs: jobs.map((job) => {
      const slot = slotOf(job.slot);
      return { ...onPage(job), slotName: slot ? `${slot.definition.label} (${slot.window})` : job.slot.id };
    }),
    sent: [...sent],
    done: url.searchParams.get("done") ?? "",
    reference: (url.searchParams.get("job") ?? "").replace(/[^A-Za-z0-9-]/g, "").slice(0, 40),
    refused,
    crew: crew !== undefined,
  };
  return data(page, { status: badDate || refused ? 400 : 200 });
}

/** POST /staff/today/on-my-way: booking. */
export async function onMyWay(request: Request, context: Context) {
  const parsed = parseForm(onMyWayForm, await readForm(request));
  if (!parsed.ok) return dayPage(request, context, Object.values(parsed.errors).join(" "));
  const bookingId = parsed.data.booking;
  const runtime = context.get(runtimeContext);
  const now = runtime.clock.now(request);
  const today = londonDate(now);
  if (!/^[0-9a-f-]{36}$/.test(bookingId)) return redirect("/staff/today");
  const { result, reference } = await sendOnMyWay(runtime.database.db, {
    bookingId,
    actor: staffActor(context.get(staffContext)),
    now,
    mailDomain: runtime.mailDomain,
    secret: runtime.secret,
  });
  if (result === "not-booked") return redirect("/staff/today");
  if (result === "sent") runtime.outbox.wake();
  return redirect(todayPath(today, today, `done=${result}&job=${encodeURIComponent(reference ?? "")}`));
}
