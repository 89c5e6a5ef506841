/*
 * /staff/schedule: the week as days × slots, each booked job in its slot; move a job, block or
 * unblock a slot or a day. Plain forms: it works without script. On a phone the days are a list;
 * from 1024 px they are a grid, one column a day the crews work (seven by default), the slots
 * aligned across it.
 */
import { bookingRules } from "../../../content/booking";
import { slotTimesSummary } from "../../../content/collection-week";
import { addDays, formatDate } from "../../../kernel/uk-time";
import { buttonClass, controlClass, Notice } from "../../../components/page-kit/kit";
import type { JobOnPage, ScheduleDay } from "../jobs";
import { DatePicker } from "./date-picker";
import { Day, type MoveTarget, type WeekState } from "./week-grid";

export type { WeekState };

/** The week's page: its days, where jobs can move to, and what a change just did or why it was refused. */
export interface WeekPageData extends WeekState {
  /** The week's Monday. */
  monday: string;
  /**
   * The day the schedule opens on, the next working day (today until its last slot ends), where
   * "#today" lands; its week's Monday; and today (London dates).
   */
  openDay: string;
  openMonday: string;
  today: string;
  /** What the week picker shows: the date as typed when it was not one, else the Monday. */
  asked: string;
  days: ScheduleDay<JobOnPage>[];
  targets: MoveTarget[];
  /** The confirmation of a change (303 back with ?done=…). */
  notice?: string;
}

/** The week's address; after a change, what it did (?done=) and, for a move, the slot the job went to (?to=). */
export const schedulePath = (monday: string, done?: string, to?: { date: string; id: string }) =>
  `/staff/schedule?week=${monday}${done ? `&done=${done}` : ""}${to ? `&to=${encodeURIComponent(`${to.date}/${to.id}`)}` : ""}`;

/** The week's title: "Schedule, week of Monday 23 November". */
export const weekTitle = (monday: string) => `Schedule, week of ${formatDate(monday, "weekday")}`;

/** One column a working day from 1024 px. */
const WEEK_COLUMNS = [
  "",
  "lg:grid-cols-1",
  "lg:grid-cols-2",
  "lg:grid-cols-3",
  "lg:grid-cols-4",
  "lg:grid-cols-5",
  "lg:grid-cols-6",
  "lg:grid-cols-7",
];

export function WeekView(page: WeekPageData) {
  const { monday, today, openDay, notice, error } = page;
  return (
    <>
      <h1 className="mb-1 font-display text-3xl font-bold text-brand-dark">Schedule</h1>
      <p className="mb-4 text-muted">{`Week of ${formatDate(monday, "weekday")} ${monday.slice(0, 4)}. Each slot takes ${bookingRules.capacityPerSlot} jobs.`}</p>
      {notice && !error && <Notice>{notice}</Notice>}
      {error && (
        <p role="alert" className="mb-4 rounded-md border border-danger bg-white px-4 py-3 font-semibold text-danger">
          {error}
        </p>
      )}
      <WeekPicker monday={monday} openMonday={page.openMonday} thisWeek={page.openMonday <= today} asked={page.asked} />
      <div className={`grid gap-4 lg:gap-2 ${WEEK_COLUMNS[page.days.length] ?? "lg:grid-cols-7"}`}>
        {page.days.map((day) => (
          <Day key={day.date} day={day} monday={monday} today={today} openDay={openDay} targets={page.targets} state={page} />
        ))}
      </div>
      <BlockForm monday={monday} today={today} state={page} />
    </>
  );
}

/** The week picker; away from the week the schedule opens on, a link back to it ("This week", or "The week ahead" from a Saturday evening). */
function WeekPicker({ monday, openMonday, thisWeek, asked }: { monday: string; openMonday: string; thisWeek: boolean; asked: string }) {
  return (
    <DatePicker
      gap="gap-x-6"
      nav="Weeks"
      prev={{ href: schedulePath(addDays(monday, -7)), text: "Previous week" }}
      current={
        monday !== openMonday ? { href: `${schedulePath(openMonday)}#today`, text: thisWeek ? "This week" : "The week ahead" } : undefined
      }
      next={{ href: schedulePath(addDays(monday, 7)), text: "Next week" }}
      action="/staff/schedule"
      field={{ id: "week", label: "Week of" }}
      asked={asked}
    />
  );
}

/** Closing a day or a slot to customers, with an optional reason. */
function BlockForm({ monday, today, state }: { monday: string; today: string; state: WeekState }) {
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
              <option key={slot.id} value={slot.id}>{`${slot.label} (${slotTimesSummary(slot)})`}</option>
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
