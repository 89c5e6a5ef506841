import { and, eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { parsePriceForm, sendPrice } from "../../app/server/booking/prices.server";
import { auditLog, bookings, outbox, priceQuoteLines, priceQuotes, quotes } from "../../app/server/db/schema.server";
import type { Runtime } from "../../app/server/root/runtime.server";
import { staffActor } from "../../app/server/audit.server";
import { setStatus } from "../../app/server/quotes/inbox/actions.server";
import { customerRequest } from "../support/customer-request";
import { calendarEvent } from "../support/ical";
import { startSmtp } from "./harness";
import type { TestSmtpServer } from "../support/smtp";
import { addQuote, addStaff, backends, pgUrl, startInbox } from "./inbox-support";
import { refused, UNPRINTABLE } from "../support/unusual-characters";

/** Monday 30 November 2026, 09:00 GMT: today's afternoon is still offered (before 10:00). */
const MONDAY_9AM = new Date("2026-11-30T09:00:00Z");

const priceForm = (overrides: Record<string, string> = {}) => ({
  load: "half",
  loadAmount: "220",
  stairs: "",
  "count-sofa": "1",
  "each-sofa": "30",
  "line1-text": "",
  "line1-amount": "",
  included: "Loading by a two-person crew\nLicensed disposal",
  validUntil: "2026-12-14",
  ...overrides,
});

const address = {
  addressLine1: "12 Oak Road",
  addressLine2: "Flat 2",
  town: "Crawley",
  postcode: "rh10 1aa",
  phone: "07911 123456",
  agree: "yes",
};

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`fixed prices and bookings on ${backend.name}`, () => {
    let services: Runtime;
    let smtp: TestSmtpServer;
    let stop: (() => Promise<void>) | undefined;
    let now = MONDAY_9AM;
    afterEach(async () => {
      await stop?.();
      await smtp?.close();
      stop = undefined;
    });

    const start = async (overrides: Record<string, string> = {}) => {
      smtp = await startSmtp();
      const started = await startInbox(backend.postgres, { SMTP_URL: smtp.url, ...overrides });
      // The services' clock is the test's.
      services = { ...started.services, clock: { now: () => now } };
      stop = started.stop;
      now = MONDAY_9AM;
    };

    /** A request with a fixed price sent by a member of staff: its reference and the link's token. */
    const priced = async (form = priceForm(), quoteOverrides = {}) => {
      const quote = await addQuote(services, quoteOverrides);
      const staff = await addStaff(services);
      const parsed = parsePriceForm(form, now);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const sent = await sendPrice(services.database.db, {
        reference: quote.reference,
        draft: parsed.draft,
        actor: staffActor(staff),
        now,
        secret: services.secret,
        mailDomain: "www.example.com",
      });
      return { ...quote, ...sent };
    };

    const page = (token: string, init: { form?: Record<string, string>; ip?: string } = {}) =>
      customerRequest(services, `/booking/${token}`, { form: init.form, clientIp: init.ip });

    const mailTo = async (predicate: (mail: ParsedMail) => boolean): Promise<ParsedMail[]> => {
      services.outbox.wake();
      await services.outbox.idle();
      return smtp.messages.filter(predicate);
    };

    it("sends a fixed price: lines in pence in their own rows, the request quoted, an audit entry, and the email with the customer's link", async () => {
      await start();
      const { id, reference, token, priceQuoteId } = await priced();
      const { db } = services.database;
      const lines = await db
        .select()
        .from(priceQuoteLines)
        .where(eq(priceQuoteLines.priceQuoteId, priceQuoteId))
        .orderBy(priceQuoteLines.position);
      expect(lines.map((l) => [l.kind, l.itemId, l.quantity, l.unitPence, l.amountPence])).toEqual([
        ["load", "half", 1, 22000, 22000],
        ["surcharge", "sofa", 1, 3000, 3000],
      ]);
      const [price] = await db.select().from(priceQuotes).where(eq(priceQuotes.id, priceQuoteId));
      expect(price!.totalPence).toBe(25000);
      // Only the hash is stored.
      expect(JSON.stringify(price)).not.toContain(token);
      const [quote] = await db.select().from(quotes).where(eq(quotes.id, id));
      expect([quote!.status, quote!.quotedPricePence]).toEqual(["quoted", 25000]);
      expect((await db.select().from(auditLog).where(eq(auditLog.quoteReference, reference))).map((a) => a.action)).toContain("price-sent");

      const [mail] = await mailTo((m) => m.subject?.includes("fixed price") ?? false);
      expect(mail!.text).toContain("Half van");
      expect(mail!.text).toContain("Sofa or upholstered item: £30.00");
      expect(mail!.text).toContain("Total (fixed): £250.00");
      expect(mail!.text).toContain("valid until Monday 14 December 2026");
      expect(mail!.text).toContain(`https://www.example.com/booking/${token}`);
      // Once sent, the outbox no longer holds the link, sealed or not.
      const rows = await db.select().from(outbox).where(eq(outbox.quoteId, id));
      expect(rows.every((row) => row.status === "sent" && !row.payload?.sealedToken)).toBe(true);
    });

    it("refuses a price line that is negative, absurd or not an amount, and a total of nothing, keeping what was typed", () => {
      const bad = parsePriceForm(
        priceForm({ loadAmount: "-20", "each-sofa": "90000", "line1-text": "Extra bags", "line1-amount": "12.345", "count-fridge": "11" }),
        MONDAY_9AM,
      );
      expect(bad.ok).toBe(false);
      if (bad.ok) return;
      expect(bad.errors.loadAmount).toMatch(/cannot be negative/);
      expect(bad.errors["each-sofa"]).toMatch(/more than £5,000/);
      expect(bad.errors["line1-amount"]).toMatch(/in pounds/);
      expect(bad.errors["count-fridge"]).toMatch(/0 to 10/);
      const empty = parsePriceForm(priceForm({ load: "", loadAmount: "", "count-sofa": "0" }), MONDAY_9AM);
      expect(empty.ok ? "" : empty.errors.load).toMatch(/at least one line/);
      const past = parsePriceForm(priceForm({ validUntil: "2026-11-29" }), MONDAY_9AM);
      expect(past.ok ? "" : past.errors.validUntil).toMatch(/today or later/);
      const nul = parsePriceForm(priceForm({ "line1-text": "a\u0000b", "line1-amount": "5" }), MONDAY_9AM);
      expect(nul.ok ? "" : nul.errors["line1-text"]).toMatch(/unusual characters/);
    });

    it("a revised price supersedes the first: the first link says so and points to the new price", async () => {
      await start();
      const first = await priced();
      const staff = await addStaff(services, "Second Staff");
      const parsed = parsePriceForm(priceForm({ loadAmount: "200" }), now);
      if (!parsed.ok) throw new Error("form");
      const second = await sendPrice(services.database.db, {
        reference: first.reference,
        draft: parsed.draft,
        actor: staffActor(staff),
        now,
        secret: services.secret,
        mailDomain: "www.example.com",
      });
      expect(second.version).toBe(2);
      const old = await (await page(first.token)).text();
      expect(old).toContain("This price has been replaced");
      expect(old).toContain("£230.00");
      expect(old).not.toContain("Accept and book");
      const fresh = await page(second.token);
      expect(fresh.status).toBe(200);
      expect(await fresh.text()).toContain("Accept and book");
      // Accepting on the old link books nothing.
      const post = await page(first.token, { form: { intent: "accept", ...address, slot: "2026-12-01/morning" } });
      expect(post.status).toBe(409);
      expect(await services.database.db.select().from(bookings)).toHaveLength(0);
    });

    it("the page is private: no cache, no index, no referrer, no script; a forged, malformed or expired link says to call us", async () => {
      await start();
      const { token } = await priced();
      const response = await page(token);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
      const html = await response.text();
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(html).toContain("Total, fixed");
      expect(html).toContain('href="/terms"');
      expect(html).toContain("Payment is due at the time of collection.");

      const forged = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
      for (const bad of [forged, "short", "%00", `${token}x`, "<script>"]) {
        const answer = await page(encodeURIComponent(bad));
        expect(answer.status, bad).toBe(404);
        expect(await answer.text(), bad).toContain("We don&#x27;t recognise this link");
      }
      // Past the price's validity: it says so and to call.
      now = new Date("2026-12-15T09:00:00Z");
      const expired = await page(token);
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain("This link has expired");
    });

    it("takes a form posted from the page itself, which the browser sends with Origin: null (the page sends no referrer)", async () => {
      await start();
      const { token } = await priced();
      const posted = await customerRequest(services, `/booking/${token}`, {
        form: { intent: "accept", ...address, slot: "2026-12-01/morning" },
        headers: { origin: "null", "sec-fetch-site": "same-origin" },
      });
      expect(posted.status).toBe(303);
      expect(posted.headers.get("location")).toBe(`/booking/${token}?done=booked`);
    });

    it("accepts with an address and a slot: booked once, the office and the customer emailed, the .ics in Europe/London", async () => {
      await start();
      const { token, id, reference } = await priced();
      const form = { intent: "accept", ...address, slot: "2026-12-01/morning" };
      const first = await page(token, { form });
      expect(first.status).toBe(303);
      expect(first.headers.get("location")).toBe(`/booking/${token}?done=booked`);
      // The same post again (a double click, the back button): still one booking.
      const again = await page(token, { form });
      expect(again.headers.get("location")).toBe(`/booking/${token}?done=already-booked`);
      const rows = await services.database.db.select().from(bookings).where(eq(bookings.quoteId, id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        slotDate: "2026-12-01",
        slotId: "morning",
        postcode: "RH10 1AA",
        phone: "+447911123456",
        status: "booked",
      });
      const [quote] = await services.database.db.select().from(quotes).where(eq(quotes.id, id));
      expect([quote!.status, quote!.bookedFor]).toEqual(["booked", "2026-12-01"]);

      const shown = await (await page(token)).text();
      expect(shown).toContain("Your collection is booked");
      expect(shown).toContain("Tuesday 1 December, morning (7am–12pm)");

      const confirmations = await mailTo((m) => m.subject?.startsWith("Your collection is booked") ?? false);
      expect(confirmations).toHaveLength(1);
      const ics = confirmations[0]!.attachments.find((a) => a.filename?.endsWith(".ics"));
      const event = calendarEvent(ics!.content.toString("utf8"));
      expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-01T07:00:00.000Z");
      expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-01T12:00:00.000Z");
      expect(event.startDate.zone?.tzid).toBe("Europe/London");
      expect(event.summary).toContain(reference);
      expect(event.location).toBe("12 Oak Road, Flat 2, Crawley, RH10 1AA");
      const office = await mailTo((m) => m.subject?.startsWith(`Booked: ${reference}`) ?? false);
      expect(office).toHaveLength(1);
      expect(office[0]!.text).toContain("12 Oak Road");
    });

    it("a request staff closed as lost or spam after sending its price cannot be booked through the link", async () => {
      await start();
      const staff = await addStaff(services, "Office Staff");
      for (const status of ["lost", "spam"] as const) {
        const { token, reference } = await priced();
        await setStatus(services.database.db, reference, status, staffActor(staff), now);
        const response = await page(token, { form: { intent: "accept", ...address, slot: "2026-12-01/morning" } });
        expect(response.status).toBeGreaterThanOrEqual(400);
        const [quote] = await services.database.db.select().from(quotes).where(eq(quotes.reference, reference));
        expect(quote!.status).toBe(status);
        expect(await services.database.db.select().from(bookings).where(eq(bookings.quoteId, quote!.id))).toEqual([]);
      }
    });

    it("every bad input gets a clear message and keeps what was typed", async () => {
      await start();
      const { token } = await priced();
      const cases: [Record<string, string>, string, RegExp][] = [
        [{ postcode: "TR1 1AA" }, "postcode", /outside our usual area/],
        [{ postcode: "not a postcode" }, "postcode", /UK postcode/],
        [{ slot: "2026-12-01/night" }, "slot", /does not exist/],
        // Sunday 6 December: no evening slot.
        [{ slot: "2026-12-06/evening" }, "slot", /does not exist/],
        [{ slot: "2026-11-29/morning" }, "slot", /no longer available/],
        [{ slot: "2026-12-25/morning" }, "slot", /no longer available/],
        [{ slot: "nonsense" }, "slot", /Choose one of the slots/],
        [{ slot: "" }, "slot", /Choose a day and time/],
        [{ agree: "" }, "agree", /Tick the box/],
        [{ phone: "12345" }, "phone", /UK phone number/],
        [{ addressLine1: "" }, "addressLine1", /first line/],
        [{ town: "Craw\u0000ley" }, "town", /unusual characters/],
      ];
      for (const [change, field, message] of cases) {
        const response = await page(token, { form: { intent: "accept", ...address, slot: "2026-12-01/morning", ...change } });
        expect(response.status, field).toBeGreaterThanOrEqual(400);
        const html = await response.text();
        expect(html, field).toMatch(message);
        expect(html, field).toContain(`href="#${field}"`);
        if (field !== "addressLine1") expect(html).toContain('value="12 Oak Road"');
      }
      expect(await services.database.db.select().from(bookings)).toHaveLength(0);
    });

    it("bidirectional controls, C1 controls and line separators in the address, town, postcode, phone or a decline's words: 400 naming each field, nothing stored", async () => {
      await start();
      const { token, priceQuoteId } = await priced();
      for (const [name, c] of UNPRINTABLE) {
        const typed = {
          addressLine1: `12 Oak${c} Road`,
          addressLine2: `Flat${c} 2`,
          town: `Craw${c}ley`,
          postcode: `RH10${c}1AA`,
          phone: `07911${c}123456`,
        };
        const accept = await page(token, { form: { intent: "accept", ...address, ...typed, slot: "2026-12-01/morning" } });
        await refused(accept, Object.keys(typed), name);
        // The address alone, everything else good: without the rule this one would be booked.
        const line = await page(token, {
          form: { intent: "accept", ...address, addressLine1: typed.addressLine1, slot: "2026-12-01/morning" },
        });
        await refused(line, ["addressLine1"], name);
        const decline = await page(token, { form: { intent: "decline", reason: "price", detail: `Found it${c} cheaper` } });
        await refused(decline, ["detail"], name);
      }
      const { db } = services.database;
      expect(await db.select().from(bookings)).toHaveLength(0);
      const [price] = await db.select().from(priceQuotes).where(eq(priceQuotes.id, priceQuoteId));
      expect([price!.status, price!.declineText]).toEqual(["open", null]);
    });

    it("20 customers accept the last two places of a slot at once: 2 are booked, 18 see the slot has gone with their address kept", async () => {
      await start({ BOOKING_RATE_LIMIT: "1000" });
      const links = [];
      for (let i = 0; i < 20; i++) links.push(await priced(priceForm(), { email: `c${i}@example.org` }));
      const answers = await Promise.all(
        links.map((link, i) =>
          page(link.token, { form: { intent: "accept", ...address, addressLine1: `${i + 1} Race Street`, slot: "2026-12-02/afternoon" } }),
        ),
      );
      expect(answers.filter((a) => a.status === 303)).toHaveLength(2);
      const refused = answers.filter((a) => a.status === 409);
      expect(refused).toHaveLength(18);
      for (const answer of refused) {
        const html = await answer.text();
        expect(html).toContain("That slot has just gone");
        expect(html).toMatch(/value="\d+ Race Street"/);
        expect(html).not.toContain('value="2026-12-02/afternoon"');
        expect(html).toContain('value="2026-12-02/morning"');
      }
      const booked = await services.database.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.slotDate, "2026-12-02"), eq(bookings.slotId, "afternoon")));
      expect(booked).toHaveLength(2);
    });

    it("moves free until 24 hours before the slot; inside 24 hours the page shows the fee text and the phone, and refuses a posted cancel", async () => {
      await start();
      const { token, id } = await priced();
      expect((await page(token, { form: { intent: "accept", ...address, slot: "2026-12-02/morning" } })).status).toBe(303);
      const moved = await page(token, { form: { intent: "move", slot: "2026-12-03/afternoon" } });
      expect(moved.status, await moved.clone().text()).toBe(303);
      const [row] = await services.database.db.select().from(bookings).where(eq(bookings.quoteId, id));
      expect([row!.slotDate, row!.slotId, row!.moves]).toEqual(["2026-12-03", "afternoon", 1]);
      const movedMail = await mailTo((m) => m.subject?.startsWith("Your collection has moved") ?? false);
      const ics = movedMail[0]!.attachments.find((a) => a.filename?.endsWith(".ics"))!.content.toString("utf8");
      const event = calendarEvent(ics);
      expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-03T12:00:00.000Z");
      expect(event.sequence).toBe(1);

      // 2 December, 13:00: 23 hours before the slot.
      now = new Date("2026-12-02T13:00:00Z");
      const late = await (await page(token)).text();
      expect(late).toContain("a cancellation fee may apply");
      expect(late).not.toContain("Cancel the collection");
      const refused = await page(token, { form: { intent: "cancel" } });
      expect(refused.status).toBe(409);
      const [still] = await services.database.db.select().from(bookings).where(eq(bookings.quoteId, id));
      expect(still!.status).toBe("booked");
    });

    it("the page's 'Add to calendar' gives the confirmation's event (after a move, the moved one), and its WhatsApp message names the reference and where the request stands", async () => {
      await start();
      const { token, reference } = await priced();
      const whatsappTexts = (html: string) =>
        [...html.matchAll(/href="https:\/\/wa\.me\/\d+\?text=([^"]+)"/g)].map((m) =>
          decodeURIComponent(m[1]!.replace(/&amp;/g, "&")).replace(/&#x27;/g, "'"),
        );
      const open = await (await page(token)).text();
      expect(new Set(whatsappTexts(open))).toEqual(new Set([`Hi, about my fixed price for ${reference}.`]));
      expect(open).not.toContain("Add to calendar");
      // Not booked yet: no calendar.
      expect((await customerRequest(services, `/booking/${token}/calendar.ics`)).status).toBe(404);

      expect((await page(token, { form: { intent: "accept", ...address, slot: "2026-12-02/morning" } })).status).toBe(303);
      const booked = await (await page(token)).text();
      expect(booked).toContain(`href="/booking/${token}/calendar.ics"`);
      expect(booked).toContain(">Add to calendar<");
      // The header's link and the page's both say it is booked, and for when.
      expect(whatsappTexts(booked)).toEqual([
        `Hi, about my collection ${reference}, booked for Wednesday 2 December, morning (7am–12pm).`,
        `Hi, about my collection ${reference}, booked for Wednesday 2 December, morning (7am–12pm).`,
      ]);
      const confirmation = (await mailTo((m) => m.subject?.startsWith("Your collection is booked") ?? false))[0]!;
      const attached = calendarEvent(confirmation.attachments.find((a) => a.filename?.endsWith(".ics"))!.content.toString("utf8"));
      const file = await customerRequest(services, `/booking/${token}/calendar.ics`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${reference}.ics"`);
      expect(file.headers.get("cache-control")).toBe("private, no-store");
      const event = calendarEvent(await file.text());
      expect(event.uid).toBe(attached.uid);
      expect(event.sequence).toBe(0);
      expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-02T07:00:00.000Z");
      expect(event.location).toBe(attached.location);

      expect((await page(token, { form: { intent: "move", slot: "2026-12-03/afternoon" } })).status).toBe(303);
      const moved = calendarEvent(await (await customerRequest(services, `/booking/${token}/calendar.ics`)).text());
      expect([moved.uid, moved.sequence, moved.startDate.toJSDate().toISOString()]).toEqual([attached.uid, 1, "2026-12-03T12:00:00.000Z"]);

      expect((await page(token, { form: { intent: "cancel" } })).status).toBe(303);
      expect((await customerRequest(services, `/booking/${token}/calendar.ics`)).status).toBe(404);
      expect(whatsappTexts(await (await page(token)).text())).toContain(`Hi, about my cancelled collection ${reference}.`);
      expect((await customerRequest(services, `/booking/${"x".repeat(32)}/calendar.ics`)).status).toBe(404);
    });

    it("cancels free more than 24 hours ahead: the slot is free again, the request lost, both sides emailed", async () => {
      await start();
      const { token, id, reference } = await priced();
      expect((await page(token, { form: { intent: "accept", ...address, slot: "2026-12-02/morning" } })).status).toBe(303);
      const tooLong = await page(token, { form: { intent: "cancel", reason: "x".repeat(501) } });
      expect(tooLong.status).toBe(400);
      expect(await tooLong.text()).toContain("Keep this under 500 characters.");
      const cancelled = await page(token, { form: { intent: "cancel", reason: "Moving house sooner than planned." } });
      expect(cancelled.status).toBe(303);
      expect((await page(token, { form: { intent: "cancel" } })).headers.get("location")).toBe(`/booking/${token}?done=cancelled`);
      const [quote] = await services.database.db.select().from(quotes).where(eq(quotes.id, id));
      expect(quote!.status).toBe("lost");
      const [row] = await services.database.db.select().from(bookings).where(eq(bookings.quoteId, id));
      expect(row!.cancelReason).toBe("Moving house sooner than planned.");
      const after = await (await page(token)).text();
      expect(after).toContain("Your collection is cancelled");
      // The price is still valid: the page offers to book again, with the address kept.
      expect(after).toContain("Book again");
      expect(after).toContain(`value="${address.addressLine1}"`);
      expect(await mailTo((m) => m.subject?.startsWith("Your collection is cancelled") ?? false)).toHaveLength(1);
      const [office] = await mailTo((m) => m.subject?.startsWith(`Booking cancelled: ${reference}`) ?? false);
      expect(office!.text).toContain("In their words: Moving house sooner than planned.");

      // Booked again with the same link: one live booking, the request booked, both sides emailed again.
      expect((await page(token, { form: { intent: "accept", ...address, slot: "2026-12-03/afternoon" } })).status).toBe(303);
      const rows = await services.database.db.select().from(bookings).where(eq(bookings.quoteId, id));
      expect(rows.map((b) => [b.slotDate, b.slotId, b.status]).sort()).toEqual([
        ["2026-12-02", "morning", "cancelled"],
        ["2026-12-03", "afternoon", "booked"],
      ]);
      const [rebooked] = await services.database.db.select().from(quotes).where(eq(quotes.id, id));
      expect(rebooked!.status).toBe("booked");
      expect(await (await page(token)).text()).toContain("Your collection is booked");
      expect(await mailTo((m) => m.subject?.startsWith("Your collection is booked") ?? false)).toHaveLength(2);
      // A second press of the same form books nothing more.
      expect((await page(token, { form: { intent: "accept", ...address, slot: "2026-12-04/morning" } })).headers.get("location")).toBe(
        `/booking/${token}?done=already-booked`,
      );
    });

    it("declines with a reason: the request is lost and the office is told", async () => {
      await start();
      const { token, id, reference } = await priced();
      const missing = await page(token, { form: { intent: "decline", reason: "", detail: "too dear" } });
      expect(missing.status).toBe(400);
      expect(await missing.text()).toContain("too dear");
      expect((await page(token, { form: { intent: "decline", reason: "price", detail: "Found it cheaper" } })).status).toBe(303);
      const [quote] = await services.database.db.select().from(quotes).where(eq(quotes.id, id));
      expect(quote!.status).toBe("lost");
      const [mail] = await mailTo((m) => m.subject?.startsWith(`Price declined: ${reference}`) ?? false);
      expect(mail!.text).toContain("Found it cheaper");
    });

    it("a mangled link says to call us and is not counted; other methods get 404, or 405 where the address is one; the page's data is never served alone", async () => {
      await start({ BOOKING_RATE_LIMIT: "2" });
      const { token, reference } = await priced();
      const customer = (target: string, options: { method?: string; form?: Record<string, string> } = {}) =>
        customerRequest(services, target, { ...options, clientIp: "198.51.100.9" });
      const mangled = [
        "/booking",
        "/booking/",
        `/booking/${token}/extra`,
        `/booking/${token}/notes`,
        `/booking/${token}/notes/WTN-2026-000001.PDF`,
      ];
      for (const target of mangled) {
        const answer = await customer(target);
        expect(answer.status, target).toBe(404);
        expect(answer.headers.get("referrer-policy"), target).toBe("no-referrer");
        expect(answer.headers.get("cache-control"), target).toBe("private, no-store");
        expect(await answer.text(), target).toContain("We don&#x27;t recognise this link");
        const posted = await customer(target, { form: { intent: "decline", reason: "price" } });
        expect([posted.status, await posted.text()], target).toEqual([404, "Not found"]);
      }
      const put = await customer(`/booking/${token}`, { method: "PUT" });
      expect([put.status, put.headers.get("allow")]).toEqual([405, "GET, POST"]);
      const postedNote = await customer(`/booking/${token}/notes/WTN-2026-000001.pdf`, { form: {} });
      expect([postedNote.status, postedNote.headers.get("allow")]).toEqual([405, "GET"]);
      for (const target of [`/booking/${token}.data`, `/booking/${token}/extra.data`]) {
        const data = await customer(target);
        expect(data.status, target).toBe(404);
        expect(await data.text(), target).not.toContain(reference);
      }
      // None of that was counted: the address still has its two requests.
      expect((await customer(`/booking/${token}`)).status).toBe(200);
      expect((await customer(`/booking/${token}/notes/WTN-2026-000001.pdf`)).status).toBe(404);
      expect((await customer(`/booking/${token}`)).status).toBe(429);
    });

    it("a failure is answered in a sentence with the link's headers, as the link always answered one", async () => {
      await start();
      const { token } = await priced();
      const failing = {
        ...services,
        clock: {
          now: (): Date => {
            throw new Error("the clock stopped");
          },
        },
      };
      const answer = await customerRequest(failing, `/booking/${token}`);
      expect(answer.status).toBe(500);
      expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(await answer.text()).toBe("Something went wrong. Please try again, or call us.");
    });

    it("limits requests per address like the quote API", async () => {
      await start({ BOOKING_RATE_LIMIT: "3" });
      const { token } = await priced();
      for (let i = 0; i < 3; i++) expect((await page(token, { ip: "198.51.100.4" })).status).toBe(200);
      const limited = await page(token, { ip: "198.51.100.4" });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await page(token, { ip: "198.51.100.5" })).status).toBe(200);
    });
  });
}
