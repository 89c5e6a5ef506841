/**
 * The reply promise measured in business hours (the collection hours, closed on bank holidays), and
 * the public wording following it: "within 2 hours" only while at least 90% of at least 20 requests
 * in 90 days were first contacted in time.
 */
import { describe, expect, it } from "vitest";
import { quotes } from "../../app/server/db/schema.server";
import { computeClaims } from "../../app/server/claims/index.server";
import { businessDeadline, replyPromise } from "../../app/server/quotes/inbox/reply-promise.server";
import { claimWordings } from "../../app/content/claims";
import { staffContextPerTest, staffRequest } from "../support/staff-context";
import { addQuote } from "./inbox-support";

const HOUR = 60 * 60 * 1000;
const deadline = (iso: string) => businessDeadline(new Date(iso), 2 * HOUR)?.toISOString();

describe("business hours", () => {
  it("count from the next opening (7am Monday to Saturday, 8am on Sunday), skip bank holidays, and follow the clocks", () => {
    // Friday 27 November 2026 (GMT), 16:30: within Friday's hours (to 7pm).
    expect(deadline("2026-11-27T16:30:00Z")).toBe("2026-11-27T18:30:00.000Z");
    // Friday 18:30: half an hour on Friday, an hour and a half from Saturday's 07:00.
    expect(deadline("2026-11-27T18:30:00Z")).toBe("2026-11-28T08:30:00.000Z");
    // Saturday 18:00: one hour, the other from Sunday's 08:00.
    expect(deadline("2026-11-28T18:00:00Z")).toBe("2026-11-29T09:00:00.000Z");
    // Sunday early morning: from Sunday's opening at 08:00; Sunday 16:30: half an hour (to 5pm), the rest from Monday's 07:00.
    expect(deadline("2026-11-29T06:00:00Z")).toBe("2026-11-29T10:00:00.000Z");
    expect(deadline("2026-11-29T16:30:00Z")).toBe("2026-11-30T08:30:00.000Z");
    // Christmas Eve 18:00: an hour, Christmas Day closed, the other hour on Saturday 26th (Boxing Day's holiday is Monday 28th).
    expect(deadline("2026-12-24T18:00:00Z")).toBe("2026-12-26T08:00:00.000Z");
    // Sunday 30 August 16:30 BST (15:30 UTC): half an hour, Monday 31st a bank holiday, then Tuesday from 07:00 BST.
    expect(deadline("2026-08-30T15:30:00Z")).toBe("2026-09-01T07:30:00.000Z");
    // Saturday 24 October 18:30 BST (17:30 UTC): half an hour, then Sunday 25th from 08:00 GMT, after the clocks went back.
    expect(deadline("2026-10-24T17:30:00Z")).toBe("2026-10-25T09:30:00.000Z");
  });
});

describe("the reply promise on the public pages", () => {
  const context = staffContextPerTest(false, "Sam Porter");
  const NOW = new Date("2026-11-27T12:00:00Z");

  it("says 'within 2 hours' only while 90% of at least 20 requests were first contacted within 2 business hours", async () => {
    const { services, staff } = await context.start({ TEST_CLOCK: "header" });
    const db = services.database.db;
    // Twenty requests on Monday mornings at 09:00 in the last 90 days: 18 contacted after an hour, 2 after three.
    for (let i = 0; i < 20; i++) {
      const createdAt = new Date(Date.UTC(2026, 10, 23 - 7 * (i % 12), 9, 0));
      await addQuote(services, { createdAt, contactedAt: new Date(createdAt.getTime() + (i < 18 ? 1 : 3) * HOUR) });
    }
    // One from a year ago, late: outside the 90 days.
    await addQuote(services, { createdAt: new Date("2025-11-24T09:00:00Z"), contactedAt: new Date("2025-11-30T09:00:00Z") });
    const kept = await replyPromise(db, NOW);
    expect(kept).toMatchObject({ judged: 20, inTime: 18, share: 0.9, kept: true });
    const claims = await computeClaims(db, NOW);
    expect(claimWordings["reply.when"](claims.values)).toBe("within 2 hours");
    const page = await (await staffRequest({ services, staff }, "GET", "/staff", { now: NOW })).text();
    expect(page).toContain("First contact within 2 business hours (90 days)");
    expect(page).toContain("18 of 20. The site says “within 2 hours”.");

    // One more, not contacted two business hours on (Friday 08:00 to 10:00, now 12:00): late, 18 of 21.
    await addQuote(services, { createdAt: new Date("2026-11-27T08:00:00Z") });
    // And one that arrived an hour ago: not yet judged.
    await addQuote(services, { createdAt: new Date("2026-11-27T11:00:00Z") });
    const late = await replyPromise(db, NOW);
    expect(late).toMatchObject({ judged: 21, inTime: 18, kept: false });
    expect(claimWordings["reply.when"]((await computeClaims(db, NOW)).values)).toBe("as soon as we can");
    const after = await (await staffRequest({ services, staff }, "GET", "/staff", { now: NOW })).text();
    expect(after.match(/18 of 21[^<]*/)?.[0]).toBe("18 of 21. The site says “as soon as we can” until 90% of at least 20 are.");
    expect(await db.select().from(quotes)).toHaveLength(23);
  });
});
