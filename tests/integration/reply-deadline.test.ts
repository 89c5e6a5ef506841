/**
 * Each request's reply deadline, kept with it (decision 33): worked out when the intake stores it,
 * filled in at start-up for requests stored before the column, and the reply promise counted from
 * the kept deadlines giving the figures that working each deadline out on the spot gave, for random
 * requests around the clock changes and the bank holidays.
 */
import { eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { constants } from "../../app/content/business";
import { bookingRules } from "../../app/content/booking";
import { claimEvidence } from "../../app/content/claims";
import type { Db } from "../../app/server/db/client.server";
import { quotes, type NewQuote } from "../../app/server/db/schema.server";
import { receiveQuote } from "../../app/server/quotes/intake.server";
import { REPLY_WINDOW_DAYS, type ReplyPromise } from "../../app/server/quotes/inbox/model";
import { businessDeadline, fillReplyDeadlines, replyDeadlineFor, replyPromise } from "../../app/server/quotes/inbox/reply-promise.server";
import { intakeSuitePerTest } from "../support/intake";
import { freshServicesPerTest } from "../support/staff-context";
import { quoteRequest, validFields } from "./harness";
import { addQuote, backends, pgUrl } from "./inbox-support";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const BUDGET = constants.replyWithinHours * HOUR;

/**
 * The reply promise as it was worked out before the deadline was kept: every request of the window
 * read, and its deadline walked through the business hours then and there.
 */
async function walkedPromise(db: Db, now: Date): Promise<ReplyPromise> {
  const from = new Date(now.getTime() - REPLY_WINDOW_DAYS * DAY);
  const rows = await db.select({ createdAt: quotes.createdAt, contactedAt: quotes.contactedAt, status: quotes.status }).from(quotes);
  let judged = 0;
  let inTime = 0;
  for (const row of rows) {
    if (row.status === "spam" || row.createdAt < from || row.createdAt > now) continue;
    const deadline = businessDeadline(row.createdAt, BUDGET);
    if (row.contactedAt) {
      judged++;
      if (deadline && row.contactedAt.getTime() <= deadline.getTime()) inTime++;
    } else if (!deadline || deadline.getTime() < now.getTime()) judged++;
  }
  const share = judged ? inTime / judged : null;
  const kept = judged >= claimEvidence.reply.minimumRequests && share !== null && share >= claimEvidence.reply.share;
  return { judged, inTime, share, kept, from, to: now };
}

/** A small seeded generator (mulberry32), so a failing case comes back the same. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The days the walk is most likely to go wrong on: the clocks changing, and every bank holiday of 2026 and 2027. */
const CLOCK_CHANGES = ["2026-03-29", "2026-10-25", "2027-03-28", "2027-10-31"];
const ANCHORS = [...CLOCK_CHANGES, ...bookingRules.closedDates.filter((date) => date >= "2026-01-01" && date <= "2027-12-31")];

/**
 * `n` requests within three days either side of the anchors, at any millisecond; a tenth suspected
 * bots; of the rest a third not contacted, and the others contacted exactly at the deadline, a
 * millisecond either side of it, or anything up to three days after arriving.
 */
function randomRequests(next: () => number, n: number): Partial<NewQuote>[] {
  return Array.from({ length: n }, (_, i) => {
    const anchor = Date.parse(`${ANCHORS[Math.floor(next() * ANCHORS.length)]}T00:00:00Z`);
    const createdAt = new Date(anchor + Math.floor((next() * 6 - 3) * DAY));
    const deadline = businessDeadline(createdAt, BUDGET)!;
    const pick = next();
    const contactedAt =
      pick < 0.33
        ? null
        : pick < 0.43
          ? deadline
          : pick < 0.5
            ? new Date(deadline.getTime() + (next() < 0.5 ? -1 : 1))
            : new Date(createdAt.getTime() + Math.floor(next() * 3 * DAY));
    const status = next() < 0.1 ? "spam" : contactedAt ? "contacted" : "new";
    return { reference: `Q-2611-R${String(i).padStart(4, "0")}`, createdAt, contactedAt, status };
  });
}

/** Instants to ask for the figure at: around each anchor, at some requests' deadlines and at the window's two edges. */
function randomNows(next: () => number, requests: Partial<NewQuote>[]): Date[] {
  const nows = ANCHORS.map((date) => new Date(Date.parse(`${date}T00:00:00Z`) + Math.floor(next() * 4 * DAY)));
  for (let i = 0; i < 6; i++) {
    const request = requests[Math.floor(next() * requests.length)]!;
    const createdAt = request.createdAt as Date;
    nows.push(businessDeadline(createdAt, BUDGET)!, createdAt, new Date(createdAt.getTime() + REPLY_WINDOW_DAYS * DAY));
  }
  return nows;
}

const deadlineOf = async (db: Db, reference: string) =>
  (await db.select({ at: quotes.replyDeadline }).from(quotes).where(eq(quotes.reference, reference)))[0]?.at?.toISOString();

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`reply deadlines on ${backend.name}`, () => {
    describe("from the intake", () => {
      const t = intakeSuitePerTest(backend.postgres);

      it("are kept with each request it stores, a suspected bot's too", async () => {
        await t.start();
        const db = t.services.database.db;
        // Friday 27 November 2026, 18:30 GMT: half an hour on Friday (to 7pm), an hour and a half from Saturday's 07:00.
        const friday = await receiveQuote(await quoteRequest(), t.ctx({ now: () => new Date("2026-11-27T18:30:00Z") }));
        // Christmas Eve 18:00 with the honeypot filled: an hour, Christmas Day closed, the other hour on the 26th from 07:00.
        const bot = await receiveQuote(
          await quoteRequest({ fields: { ...validFields(), email: "bot@example.org", website: "https://spam.example" } }),
          t.ctx({ now: () => new Date("2026-12-24T18:00:00Z") }),
        );
        if (friday.kind !== "accepted" || bot.kind !== "accepted") throw new Error(`not stored: ${friday.kind}, ${bot.kind}`);
        expect(await deadlineOf(db, friday.reference)).toBe("2026-11-28T08:30:00.000Z");
        expect(await deadlineOf(db, bot.reference)).toBe("2026-12-26T08:00:00.000Z");
        const [row] = await db.select({ status: quotes.status }).from(quotes).where(eq(quotes.reference, bot.reference));
        expect(row!.status).toBe("spam");
      });
    });

    describe("kept and counted", () => {
      const fresh = freshServicesPerTest(backend.postgres);

      it("are filled in at start-up for requests stored without one, in batches, leaving kept ones alone", async () => {
        let services = await fresh.start();
        const db = () => services.database.db;
        // 1,100 requests as stored before the column: a minute and 7.001 seconds apart from Saturday 24 October 2026 (the clocks go back on the 25th).
        await db().execute(sql`
          INSERT INTO quotes (id, reference, created_at, name, phone, email, postcode, description, consent_given, source, status)
          SELECT md5('old-' || i)::uuid::text, 'Q-2610-' || lpad(i::text, 4, '0'),
            timestamptz '2026-10-24 12:00:00+00' + i * interval '1 minute 7.001 seconds',
            'Old Request', '+447700900000', 'old@example.org', 'RH10 1AA', 'Sofa', true, 'form',
            CASE WHEN i % 10 = 0 THEN 'spam' ELSE 'new' END
          FROM generate_series(1, 1100) AS i`);
        // One that has its deadline already (a made-up one, to see it is not worked out again).
        await addQuote(services, { reference: "Q-2610-KEPT", createdAt: new Date("2026-10-24T12:00:00Z") });
        await db()
          .update(quotes)
          .set({ replyDeadline: new Date("2030-01-01T00:00:00Z") })
          .where(eq(quotes.reference, "Q-2610-KEPT"));
        expect(await db().$count(quotes, isNull(quotes.replyDeadline))).toBe(1100);

        services = await fresh.restart();
        expect(await db().$count(quotes, isNull(quotes.replyDeadline))).toBe(0);
        const rows = await db()
          .select({ reference: quotes.reference, createdAt: quotes.createdAt, deadline: quotes.replyDeadline })
          .from(quotes);
        for (const row of rows) {
          if (row.reference === "Q-2610-KEPT") expect(row.deadline!.toISOString()).toBe("2030-01-01T00:00:00.000Z");
          else
            expect([row.reference, row.deadline!.toISOString()]).toEqual([row.reference, replyDeadlineFor(row.createdAt)!.toISOString()]);
        }
        // Saturday 24 October 18:30:32.296 BST: 29:27.704 on Saturday (to 7pm), the rest from Sunday 25th's 08:00 GMT, after the clocks went back.
        const saturday = rows.find((row) => row.createdAt.toISOString() === "2026-10-24T17:30:32.296Z");
        expect(saturday?.deadline?.toISOString()).toBe("2026-10-25T09:30:32.296Z");
        // Nothing left to do: the next start fills in none.
        expect(await fillReplyDeadlines(db())).toBe(0);
      });

      it("are filled in once when two instances start together", async () => {
        const services = await fresh.start();
        const db = services.database.db;
        await db.execute(sql`
          INSERT INTO quotes (id, reference, created_at, name, phone, email, postcode, description, consent_given, source)
          SELECT md5('both-' || i)::uuid::text, 'Q-2611-' || lpad(i::text, 4, '0'), timestamptz '2026-11-02 07:00:00+00' + i * interval '17 minutes',
            'Old Request', '+447700900000', 'old@example.org', 'RH10 1AA', 'Sofa', true, 'form'
          FROM generate_series(1, 1000) AS i`);
        const [one, two] = await Promise.all([fillReplyDeadlines(db, 40), fillReplyDeadlines(db, 40)]);
        expect(one + two).toBe(1000);
        expect(await db.$count(quotes, isNull(quotes.replyDeadline))).toBe(0);
      });

      it("give the figures that walking each request's business hours gave, for random requests around clock changes and bank holidays", async () => {
        let services = await fresh.start();
        const db = () => services.database.db;
        const seed = 20261128;
        const next = random(seed);
        const requests = randomRequests(next, 400);
        for (const request of requests) await addQuote(services, request);
        // Half of them as stored before the column, to be filled in at start-up.
        await db().execute(sql`UPDATE quotes SET reply_deadline = NULL WHERE right(reference, 1) IN ('0', '2', '4', '6', '8')`);
        services = await fresh.restart();

        const nows = randomNows(next, requests);
        let judgedSomewhere = 0;
        for (const now of nows) {
          const stored = await replyPromise(db(), now);
          expect({ seed, now, ...stored }).toEqual({ seed, now, ...(await walkedPromise(db(), now)) });
          judgedSomewhere += stored.judged;
        }
        // The comparison is not between two empty windows.
        expect(judgedSomewhere).toBeGreaterThan(100);
      });

      it("count a request with no deadline within the lookahead as late, contacted or not", async () => {
        const services = await fresh.start();
        const db = services.database.db;
        const now = new Date("2026-11-27T12:00:00Z");
        // Contacted in time, and not contacted with its time not yet up: one judged, in time.
        const contacted = await addQuote(services, {
          createdAt: new Date("2026-11-27T08:00:00Z"),
          contactedAt: new Date("2026-11-27T09:00:00Z"),
        });
        const waiting = await addQuote(services, { createdAt: new Date("2026-11-27T11:30:00Z") });
        expect(await replyPromise(db, now)).toMatchObject({ judged: 1, inTime: 1 });
        // Without deadlines (no business hours within the lookahead), both are late, as an undefined deadline always counted.
        await db
          .update(quotes)
          .set({ replyDeadline: null })
          .where(sql`${quotes.id} IN (${contacted.id}, ${waiting.id})`);
        expect(await replyPromise(db, now)).toMatchObject({ judged: 2, inTime: 0 });
      });
    });
  });
}
