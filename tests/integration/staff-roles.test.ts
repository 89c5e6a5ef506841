/**
 * Roles (decision 39): every signed-in staff route for every role, as app/staff-pages.ts lists it.
 * A role the route lists opens it; any other is refused with 403 before the page runs, with no
 * customer's details in the body, and the refusal audited. A crew member opens a job's pages only
 * for their own jobs (and today's unassigned ones), and their day lists only those; a crew session
 * ends at midnight UK time. Every route names its roles.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffActor } from "../../app/server/audit.server";
import { auditLog, bookings, quotes, staffSessions } from "../../app/server/db/schema.server";
import { issueNote } from "../../app/server/waste/issue.server";
import { signedInPages } from "../../app/staff-pages";
import { staffRoles, type StaffRole } from "../../app/staff-roles";
import { bookJob } from "../support/booked-job";
import { staffRequest, staffSuitePerTest, type StaffContext } from "../support/staff-context";
import { sampleFacts } from "../support/waste-note";
import { addPhoto, addStaff, backends, pgUrl } from "./inbox-support";

/** Tuesday 24 November 2026, 09:00 GMT: today's afternoon can still be booked. */
const NOW = new Date("2026-11-24T09:00:00Z");
const TODAY_PM = { date: "2026-11-24", id: "afternoon" };
const THU_AM = { date: "2026-11-26", id: "morning" };
const THU_PM = { date: "2026-11-26", id: "afternoon" };

/** What a refused answer must not hold: the customer's name, email, phone and address as the fixtures make them. */
const CUSTOMER = ["Jane Smith", "jane@example.org", "7911", "12 Oak Road", "Garage clear-out"];

describe("every staff route names the roles that may open it", () => {
  it("lists one or more roles for each signed-in route, and crew routes about one job say where the job is found", () => {
    for (const page of signedInPages) {
      expect(page.roles.length, page.path).toBeGreaterThan(0);
      for (const role of page.roles) expect(staffRoles, page.path).toContain(role);
      if (page.crewJob === "booking") expect(page.path).toContain(":booking");
      if (page.crewJob === "reference") expect(page.path).toContain(":reference");
      if (page.crewJob === "note") expect(page.path).toContain(":number");
    }
    // Crew: their day, its jobs' doorstep pages, completion, their notes and their account; nothing of the office's.
    const crew = signedInPages.filter((page) => page.roles.includes("crew")).map((page) => page.path);
    for (const path of ["staff", "staff/export.csv", "staff/quotes/:reference", "staff/register.csv", "staff/notes", "staff/schedule"])
      expect(crew).not.toContain(path);
    expect(crew).toEqual(
      expect.arrayContaining(["staff/today", "staff/jobs/:booking/complete", "staff/notes/:number.pdf", "staff/account"]),
    );
    // The office opens everything but the team; the owner opens everything.
    expect(signedInPages.filter((page) => !page.roles.includes("owner"))).toEqual([]);
    expect(signedInPages.filter((page) => !page.roles.includes("office")).every((page) => page.path.startsWith("staff/team"))).toBe(true);
  });
});

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`roles on ${backend.name}`, () => {
    const t = staffSuitePerTest(backend.postgres);

    /** An owner, an office member and two crew; crew A's job on Thursday (with a photo), crew B's, today's unassigned job, and a note crew A issued. */
    async function setUp() {
      await t.start();
      const services = t.services;
      const db = services.database.db;
      const people = {
        owner: { services, staff: await addStaff(services, "Olive Owner", false, "owner") },
        office: { services, staff: await addStaff(services, "Otto Office", false, "office") },
        crew: { services, staff: await addStaff(services, "Cara Crew", false, "crew") },
      } satisfies Record<StaffRole, StaffContext>;
      const crewB: StaffContext = { services, staff: await addStaff(services, "Ben Crew", false, "crew") };
      const assign = (quoteId: string, staffId: string | null) =>
        db.update(quotes).set({ assigneeId: staffId }).where(eq(quotes.id, quoteId));
      const mine = await bookJob(services, THU_AM, NOW);
      await assign(mine.id, people.crew.staff.id);
      await addPhoto(services, mine.id, 1);
      const theirs = await bookJob(services, THU_PM, NOW);
      await assign(theirs.id, crewB.staff.id);
      await addPhoto(services, theirs.id, 1);
      const unassignedToday = await bookJob(services, TODAY_PM, NOW);
      const done = await bookJob(services, THU_AM, NOW);
      await assign(done.id, crewB.staff.id);
      const doneBooking = await t.bookingOf(done.id);
      const deps = { photoStore: services.photoStore, mailDomain: "example.com", wake: () => services.outbox.wake() };
      const note = await issueNote(
        db,
        {
          ...sampleFacts({ transferredAt: new Date("2026-11-26T09:30:00Z"), crew: { id: people.crew.staff.id, name: "Cara Crew" } }),
          bookingId: doneBooking.id,
          actor: staffActor(people.crew.staff),
          now: new Date("2026-11-26T10:00:00Z"),
        },
        deps,
      );
      return {
        db,
        people,
        crewB,
        mine: { ...mine, booking: (await t.bookingOf(mine.id)).id },
        theirs: { ...theirs, booking: (await t.bookingOf(theirs.id)).id },
        unassignedToday: { ...unassignedToday, booking: (await t.bookingOf(unassignedToday.id)).id },
        note: note.number,
      };
    }

    it("opens each route for the roles it lists and refuses every other (403, nothing of the customer, audited)", async () => {
      const { db, people, mine, note } = await setUp();
      const sample = (path: string) =>
        `/${path
          .replace(":reference", mine.reference)
          .replace(":booking", mine.booking)
          .replace(":number", note)
          .replace(":position", "1")
          .replace(":name", "photo-1.jpg")
          .replace("team/:id", `team/${people.owner.staff.id}`)
          .replace(":id", "1")}`;
      const refusedPaths: string[] = [];
      const allowed: string[] = [];
      for (const page of signedInPages) {
        for (const role of staffRoles) {
          const who = people[role];
          const response = await staffRequest(who, "GET", sample(page.path), { now: NOW });
          const body = await response.text();
          const label = `${role} GET ${page.path}: ${response.status}`;
          if (page.roles.includes(role)) {
            // Opened: the page, or its way on; a form-only route answers a GET 405, a file of a record the
            // sample does not hold 404 and the register's file without its dates 400, as for any member of staff.
            expect([200, 303, 400, 404, 405], `${label}\n${body.slice(0, 300)}`).toContain(response.status);
            if (response.status !== 200 && response.status !== 303) allowed.push(label);
          } else {
            expect(response.status, label).toBe(403);
            expect(response.headers.get("cache-control"), label).toBe("private, no-store");
            for (const detail of CUSTOMER) expect(body, label).not.toContain(detail);
            expect(body, label).toContain("Not open to your account");
            if (page.kind === "page" && page.file.endsWith(".tsx")) {
              expect(body, label).toContain("Not open to your account");
              // Links to what the role can open: a crew member's day.
              if (role === "crew") expect(body, label).toContain('href="/staff/today"');
              expect(body, label).not.toContain('href="/staff/export.csv"');
            }
            refusedPaths.push(`${role} GET ${new URL(sample(page.path), "http://x").pathname}`);
            // A form post is refused the same way, before the body is read.
            const posted = await staffRequest(who, "POST", sample(page.path), { now: NOW, form: { confirm: "1" } });
            expect(posted.status, `${role} POST ${page.path}`).toBe(403);
            refusedPaths.push(`${role} POST ${new URL(sample(page.path), "http://x").pathname}`);
          }
        }
      }
      // Each such answer is the route's own: a form-only route, a record the sample lacks, the register without dates.
      for (const label of allowed)
        expect(label).toMatch(
          / (staff\/bulk|staff\/register\.csv|staff\/jobs\/:booking\/photos\/:name|staff\/notes\/:number\/resend|staff\/disposals\/.*|staff\/account\/passkeys.*|staff\/sign-out-everywhere|staff\/schedule\/\w+|staff\/today\/on-my-way): (400|404|405)$/,
        );
      expect(refusedPaths.length).toBeGreaterThan(30);
      const audited = await db.select().from(auditLog).where(eq(auditLog.action, "refused"));
      expect(audited.map((row) => row.detail).sort()).toEqual(refusedPaths.map((line) => line.replace(/^(\w+) /, "$1: ")).sort());
      expect(audited.every((row) => row.actorId !== null)).toBe(true);
    });

    it("shows a crew member their day alone: their jobs and today's unassigned one, never another crew member's", async () => {
      const { people, mine, theirs, unassignedToday } = await setUp();
      const crew = people.crew;
      const day = async (date: string, now = NOW) => (await staffRequest(crew, "GET", `/staff/today?date=${date}`, { now })).text();
      const thursday = await day("2026-11-26");
      expect(thursday).toContain(mine.reference);
      expect(thursday).not.toContain(theirs.reference);
      // No link to the office's request page.
      expect(thursday).not.toContain(`/staff/quotes/${mine.reference}"`);
      expect(await day("2026-11-24")).toContain(unassignedToday.reference);
      // The office sees every job of the day.
      const office = await (await staffRequest(people.office, "GET", "/staff/today?date=2026-11-26", { now: NOW })).text();
      expect(office).toContain(theirs.reference);
      // The header offers a crew member their day and nothing of the office's.
      expect(thursday).toContain('href="/staff/today"');
      expect(thursday).not.toContain('href="/staff/notes"');
      expect(thursday).not.toMatch(/href="\/staff"[ >]/);
    });

    it("refuses a crew member another crew member's job by its address (403), and opens their own", async () => {
      const { people, crewB, mine, theirs, unassignedToday, note } = await setUp();
      const crew = people.crew;
      const get = async (who: StaffContext, path: string, now = NOW) => (await staffRequest(who, "GET", path, { now })).status;
      expect(await get(crew, `/staff/jobs/${theirs.booking}/complete`)).toBe(403);
      expect(await get(crew, `/staff/quotes/${theirs.reference}/photos/1`)).toBe(403);
      expect(await get(crew, `/staff/quotes/${theirs.reference}/photos/1/full`)).toBe(403);
      expect(await get(crew, `/staff/jobs/${mine.booking}/complete`)).toBe(200);
      // The pages a crew member opens link to nothing of the office's: no request page, no schedule.
      for (const path of [`/staff/jobs/${mine.booking}/complete`, `/staff/quotes/${mine.reference}/photos/1`]) {
        const html = await (await staffRequest(crew, "GET", path, { now: NOW })).text();
        expect(html, path).not.toContain(`href="/staff/quotes/${mine.reference}"`);
        expect(html, path).not.toContain('href="/staff/schedule');
      }
      expect(await get(crew, `/staff/quotes/${mine.reference}/photos/1`)).toBe(200);
      expect(await get(crew, `/staff/quotes/${mine.reference}/photos/1/thumb`)).toBe(200);
      // The note crew A issued opens for them, not for crew B.
      expect(await get(crew, `/staff/notes/${note}.pdf`)).toBe(200);
      expect(await get(crewB, `/staff/notes/${note}.pdf`)).toBe(403);
      // Today's unassigned job opens today, not on another day; a made-up booking is refused.
      expect(await get(crew, `/staff/jobs/${unassignedToday.booking}/complete`)).toBe(200);
      expect(await get(crew, `/staff/jobs/${unassignedToday.booking}/complete`, new Date("2026-11-25T09:00:00Z"))).toBe(403);
      expect(await get(crew, "/staff/jobs/00000000-0000-4000-8000-000000000000/complete")).toBe(403);
      // "On my way" for another crew member's job is refused before anything is sent.
      const onMyWay = await staffRequest(crew, "POST", "/staff/today/on-my-way", {
        now: new Date("2026-11-26T08:00:00Z"),
        form: { booking: theirs.booking },
      });
      expect(onMyWay.status).toBe(403);
      const own = await staffRequest(crew, "POST", "/staff/today/on-my-way", {
        now: new Date("2026-11-26T08:00:00Z"),
        form: { booking: mine.booking },
      });
      expect(own.status).toBe(303);
    });

    it("ends a crew member's session at midnight UK time; an owner's lasts", async () => {
      const { db, people } = await setUp();
      expect((await staffRequest(people.crew, "GET", "/staff/today", { now: NOW })).status).toBe(200);
      expect((await staffRequest(people.owner, "GET", "/staff", { now: NOW })).status).toBe(200);
      // Both sessions made yesterday evening (UK time).
      const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
      for (const who of [people.crew, people.owner])
        await db.update(staffSessions).set({ createdAt: yesterday }).where(eq(staffSessions.userId, who.staff.id));
      const crewAnswer = await staffRequest(people.crew, "GET", "/staff/today", { now: NOW });
      expect(crewAnswer.status).toBe(303);
      expect(crewAnswer.headers.get("location")).toMatch(/^\/staff\/sign-in/);
      // The session is gone, not only refused.
      expect(await db.select().from(staffSessions).where(eq(staffSessions.userId, people.crew.staff.id))).toEqual([]);
      expect((await staffRequest(people.owner, "GET", "/staff", { now: NOW })).status).toBe(200);
    });

    it("keeps a job's booking as it was when a crew member is refused", async () => {
      const { db, people, theirs } = await setUp();
      await staffRequest(people.crew, "POST", `/staff/jobs/${theirs.booking}/complete`, { now: NOW, form: { confirm: "1" } });
      const [booking] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, theirs.booking)));
      expect(booking!.status).toBe("booked");
    });
  });
}
