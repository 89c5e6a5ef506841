/**
 * Control characters (a NUL byte above all: PostgreSQL refuses it in text) in any staff form or
 * query string are answered with 400 and a message that names the field, with what was typed kept;
 * never a 500.
 */
import { describe, expect, it } from "vitest";
import { priceQuotes, quoteNotes, slotBlocks } from "../../app/server/db/schema.server";
import type { Runtime } from "../../app/server/root/runtime.server";
import type { StaffIdentity } from "../../app/server/staff/auth/session.server";
import { addDays, londonDate } from "../../app/kernel/uk-time";
import { addQuote, backends, pgUrl } from "./inbox-support";
import { staffContextPerTest, staffRequest } from "../support/staff-context";
import { refused, UNPRINTABLE } from "../support/unusual-characters";

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`control characters in staff forms on ${backend.name}`, () => {
    let services: Runtime;
    let staff: StaffIdentity;
    const staffContext = staffContextPerTest(backend.postgres);
    const start = async () => {
      ({ services, staff } = await staffContext.start());
    };
    const call = (method: "GET" | "POST", target: string, form?: Record<string, string>) =>
      staffRequest({ services, staff }, method, target, { form });

    it("the sign-in form (no session needed): 400, the email kept", async () => {
      await start();
      const response = await call("POST", "/staff/sign-in", {
        email: "sam\u0000@example.com",
        password: "plum kettle on the stairs",
        next: "/staff",
      });
      const html = await refused(response);
      expect(html).toContain('value="sam\uFFFD@example.com"');
      const password = await call("POST", "/staff/sign-in", { email: "sam@example.com", password: "plum\u0000kettle", next: "/staff" });
      await refused(password);
    });

    it("the second-factor and set-up forms: 400", async () => {
      await start();
      // Without a pending sign-in these forms still refuse the characters before anything else.
      const code = await call("POST", "/staff/two-factor", { code: "123\u0000456", next: "/staff" });
      expect(code.status).toBe(400);
    });

    it("the inbox search and the CSV export's filter: 400 with the search kept", async () => {
      await start();
      await addQuote(services);
      const list = await call("GET", "/staff?q=Jane%00");
      const html = await refused(list);
      expect(html).toContain('value="Jane\uFFFD"');
      // A search changes nothing: its message does not say that something was not changed.
      expect(html).not.toMatch(/Nothing was changed/);
      const exported = await call("GET", "/staff/export.csv?q=%00");
      await refused(exported);
      const bulk = await call("POST", "/staff/bulk", { action: "spam", status: "active", q: "a\u0000" });
      expect(bulk.status).toBe(400);
    });

    it("a note, the assignee and the other work forms: 400 with the note kept", async () => {
      await start();
      const { reference } = await addQuote(services);
      const note = await call("POST", `/staff/quotes/${reference}`, { intent: "note", note: "Rang twice\u0000, no answer" });
      const html = await refused(note);
      expect(html).toContain("Rang twice\uFFFD, no answer");
      const assignee = await call("POST", `/staff/quotes/${reference}`, { intent: "assignee", assignee: "\u0000" });
      await refused(assignee);
      for (const [intent, field] of [
        ["status", "status"],
        ["erase", "confirm"],
        ["send-again", "outboxId"],
      ] as const) {
        const response = await call("POST", `/staff/quotes/${reference}`, { intent, [field]: "1\u0000" });
        expect(response.status, intent).toBe(400);
      }
    });

    it("the schedule's move and block forms, the crew's 'On my way' and the fixed price: 400, what was typed kept", async () => {
      await start();
      const { reference } = await addQuote(services);
      const move = await call("POST", "/staff/schedule/move", { week: "2026-11-23", booking: "b\u0000", slot: "2026-11-26/morning" });
      await refused(move);
      const block = await call("POST", "/staff/schedule/block", {
        week: "2026-11-23",
        date: "2026-11-28",
        slot: "day",
        reason: "van\u0000 in for MOT",
      });
      const blockHtml = await refused(block);
      expect(blockHtml).toContain('value="van\uFFFD in for MOT"');
      const unblock = await call("POST", "/staff/schedule/unblock", { week: "2026-11-23\u0000", date: "2026-11-28", slot: "day" });
      expect(unblock.status).toBe(400);
      const onMyWay = await call("POST", "/staff/today/on-my-way", { booking: "b\u0000" });
      expect(onMyWay.status).toBe(400);
      const price = await call("POST", `/staff/quotes/${reference}`, {
        intent: "price-preview",
        load: "half",
        loadAmount: "220",
        "line1-text": "Extra\u0000 bags",
        "line1-amount": "12",
      });
      const priceHtml = await refused(price);
      expect(priceHtml).toContain('value="220"');
    });

    it("the waste register's dates: 400, the form again with the dates as typed, no file", async () => {
      await start();
      const response = await call("GET", "/staff/register.csv?from=2026-11-01%00&to=2026-11-30");
      expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
      const html = await refused(response);
      expect(html).toContain('value="2026-11-01\uFFFD"');
      expect(html).toContain('value="2026-11-30"');
    });

    it("a reference in the address: 400", async () => {
      await start();
      expect((await call("GET", "/staff/quotes/Q-1%00")).status).toBe(400);
      expect((await call("GET", "/staff/quotes/Q-1%00/photos/1")).status).toBe(400);
      for (const [name, character] of UNPRINTABLE)
        expect((await call("GET", `/staff/quotes/Q-1${encodeURIComponent(character)}`)).status, name).toBe(400);
    });

    it("bidirectional controls, C1 controls and line separators in a note, a fixed price and a block's reason: 400 naming the field, nothing stored", async () => {
      await start();
      const { reference } = await addQuote(services);
      const day = addDays(londonDate(new Date()), 3);
      // Everything else in each form is good: without the rule, each would be stored.
      const price = { intent: "price-send", load: "half", loadAmount: "220", included: "Loading by a two-person crew", validUntil: day };
      for (const [name, c] of UNPRINTABLE) {
        await refused(
          await call("POST", `/staff/quotes/${reference}`, { intent: "note", note: `Rang twice${c} no answer` }),
          ["note"],
          name,
        );
        await refused(
          await call("POST", `/staff/quotes/${reference}`, { ...price, "line1-text": `Extra${c} bags`, "line1-amount": "12" }),
          ["line1-text"],
          name,
        );
        await refused(
          await call("POST", `/staff/quotes/${reference}`, { ...price, included: `Loading${c}Licensed disposal` }),
          ["included"],
          name,
        );
        const block = await call("POST", "/staff/schedule/block", { week: day, date: day, slot: "day", reason: `van${c} in for MOT` });
        expect(await refused(block, [], name), name).toContain("from the reason.");
      }
      const { db } = services.database;
      expect(await db.select().from(quoteNotes)).toEqual([]);
      expect(await db.select().from(priceQuotes)).toEqual([]);
      expect(await db.select().from(slotBlocks)).toEqual([]);
    });
  });
}
