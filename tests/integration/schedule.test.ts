import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { acceptPrice, cancelBooking, moveBooking } from "../../app/server/booking/customer.server";
import { sendPrice } from "../../app/server/booking/prices.server";
import { queueDueReminders, reminderAt } from "../../app/server/booking/reminders.server";
import {
  blockFromSchedule,
  sendOnMyWay,
  staffMoveBooking,
  unblockFromSchedule,
  weekSchedule,
} from "../../app/server/schedule/schedule.server";
import { jobsBetween } from "../../app/server/schedule/jobs.server";
import { describeSlot, offeredSlots, slotValue } from "../../app/server/booking/slots.server";
import { bookingRules, type BookingRules } from "../../app/content/booking";
import { auditLog, bookingLinks, outbox, priceQuoteLines, quotes } from "../../app/server/db/schema.server";
import { customerRequest } from "../support/customer-request";
import { issueNote } from "../../app/server/waste/issue.server";
import { sampleFacts } from "../support/waste-note";
import { staffActor } from "../../app/server/audit.server";
import { startSmtp } from "./harness";
import { eventually } from "../support/eventually";
import { addPhoto, addQuote, addStaff, backends, pgUrl } from "./inbox-support";
import { bookJob } from "../support/booked-job";
import { acceptIntoSlot } from "../support/fixed-price";
import { staffSuitePerTest } from "../support/staff-context";
import { withTwoInstances } from "../support/two-instances";

const at = (iso: string) => new Date(iso);
/** Tuesday 24 November 2026, 09:00 GMT. */
const NOW = at("2026-11-24T09:00:00Z");
const THU_AM = { date: "2026-11-26", id: "morning" };
const THU_PM = { date: "2026-11-26", id: "afternoon" };
const FRI_AM = { date: "2026-11-27", id: "morning" };

describe("the reminder's time in Europe/London", () => {
  it("is 18:00 UK time the day before: GMT in winter, BST in summer, right across both clock changes", () => {
    expect(reminderAt("2026-11-26").toISOString()).toBe("2026-11-25T18:00:00.000Z");
    expect(reminderAt("2026-07-02").toISOString()).toBe("2026-07-01T17:00:00.000Z");
    // Clocks go forward on Sunday 29 March 2026: Sunday's 18:00 is BST.
    expect(reminderAt("2026-03-30").toISOString()).toBe("2026-03-29T17:00:00.000Z");
    expect(reminderAt("2026-03-29").toISOString()).toBe("2026-03-28T18:00:00.000Z");
    // Clocks go back on Sunday 25 October 2026: Sunday's 18:00 is GMT, Saturday's BST.
    expect(reminderAt("2026-10-26").toISOString()).toBe("2026-10-25T18:00:00.000Z");
    expect(reminderAt("2026-10-25").toISOString()).toBe("2026-10-24T17:00:00.000Z");
  });
});

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`the schedule on ${backend.name}`, () => {
    const t = staffSuitePerTest(backend.postgres);
    const { start, restart, db, bookingOf, call } = t;
    const actor = () => staffActor(t.staff);
    const outboxOf = (template: string) => db().select().from(outbox).where(eq(outbox.template, template));

    it("moves a job only to a slot with room, with the slot's lock; the customer is emailed and the move audited", async () => {
      await start();
      const a = await bookJob(t.services, THU_AM, NOW);
      await bookJob(t.services, THU_AM, NOW);
      const c = await bookJob(t.services, THU_PM, NOW);
      const move = (bookingId: string, to: typeof THU_AM, now = NOW) =>
        staffMoveBooking(db(), { bookingId, to, actor: actor(), now, mailDomain: "example.com" });
      const cBooking = await bookingOf(c.id);

      // Thursday morning is full: refused, nothing changed.
      expect(await move(cBooking.id, THU_AM)).toEqual({
        ok: false,
        kind: "conflict",
        message: "That slot is full. Choose another of the slots listed.",
      });
      expect((await bookingOf(c.id)).slotId).toBe("afternoon");
      // A slot that does not exist (no such id; no evening on a Sunday), one that has begun, a bank holiday.
      expect((await move(cBooking.id, { date: "2026-11-26", id: "night" })).ok).toBe(false);
      expect(await move(cBooking.id, { date: "2026-11-29", id: "evening" })).toEqual({
        ok: false,
        kind: "conflict",
        message: "That slot does not exist. Choose one of the slots listed.",
      });
      expect(await move(cBooking.id, { date: "2026-11-24", id: "morning" })).toEqual({
        ok: false,
        kind: "conflict",
        message: "That slot has already begun. Choose a later one.",
      });
      expect(await move(cBooking.id, { date: "2026-12-25", id: "morning" })).toEqual({
        ok: false,
        kind: "conflict",
        message: "The crews don't work that day. Choose another.",
      });
      // A blocked slot.
      await blockFromSchedule(db(), { date: FRI_AM.date, slotId: "morning", reason: "van in for MOT", actor: actor(), now: NOW });
      expect(await move(cBooking.id, FRI_AM)).toEqual({
        ok: false,
        kind: "conflict",
        message: "That slot is blocked. Unblock it first, or choose another.",
      });
      expect(await outboxOf("staff-moved")).toHaveLength(0);

      // A full slot's own job moves within the day: to the afternoon, which has room.
      const aBooking = await bookingOf(a.id);
      expect(await move(aBooking.id, THU_PM)).toEqual({ ok: true });
      const moved = await bookingOf(a.id);
      expect([moved.slotDate, moved.slotId, moved.moves]).toEqual(["2026-11-26", "afternoon", 1]);
      const [mail] = await outboxOf("staff-moved");
      expect(mail).toMatchObject({ kind: "customer", quoteId: a.id, payload: { slot: THU_PM, previousSlot: THU_AM, sequence: 1 } });
      const audits = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.quoteReference, a.reference), eq(auditLog.action, "moved")));
      expect(audits.map((row) => row.detail)).toEqual(["booking moved by the office from 2026-11-26 morning to 2026-11-26 afternoon"]);
      expect(audits[0]!.actor).toBe(t.staff.email);
      // Now the afternoon is full too, and the morning has room again.
      expect((await move(cBooking.id, THU_AM)).ok).toBe(true);
      expect(await move(cBooking.id, THU_AM)).toEqual({ ok: true, already: true });
      // A cancelled job cannot be moved.
      await cancelBooking(db(), a.token, { reason: "" }, { now: NOW, secret: t.services.secret, mailDomain: "example.com" });
      expect(await move(moved.id, FRI_AM)).toEqual({ ok: false, kind: "conflict", message: "This job is no longer booked." });
    });

    it("two staff moving two jobs into the last place of a slot at once: one gets it", async () => {
      await start();
      await bookJob(t.services, FRI_AM, NOW);
      const x = await bookingOf((await bookJob(t.services, THU_AM, NOW)).id);
      const y = await bookingOf((await bookJob(t.services, THU_PM, NOW)).id);
      const results = await Promise.all(
        [x, y].map((b) => staffMoveBooking(db(), { bookingId: b.id, to: FRI_AM, actor: actor(), now: NOW, mailDomain: "example.com" })),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([
        { ok: false, kind: "conflict", message: "That slot is full. Choose another of the slots listed." },
      ]);
      const friday = (await jobsBetween(db(), FRI_AM.date, FRI_AM.date)).filter((job) => job.slot.id === "morning");
      expect(friday).toHaveLength(2);
      expect(await outboxOf("staff-moved")).toHaveLength(1);
    });

    it("blocks and unblocks a slot or a whole day, each audited; customers are no longer offered it", async () => {
      await start();
      const offered = async () => (await offeredSlots(db(), NOW)).map(slotValue);
      expect(await offered()).toContain("2026-11-27/morning");
      expect(await blockFromSchedule(db(), { date: "2026-11-27", slotId: "morning", reason: null, actor: actor(), now: NOW })).toEqual({
        ok: true,
      });
      expect(await blockFromSchedule(db(), { date: "2026-11-27", slotId: "morning", reason: null, actor: actor(), now: NOW })).toEqual({
        ok: true,
        already: true,
      });
      expect(await offered()).not.toContain("2026-11-27/morning");
      expect(await offered()).toContain("2026-11-27/afternoon");
      expect(await blockFromSchedule(db(), { date: "2026-11-28", slotId: null, reason: "staff party", actor: actor(), now: NOW })).toEqual({
        ok: true,
      });
      expect((await offered()).filter((slot) => slot.startsWith("2026-11-28"))).toEqual([]);
      expect(await unblockFromSchedule(db(), { date: "2026-11-27", slotId: "morning", actor: actor(), now: NOW })).toEqual({ ok: true });
      expect(await offered()).toContain("2026-11-27/morning");
      expect(await unblockFromSchedule(db(), { date: "2026-11-27", slotId: "morning", actor: actor(), now: NOW })).toEqual({
        ok: true,
        already: true,
      });
      // Refused: a day that has passed, a slot that does not exist, a slot that does not run that day.
      expect(await blockFromSchedule(db(), { date: "2026-11-23", slotId: null, reason: null, actor: actor(), now: NOW })).toEqual({
        ok: false,
        kind: "conflict",
        message: "That day has passed.",
      });
      expect((await blockFromSchedule(db(), { date: "2026-11-27", slotId: "night", reason: null, actor: actor(), now: NOW })).ok).toBe(
        false,
      );
      expect(await blockFromSchedule(db(), { date: "2026-11-29", slotId: "evening", reason: null, actor: actor(), now: NOW })).toEqual({
        ok: false,
        kind: "conflict",
        message: "There is no evening slot on Sunday 29 November.",
      });
      const entries = await db().select().from(auditLog).where(eq(auditLog.actor, t.staff.email));
      expect(entries.map((row) => `${row.action}: ${row.detail}`).sort()).toEqual([
        "slot-blocked: blocked 2026-11-27 morning",
        "slot-blocked: blocked 2026-11-28 (whole day) (staff party)",
        "slot-unblocked: unblocked 2026-11-27 morning",
      ]);
      const week = await weekSchedule(db(), "2026-11-23", NOW);
      // Seven days, Sunday included; every slot of the week on each, Sunday's evening without times.
      expect(week.map((day) => day.date)).toEqual([
        "2026-11-23",
        "2026-11-24",
        "2026-11-25",
        "2026-11-26",
        "2026-11-27",
        "2026-11-28",
        "2026-11-29",
      ]);
      expect(week[5]!.dayBlock).toEqual({ reason: "staff party" });
      expect(week[5]!.slots.every((slot) => slot.blocked?.wholeDay)).toBe(true);
      expect(week[4]!.slots.map((slot) => `${slot.ref.id} ${slot.window}`)).toEqual([
        "morning 7am–12pm",
        "afternoon 12pm–5pm",
        "evening 5pm–7pm",
      ]);
      expect(week[6]!.slots.map((slot) => `${slot.ref.id} ${slot.window} ${slot.room}`)).toEqual([
        "morning 8am–12pm 2",
        "afternoon 12pm–5pm 2",
        "evening null 0",
      ]);
    });

    it("a job in a slot that no longer runs on its day stays on the week, in the slot's row without times, to be moved", async () => {
      await start();
      const job = await bookJob(t.services, { date: "2026-11-28", id: "evening" }, NOW);
      // The week changed after the booking: no evening on Saturdays.
      const changed: BookingRules = {
        ...bookingRules,
        slots: bookingRules.slots.map((slot) =>
          slot.id === "evening" ? { ...slot, times: [{ weekdays: [1, 2, 3, 4, 5], start: "17:00", end: "19:00" }] } : slot,
        ),
      };
      const saturday = (await weekSchedule(db(), "2026-11-23", NOW, changed)).find((day) => day.date === "2026-11-28")!;
      expect(saturday.slots.map((slot) => slot.ref.id)).toEqual(["morning", "afternoon", "evening"]);
      const evening = saturday.slots.find((slot) => slot.ref.id === "evening")!;
      expect(evening).toMatchObject({ window: null, room: 0, booked: 1, begun: true });
      expect(evening.jobs.map((j) => j.reference)).toEqual([job.reference]);
      expect(describeSlot({ date: "2026-11-28", id: "evening" }, changed)).toBe("Saturday 28 November, evening");
      // Under the business's week it is an evening like any other.
      expect(describeSlot({ date: "2026-11-28", id: "evening" })).toBe("Saturday 28 November, evening (5pm–7pm)");
    });

    it("the week shows bank holidays closed", async () => {
      await start();
      const week = await weekSchedule(db(), "2026-12-21", NOW);
      expect(week.filter((day) => day.closed).map((day) => `${day.date} ${day.closed}`)).toEqual(["2026-12-25 Christmas Day"]);
      const next = await weekSchedule(db(), "2026-12-28", NOW);
      expect(next[0]!.closed).toBe("Boxing Day (substitute day)");
    });

    it('"on my way": only on the job\'s day, once per job per day, however often it is pressed', async () => {
      await start();
      const job = await bookJob(t.services, THU_AM, NOW);
      const booking = await bookingOf(job.id);
      const press = (now: Date) => sendOnMyWay(db(), { bookingId: booking.id, actor: actor(), now, mailDomain: "example.com" });
      expect((await press(NOW)).result).toBe("not-today");
      const thursday = at("2026-11-26T08:30:00Z");
      const presses = await Promise.all([press(thursday), press(thursday), press(at("2026-11-26T09:00:00Z"))]);
      expect(presses.map((p) => p.result).sort()).toEqual(["already-sent", "already-sent", "sent"]);
      expect(await outboxOf("on-my-way")).toHaveLength(1);
      expect(await db().select().from(auditLog).where(eq(auditLog.action, "on-my-way"))).toHaveLength(1);
    });

    it("queues the reminder at 18:00 UK time the day before, once, and not for a job booked after 18:00 or cancelled", async () => {
      await start();
      const early = await bookJob(t.services, THU_AM, NOW);
      const late = await bookJob(t.services, THU_PM, at("2026-11-25T18:30:00Z"));
      const cancelled = await bookJob(t.services, FRI_AM, NOW);
      await cancelBooking(db(), cancelled.token, { reason: "" }, { now: NOW, secret: t.services.secret, mailDomain: "example.com" });
      const run = (now: Date) => queueDueReminders(db(), { now, mailDomain: "example.com" });
      expect(await run(at("2026-11-25T17:59:59Z"))).toEqual([]);
      expect(await run(at("2026-11-25T18:00:00Z"))).toEqual([early.reference]);
      // Again a minute later, and after a restart: nothing more.
      expect(await run(at("2026-11-25T18:05:00Z"))).toEqual([]);
      await restart();
      expect(await run(at("2026-11-25T19:00:00Z"))).toEqual([]);
      const reminders = await outboxOf("reminder");
      expect(reminders.map((row) => row.quoteId)).toEqual([early.id]);
      expect(reminders[0]!.payload).toMatchObject({ slot: THU_AM });
      expect(late.id).not.toBe(early.id);
    });

    it("across the clock changes: Sunday's 18:00 is BST on the last Sunday of March and GMT on the last Sunday of October", async () => {
      await start();
      const spring = await bookJob(t.services, { date: "2026-03-30", id: "morning" }, at("2026-03-25T10:00:00Z"));
      const autumn = await bookJob(t.services, { date: "2026-10-26", id: "afternoon" }, at("2026-10-20T10:00:00Z"));
      const run = (now: string) => queueDueReminders(db(), { now: at(now), mailDomain: "example.com" });
      expect(await run("2026-03-29T16:59:00Z")).toEqual([]);
      expect(await run("2026-03-29T17:00:00Z")).toEqual([spring.reference]);
      expect(await run("2026-10-25T17:00:00Z")).toEqual([]); // 17:00 GMT: an hour early
      expect(await run("2026-10-25T17:59:59Z")).toEqual([]);
      expect(await run("2026-10-25T18:00:00Z")).toEqual([autumn.reference]);
      expect(await outboxOf("reminder")).toHaveLength(2);
    });

    it("a worker that was down at 18:00 sends the reminder late, not after the job has begun; a job moved to another day gets one for that day", async () => {
      await start();
      const job = await bookJob(t.services, THU_AM, NOW);
      const other = await bookJob(t.services, FRI_AM, NOW);
      const run = (now: string) => queueDueReminders(db(), { now: at(now), mailDomain: "example.com" });
      expect(await run("2026-11-26T06:30:00Z")).toEqual([job.reference]);
      expect(await run("2026-11-26T07:00:00Z")).toEqual([]); // Thursday's morning begins at 7am.
      expect(await run("2026-11-27T08:00:00Z")).toEqual([]); // Friday's job has begun: too late.
      const booking = await bookingOf(job.id);
      expect(
        (
          await staffMoveBooking(db(), {
            bookingId: booking.id,
            to: { date: "2026-11-28", id: "afternoon" },
            actor: actor(),
            now: at("2026-11-26T07:40:00Z"),
            mailDomain: "example.com",
          })
        ).ok,
      ).toBe(true);
      expect(await run("2026-11-27T18:00:00Z")).toEqual([job.reference]);
      expect((await outboxOf("reminder")).map((row) => row.quoteId)).toEqual([job.id, job.id]);
      expect(other.id).not.toBe(job.id);
    });

    it("the composed emails: moved (with the calendar file and a link to the customer's page), on my way (with the link) and the reminder, each with a text part, through real SMTP", async () => {
      const smtp = await startSmtp();
      try {
        await start({ SMTP_URL: smtp.url, MAIL_FROM: "Clearwell <bookings@example.com>" });
        const job = await bookJob(t.services, THU_AM, NOW, { email: "kim@example.org" });
        const booking = await bookingOf(job.id);
        const secret = t.services.secret;
        await staffMoveBooking(db(), { bookingId: booking.id, to: FRI_AM, actor: actor(), now: NOW, mailDomain: "example.com", secret });
        await queueDueReminders(db(), { now: at("2026-11-26T18:00:00Z"), mailDomain: "example.com" });
        const onTheWay = { bookingId: booking.id, actor: actor(), now: at("2026-11-27T08:10:00Z"), mailDomain: "example.com", secret };
        await sendOnMyWay(db(), onTheWay);
        // A second press queues nothing, and makes no further link.
        expect((await sendOnMyWay(db(), onTheWay)).result).toBe("already-sent");
        expect(await db().select().from(bookingLinks)).toHaveLength(2);
        t.services.outbox.wake();
        const subjects = (prefix: string) => smtp.messages.filter((m) => m.subject?.startsWith(prefix));
        await eventually(() => {
          expect(subjects("We have moved your collection")).toHaveLength(1);
          expect(subjects("Your collection is tomorrow")).toHaveLength(1);
          expect(subjects("Our crew is on the way")).toHaveLength(1);
        });
        const movedMail = subjects("We have moved your collection")[0]!;
        expect(movedMail.to).toMatchObject({ text: "kim@example.org" });
        expect(movedMail.subject).toBe(`We have moved your collection: Friday 27 November, morning (7am–12pm) - ${job.reference}`);
        expect(movedMail.text).toContain("Was: Thursday 26 November, morning (7am–12pm)");
        expect(movedMail.text).toContain("Address: 12 Oak Road, Crawley, RH10 1AA");
        expect(movedMail.text).toContain("To pay at collection: £245.00");
        expect(movedMail.html).toContain("We have moved your collection");
        const ics = movedMail.attachments.find((a) => a.filename?.endsWith(".ics"))!;
        const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics.content.toString("utf8"))).getFirstSubcomponent("vevent")!);
        expect(event.startDate.toJSDate().toISOString()).toBe("2026-11-27T07:00:00.000Z");
        expect(event.endDate.toJSDate().toISOString()).toBe("2026-11-27T12:00:00.000Z");
        expect(event.sequence).toBe(1);
        const reminder = subjects("Your collection is tomorrow")[0]!;
        expect(reminder.text).toContain(`A reminder that your collection ${job.reference} is tomorrow.`);
        expect(reminder.text).toContain("When: Friday 27 November, morning (7am–12pm)");
        const onMyWay = subjects("Our crew is on the way")[0]!;
        expect(onMyWay.text).toContain(`Our crew is on the way to you now for your collection ${job.reference}.`);
        // The move and "on my way" each carry a link of their own to the customer's page; the reminder none.
        const linkIn = (mail: typeof movedMail) => /See your booking: \S+(\/booking\/[A-Za-z0-9_-]{32})/.exec(mail.text ?? "")?.[1];
        expect(movedMail.text).toContain("choose another on your booking page");
        expect(reminder.text).not.toContain("/booking/");
        const links = [linkIn(movedMail), linkIn(onMyWay)];
        expect(new Set(links).size).toBe(2);
        for (const link of links) {
          const page = await customerRequest(t.services, link!, { now: at("2026-11-27T08:20:00Z") });
          expect(page.status).toBe(200);
          expect(await page.text()).toContain(job.reference);
        }
        // Only the links' hashes are stored, and the outbox keeps no sealed copy once sent.
        const stored = JSON.stringify(await db().select().from(bookingLinks)) + JSON.stringify(await db().select().from(outbox));
        for (const link of links) expect(stored).not.toContain(link!.slice("/booking/".length));
        expect(stored).not.toContain("sealedToken");
        for (const mail of [movedMail, reminder, onMyWay]) {
          expect(mail.text).toContain("--");
          expect(mail.html).toMatch(/^<!DOCTYPE html>/i);
        }
      } finally {
        await t.stop();
        await smtp.close();
      }
    });

    it("the pages: the week with its jobs, a move, a refused move keeping the choice, a block; the crew's day with address, maps, call, photos and on my way", async () => {
      await start();
      const job = await bookJob(t.services, THU_AM, NOW);
      await addPhoto(t.services, job.id, 1);
      await addPhoto(t.services, job.id, 2);
      await db().update(quotes).set({ accessNotes: "Side gate <code 1234>" }).where(eq(quotes.id, job.id));
      const booking = await bookingOf(job.id);
      const other = await bookJob(t.services, THU_PM, NOW);
      await bookJob(t.services, THU_PM, NOW);

      const week = await call("GET", "/staff/schedule?week=2026-11-25", NOW);
      expect(week.status).toBe(200);
      const html = await week.text();
      expect(html).not.toMatch(/<script|\sstyle=/i);
      expect(html).toContain("Week of Monday 23 November 2026");
      expect(html).toContain(`href="/staff/quotes/${job.reference}"`);
      expect(html).toContain("Half van · 1 sofa (POPs)");
      expect(html).toContain("£245.00");
      expect(html).toContain('href="/staff/schedule?week=2026-11-16"');
      expect(html).toContain('href="/staff/schedule?week=2026-11-30"');
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);

      // Into the full afternoon: refused, the choice kept, nothing changed.
      const full = await call("POST", "/staff/schedule/move", NOW, {
        week: "2026-11-23",
        booking: booking.id,
        slot: "2026-11-26/afternoon",
      });
      expect(full.status).toBe(409);
      const refused = await full.text();
      expect(refused).toContain("That slot is full.");
      expect(refused).toMatch(/<details open=""/);
      expect(refused).toMatch(/<option value="2026-11-26\/afternoon" selected="">/);
      const ok = await call("POST", "/staff/schedule/move", NOW, { week: "2026-11-23", booking: booking.id, slot: "2026-11-27/afternoon" });
      expect(ok.status).toBe(303);
      expect(ok.headers.get("location")).toBe("/staff/schedule?week=2026-11-23&done=moved&to=2026-11-27%2Fafternoon");
      expect((await bookingOf(job.id)).slotDate).toBe("2026-11-27");
      const block = await call("POST", "/staff/schedule/block", NOW, {
        week: "2026-11-23",
        date: "2026-11-28",
        slot: "morning",
        reason: "",
      });
      expect(block.headers.get("location")).toBe("/staff/schedule?week=2026-11-23&done=blocked");
      expect(await (await call("GET", "/staff/schedule?week=2026-11-23&done=blocked", NOW)).text()).toContain(
        'Unblock slot<span class="sr-only"> for Saturday 28 November, morning</span>',
      );
      const badBlock = await call("POST", "/staff/schedule/block", NOW, {
        week: "2026-11-23",
        date: "28/11/2026",
        slot: "day",
        reason: "van",
      });
      expect(badBlock.status).toBe(400);
      const badHtml = await badBlock.text();
      expect(badHtml).toContain("Enter the day as a date");
      expect(badHtml).toContain('value="van"');

      const friday = at("2026-11-27T07:00:00Z");
      const day = await (await call("GET", "/staff/today", friday)).text();
      expect(day).toContain("Today, Friday 27 November");
      expect(day).toContain(`href="https://www.google.com/maps/search/?api=1&amp;query=12%20Oak%20Road%2C%20Crawley%2C%20RH10%201AA"`);
      expect(day).toContain('href="tel:+447911123456"');
      expect(day).toContain("Call 07911 123456");
      expect(day).toContain("Side gate &lt;code 1234&gt;");
      // What the customer wrote is to go, and their photos, each named for a screen reader, in a list.
      expect(day).toContain("Garage clear-out: two bikes and a fridge.");
      expect(day).toMatch(/<ul aria-label="Photos for [^"]+"[^>]*><li>/);
      expect(day).toContain(`alt="garden-2.jpg, 2 of 2 for ${job.reference}: open full size"`);
      expect(day).toContain("Sofa: £25.00");
      expect(day).toContain(`/staff/quotes/${job.reference}/photos/2/thumb`);
      expect(day).not.toContain(other.reference);
      const sent = await call("POST", "/staff/today/on-my-way", friday, { booking: booking.id });
      expect(sent.headers.get("location")).toBe(`/staff/today?done=sent&job=${job.reference}`);
      const again = await call("POST", "/staff/today/on-my-way", friday, { booking: booking.id });
      expect(again.headers.get("location")).toBe(`/staff/today?done=already-sent&job=${job.reference}`);
      expect(await (await call("GET", `/staff/today?done=already-sent&job=${job.reference}`, friday)).text()).toContain("was already sent");
      // The request's page names the office's move and "on my way" in words, never by their internal names.
      const requestPage = await (await call("GET", `/staff/quotes/${job.reference}`, friday)).text();
      expect(requestPage).toContain("Booking moved by the office");
      expect(requestPage).toContain("Crew on the way");
      expect(requestPage).not.toMatch(/staff-moved|on-my-way \(/);
      // Another day by its date: the jobs, no "on my way".
      const thursday = await (await call("GET", "/staff/today?date=2026-11-26", friday)).text();
      expect(thursday).toContain(other.reference);
      expect(thursday).not.toContain("/staff/today/on-my-way");
    });

    it("a done job stays on its day, ticked, with its note and when it was collected; the week counts it apart; cancelled jobs stay hidden", async () => {
      await start();
      const done = await bookJob(t.services, THU_AM, NOW);
      const cancelled = await bookJob(t.services, THU_AM, NOW);
      const booked = await bookJob(t.services, THU_PM, NOW);
      const late = await bookJob(t.services, FRI_AM, NOW);
      await cancelBooking(db(), cancelled.token, { reason: "" }, { now: NOW, secret: t.services.secret, mailDomain: "example.com" });
      // A fridge on the booked job, beside its half load and sofa.
      const bookedRow = await bookingOf(booked.id);
      await db().insert(priceQuoteLines).values({
        priceQuoteId: bookedRow.priceQuoteId,
        position: 2,
        kind: "surcharge",
        itemId: "fridge",
        label: "Fridge or freezer",
        quantity: 1,
        unitPence: 3000,
        amountPence: 3000,
      });
      const deps = { photoStore: t.services.photoStore, mailDomain: "example.com", wake: () => t.services.outbox.wake() };
      // Thursday's morning job collected at 10:30 GMT and its note issued at 11:00; Friday's collected on Saturday.
      const DONE_AT = at("2026-11-26T11:00:00Z");
      const first = await issueNote(
        db(),
        {
          ...sampleFacts({ transferredAt: at("2026-11-26T10:30:00Z") }),
          bookingId: (await bookingOf(done.id)).id,
          actor: actor(),
          now: DONE_AT,
        },
        deps,
      );
      const SATURDAY = at("2026-11-28T10:00:00Z");
      const second = await issueNote(
        db(),
        {
          ...sampleFacts({ transferredAt: at("2026-11-28T09:15:00Z") }),
          bookingId: (await bookingOf(late.id)).id,
          actor: actor(),
          now: SATURDAY,
        },
        deps,
      );
      expect([first.number, second.number]).toEqual(["WTN-2026-000001", "WTN-2026-000002"]);

      // The crew's Thursday, on the day: both jobs; the done one ticked, with its note and time, and no buttons.
      const day = await call("GET", "/staff/today", DONE_AT);
      expect(day.status).toBe(200);
      const html = await day.text();
      expect(html).toContain("2 jobs (1 done), in slot order.");
      expect(html).not.toContain("No jobs booked");
      expect(html).not.toContain(cancelled.reference);
      const cards = html.split("<article").slice(1);
      const doneCard = cards.find((card) => card.includes(done.reference))!;
      const bookedCard = cards.find((card) => card.includes(booked.reference))!;
      expect(doneCard).toMatch(/<h2[^>]*>(?:(?!<\/h2>).)*Done<\/span><\/h2>/s);
      expect(doneCard).toContain("✓ </span>Done");
      expect(doneCard).toContain('href="/staff/notes/WTN-2026-000001.pdf"');
      expect(doneCard).toContain("10:30 GMT");
      expect(doneCard).toContain("20 03 07 Domestic seating waste containing POPs: about 40 kg");
      expect(doneCard).not.toContain("/staff/today/on-my-way");
      expect(doneCard).not.toContain("/complete");
      expect(doneCard).not.toContain("On my way");
      expect(bookedCard).not.toContain("Done");
      expect(bookedCard).toContain("/staff/today/on-my-way");
      expect(bookedCard).toContain(`/staff/jobs/${bookedRow.id}/complete`);
      expect(bookedCard).toContain("Fridge or freezer: £30.00");
      // "On my way" is not sent for a done job, whoever asks.
      expect(
        (await sendOnMyWay(db(), { bookingId: (await bookingOf(done.id)).id, actor: actor(), now: DONE_AT, mailDomain: "example.com" }))
          .result,
      ).toBe("not-booked");

      // Friday's job, done on Saturday: on Friday still, collected on another day.
      const friday = await (await call("GET", "/staff/today?date=2026-11-27", SATURDAY)).text();
      expect(friday).toContain("1 job (1 done).");
      expect(friday).toContain("Saturday 28 November, 09:15 GMT");
      expect(friday).toContain('href="/staff/notes/WTN-2026-000002.pdf"');
      expect(await (await call("GET", "/staff/today", SATURDAY)).text()).toContain("No jobs booked.");

      // The week: the counts with the done ones, the van's load and extras on each card, the note and time on a done one.
      const week = await (await call("GET", "/staff/schedule?week=2026-11-23", DONE_AT)).text();
      const thursdayHtml = week.slice(week.indexOf('id="day-2026-11-26"'), week.indexOf('id="day-2026-11-27"'));
      const fridayHtml = week.slice(week.indexOf('id="day-2026-11-27"'), week.indexOf('id="day-2026-11-28"'));
      expect(thursdayHtml).toContain(">2 jobs (1 done)<");
      expect(thursdayHtml).toContain("Half van · 1 sofa (POPs) · 1 fridge");
      expect(thursdayHtml).toContain("0 of 2 booked, 1 done");
      expect(thursdayHtml).toContain("✓ </span>Done");
      expect(thursdayHtml).toContain('href="/staff/notes/WTN-2026-000001.pdf"');
      expect(thursdayHtml).toContain("Collected 10:30 GMT");
      expect(thursdayHtml).not.toContain(cancelled.reference);
      // No move offered for the done job; the booked one keeps its.
      expect(thursdayHtml).not.toContain(`name="booking" value="${(await bookingOf(done.id)).id}"`);
      expect(thursdayHtml).toContain(`name="booking" value="${bookedRow.id}"`);
      expect(fridayHtml).toContain(">1 job (1 done)<");
      expect(week).not.toContain("0 jobs");

      // A done job takes no place: Thursday morning has room for two again.
      const days = await weekSchedule(db(), "2026-11-23", NOW);
      const thursdayMorning = days.find((d) => d.date === "2026-11-26")!.slots.find((slot) => slot.ref.id === "morning")!;
      expect(thursdayMorning.jobs.map((job) => [job.reference, job.status])).toEqual([[done.reference, "done"]]);
      expect([thursdayMorning.booked, thursdayMorning.room]).toEqual([0, 2]);
    });

    it("opens on the week holding the next working day: today until its last slot ends, then the next day the crews work", async () => {
      await start();
      /** The week the page opens on, and the day its "#today" lands on. */
      const opening = async (now: string) => {
        const html = await (await call("GET", "/staff/schedule", at(now))).text();
        const before = html.slice(0, html.indexOf('id="today"'));
        return `${/Week of (\w+ \d+ \w+ \d{4})/.exec(html)?.[1]}, at ${[...before.matchAll(/aria-labelledby="day-([\d-]+)"/g)].pop()?.[1]}`;
      };
      // Saturday morning: the crews are out today.
      expect(await opening("2026-11-28T10:00:00Z")).toBe("Monday 23 November 2026, at 2026-11-28");
      // Saturday until 7pm; then Sunday, still this week, until 5pm; then the coming Monday's week.
      expect(await opening("2026-11-28T18:30:00Z")).toBe("Monday 23 November 2026, at 2026-11-28");
      expect(await opening("2026-11-28T19:30:00Z")).toBe("Monday 23 November 2026, at 2026-11-29");
      expect(await opening("2026-11-29T12:00:00Z")).toBe("Monday 23 November 2026, at 2026-11-29");
      expect(await opening("2026-11-29T17:30:00Z")).toBe("Monday 30 November 2026, at 2026-11-30");
      expect(await opening("2026-11-30T06:00:00Z")).toBe("Monday 30 November 2026, at 2026-11-30");
      // A bank holiday Monday is passed over for the Tuesday; so are Christmas Day and Boxing Day's substitute.
      expect(await opening("2026-08-30T16:30:00Z")).toBe("Monday 31 August 2026, at 2026-09-01");
      expect(await opening("2026-12-24T19:30:00Z")).toBe("Monday 21 December 2026, at 2026-12-26");
      expect(await opening("2026-12-27T17:30:00Z")).toBe("Monday 28 December 2026, at 2026-12-29");
      // Away from it, the picker leads back to it.
      const earlier = await (await call("GET", "/staff/schedule?week=2026-11-23", at("2026-11-29T17:30:00Z"))).text();
      expect(earlier).toMatch(/href="\/staff\/schedule\?week=2026-11-30#today"[^>]*>The week ahead<\/a>/);
      const current = await (await call("GET", "/staff/schedule?week=2026-11-16", at("2026-11-24T12:00:00Z"))).text();
      expect(current).toMatch(/href="\/staff\/schedule\?week=2026-11-23#today"[^>]*>This week<\/a>/);
    });

    it("after a move into another week, the schedule opens on the week the job went to and says where", async () => {
      await start();
      const job = await bookJob(t.services, THU_AM, NOW);
      const booking = await bookingOf(job.id);
      const move = (slot: string) => call("POST", "/staff/schedule/move", NOW, { week: "2026-11-23", booking: booking.id, slot });
      const moved = await move("2026-12-01/morning");
      expect(moved.status).toBe(303);
      expect(moved.headers.get("location")).toBe("/staff/schedule?week=2026-11-30&done=moved&to=2026-12-01%2Fmorning");
      const week = await (await call("GET", moved.headers.get("location")!, NOW)).text();
      expect(week).toContain("Week of Monday 30 November 2026");
      expect(week).toContain("Job moved to Tuesday 1 December, morning (7am–12pm). The customer is being emailed the new slot.");
      const tuesday = week.slice(week.indexOf('id="day-2026-12-01"'), week.indexOf('id="day-2026-12-02"'));
      expect(tuesday).toContain(`>${job.reference}</a>`);
      // Pressed again from the old week: nothing changes, and the week shown is still the job's.
      const again = await move("2026-12-01/morning");
      expect(again.headers.get("location")).toBe("/staff/schedule?week=2026-11-30&done=not-moved");
      // A notice naming a slot that is not one says only that the job moved.
      const odd = await (await call("GET", "/staff/schedule?week=2026-11-30&done=moved&to=nonsense", NOW)).text();
      expect(odd).toContain("Job moved. The customer is being emailed the new slot.");
    });

    it("each card on the week names the customer and who is assigned, with the load, the extras, and a done job's note number", async () => {
      await start();
      const assigned = await bookJob(t.services, THU_AM, NOW);
      const unassigned = await bookJob(t.services, THU_AM, NOW);
      const done = await bookJob(t.services, THU_PM, NOW);
      await db().update(quotes).set({ name: "Priya Patel", assigneeId: t.staff.id }).where(eq(quotes.id, assigned.id));
      await db().update(quotes).set({ name: "Tom O'Neil" }).where(eq(quotes.id, unassigned.id));
      const deps = { photoStore: t.services.photoStore, mailDomain: "example.com", wake: () => t.services.outbox.wake() };
      const DONE_AT = at("2026-11-26T14:00:00Z");
      const facts = { ...sampleFacts({ transferredAt: at("2026-11-26T13:30:00Z") }), bookingId: (await bookingOf(done.id)).id };
      expect((await issueNote(db(), { ...facts, actor: actor(), now: DONE_AT }, deps)).number).toBe("WTN-2026-000001");
      const week = await (await call("GET", "/staff/schedule?week=2026-11-23", DONE_AT)).text();
      const card = (reference: string) => {
        const start = week.indexOf(`>${reference}</a>`);
        expect(start).toBeGreaterThan(0);
        return week.slice(start, week.indexOf("</li>", start));
      };
      expect(card(assigned.reference)).toContain("Priya Patel");
      expect(card(assigned.reference)).toContain(`Assigned to ${t.staff.name}`);
      expect(card(unassigned.reference)).toContain("Tom O&#x27;Neil");
      expect(card(unassigned.reference)).toContain("Unassigned");
      for (const job of [assigned, unassigned, done]) expect(card(job.reference)).toContain("Half van · 1 sofa (POPs)");
      expect(card(done.reference)).toContain("Jane Smith");
      expect(card(done.reference)).toContain("✓ </span>Done");
      expect(card(done.reference)).toContain("WTN-2026-000001");
      expect(card(assigned.reference)).not.toContain("Done");
    });

    it("assigning a booked job tells the crew member of their day, once for each change: assigned, moved by the office or the customer, booked", async () => {
      await start();
      const sam = t.staff;
      const jo = await addStaff(t.services, "Jo Crew");
      const job = await bookJob(t.services, THU_AM, NOW);
      const booking = await bookingOf(job.id);
      const assign = async (reference: string, assignee: string) =>
        expect((await call("POST", `/staff/quotes/${reference}`, NOW, { intent: "assignee", assignee })).status).toBe(303);
      const told = async () =>
        (await outboxOf("crew-day"))
          .sort((a, b) => a.id - b.id)
          .map((row) => ({
            kind: row.kind,
            quoteId: row.quoteId,
            to: row.payload?.staffId,
            slot: row.payload?.slot,
            was: row.payload?.previousSlot,
          }));
      const officeMove = (to: typeof THU_AM) =>
        staffMoveBooking(db(), { bookingId: booking.id, to, actor: actor(), now: NOW, mailDomain: t.services.mailDomain });

      // A request not yet booked has no day to tell of.
      const unbooked = await addQuote(t.services, {});
      await assign(unbooked.reference, sam.id);
      expect(await told()).toEqual([]);
      // Assigned: Sam is told of Thursday morning; the form sent twice at once tells him once.
      await Promise.all([assign(job.reference, sam.id), assign(job.reference, sam.id)]);
      expect(await told()).toEqual([{ kind: "crew", quoteId: job.id, to: sam.id, slot: THU_AM }]);
      // The office moves it: Sam is told of Friday morning.
      expect((await officeMove(FRI_AM)).ok).toBe(true);
      expect(await officeMove(FRI_AM)).toEqual({ ok: true, already: true });
      // Given to Jo, who is told; then back to Sam, who already knows of Friday morning: nothing more.
      await assign(job.reference, jo.id);
      await assign(job.reference, sam.id);
      // The customer moves it: Sam is told of Thursday afternoon.
      const ctx = { now: NOW, secret: t.services.secret, mailDomain: t.services.mailDomain };
      expect((await moveBooking(db(), job.token, { slot: THU_PM }, ctx)).ok).toBe(true);
      // Nobody assigned: a move tells nobody.
      await assign(job.reference, "");
      expect((await officeMove(FRI_AM)).ok).toBe(true);
      // A request assigned before the customer books: the assignee is told of the day booked.
      const later = await addQuote(t.services, { createdAt: at("2026-11-23T09:00:00Z") });
      await assign(later.reference, jo.id);
      const accepted = await acceptIntoSlot({ sendPrice, acceptPrice }, db(), {
        reference: later.reference,
        validUntil: "2026-11-30",
        slot: FRI_AM,
        sentAt: at("2026-11-24T08:00:00Z"),
        acceptedAt: NOW,
        secret: t.services.secret,
        mailDomain: t.services.mailDomain,
      });
      expect(accepted.result.ok).toBe(true);
      expect(await told()).toEqual([
        { kind: "crew", quoteId: job.id, to: sam.id, slot: THU_AM },
        { kind: "crew", quoteId: job.id, to: sam.id, slot: FRI_AM, was: THU_AM },
        { kind: "crew", quoteId: job.id, to: jo.id, slot: FRI_AM },
        { kind: "crew", quoteId: job.id, to: sam.id, slot: THU_PM, was: FRI_AM },
        { kind: "crew", quoteId: later.id, to: jo.id, slot: FRI_AM },
      ]);
      // The request's page names the email in words.
      const page = await (await call("GET", `/staff/quotes/${job.reference}`, NOW)).text();
      expect(page).toContain("Job notice to the crew");
      expect(page).not.toContain("crew-day");
    });

    it("the crew's email goes to the crew member with a link to their day on the site, and carries nothing the customer wrote", async () => {
      const smtp = await startSmtp();
      try {
        await start({ SMTP_URL: smtp.url, MAIL_FROM: "Clearwell <bookings@example.com>" });
        const job = await bookJob(t.services, THU_AM, NOW, { email: "kim@example.org" });
        await db()
          .update(quotes)
          .set({ name: "Kim Lee", description: "Old piano, very heavy", accessNotes: "Key under the mat" })
          .where(eq(quotes.id, job.id));
        const booking = await bookingOf(job.id);
        expect((await call("POST", `/staff/quotes/${job.reference}`, NOW, { intent: "assignee", assignee: t.staff.id })).status).toBe(303);
        await staffMoveBooking(db(), { bookingId: booking.id, to: FRI_AM, actor: actor(), now: NOW, mailDomain: "example.com" });
        t.services.outbox.wake();
        const crewMail = () => smtp.messages.filter((m) => m.subject?.startsWith(`Job ${job.reference}`));
        await eventually(() => expect(crewMail()).toHaveLength(2));
        const first = crewMail().find((m) => !m.subject!.includes("moved"))!;
        const moved = crewMail().find((m) => m.subject!.includes("moved"))!;
        expect(first.to).toMatchObject({ text: t.staff.email });
        expect(moved.to).toMatchObject({ text: t.staff.email });
        expect(first.subject).toBe(`Job ${job.reference}: Thursday 26 November, morning (7am–12pm)`);
        expect(first.text).toContain(`Hello ${t.staff.name},`);
        expect(first.text).toContain("See your day: https://www.example.com/staff/today?date=2026-11-26");
        expect(first.html).toContain('href="https://www.example.com/staff/today?date=2026-11-26"');
        expect(moved.subject).toBe(`Job ${job.reference} moved: Friday 27 November, morning (7am–12pm)`);
        expect(moved.text).toContain("Was: Thursday 26 November, morning (7am–12pm)");
        expect(moved.text).toContain("See your day: https://www.example.com/staff/today?date=2026-11-27");
        for (const mail of [first, moved]) {
          expect(mail.text).toContain("Town: Crawley");
          for (const typed of [
            "Kim Lee",
            "piano",
            "Key under the mat",
            "kim@example.org",
            "Oak Road",
            "RH10 1AA",
            "07911",
            "447911",
            "£",
          ]) {
            expect(mail.text).not.toContain(typed);
            expect(mail.html).not.toContain(typed);
          }
          expect(mail.html).toMatch(/^<!DOCTYPE html>/i);
        }
        // The customer is told of the move, never of the crew.
        const toCustomer = smtp.messages.filter((m) => JSON.stringify(m.to).includes("kim@example.org")).map((m) => m.subject);
        expect(toCustomer).toContain(`We have moved your collection: Friday 27 November, morning (7am–12pm) - ${job.reference}`);
        expect(toCustomer.filter((subject) => subject?.startsWith("Job "))).toEqual([]);
      } finally {
        await t.stop();
        await smtp.close();
      }
    });
  });
}

describe.skipIf(!pgUrl)("two instances on one PostgreSQL database", () => {
  it("race to queue the reminders: each job's is queued once", async () => {
    await withTwoInstances(pgUrl!, async (first, second) => {
      const jobs = [];
      for (const slot of [THU_AM, THU_AM, THU_PM, THU_PM]) jobs.push(await bookJob(first, slot, NOW));
      const due = at("2026-11-25T18:00:00Z");
      const runs = await Promise.all(
        [first, second, first, second].map((s) => queueDueReminders(s.database.db, { now: due, mailDomain: "example.com" })),
      );
      expect(runs.flat().sort()).toEqual(jobs.map((job) => job.reference).sort());
      const rows = await first.database.db.select().from(outbox).where(eq(outbox.template, "reminder"));
      expect(rows).toHaveLength(4);
      expect(new Set(rows.map((row) => row.quoteId)).size).toBe(4);
    });
  });
});
