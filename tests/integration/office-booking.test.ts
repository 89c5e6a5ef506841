import { readFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { auditLog, bookings, outbox, priceQuotes, quotePhotos, quotes } from "../../app/server/db/schema.server";
import { addQuote, backends, pgUrl } from "./inbox-support";
import { staffSuitePerTest } from "../support/staff-context";

/** Monday 30 November 2026, 09:00 GMT. */
const MONDAY_9AM = new Date("2026-11-30T09:00:00Z");

const priceFields = {
  load: "half",
  loadAmount: "180",
  stairs: "",
  included: "Loading by a two-person crew",
  validUntil: "2026-12-14",
};

const caller = {
  came: "phone",
  name: "Pat Caller",
  phone: "07911 123456",
  email: "",
  addressLine1: "3 Mill Lane",
  addressLine2: "",
  town: "Crawley",
  postcode: "rh10 1aa",
  description: "A sofa and six bags of garden waste",
  accessNotes: "Side gate, code 1234",
  told: "yes",
};

const formData = (fields: Record<string, string>, photos: { name: string; bytes: Buffer; type: string }[] = []) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append("files", new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  return form;
};

/** The problems a refused form lists, for a failing assertion's message. */
const problems = async (response: Response) =>
  response.status === 303
    ? ""
    : [...(await response.clone().text()).matchAll(/<a href="#([^"]+)"[^>]*>([^<]*)</g)].map((m) => `${m[1]}: ${m[2]}`).join("; ");

const formIdOf = (html: string) => /name="formId" value="([0-9a-f-]{36})"/.exec(html)?.[1] ?? "";

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`the office books callers on ${backend.name}`, () => {
    const t = staffSuitePerTest(backend.postgres);
    afterEach(() => t.stop());

    /** The "Phone or WhatsApp job" form posted as the browser posts it: its reference, from the redirect to its booking page. */
    const takeCaller = async (fields: Record<string, string> = {}, photos: Parameters<typeof formData>[1] = []) => {
      const page = await t.call("GET", "/staff/jobs/new", MONDAY_9AM);
      expect(page.status).toBe(200);
      const formId = formIdOf(await page.text());
      const response = await t.call("POST", "/staff/jobs/new", MONDAY_9AM, formData({ formId, ...caller, ...fields }, photos));
      return { response, formId };
    };

    const bookingPage = async (reference: string) => {
      const page = await t.call("GET", `/staff/quotes/${reference}/book`, MONDAY_9AM);
      expect(page.status).toBe(200);
      return page.text();
    };

    it("takes a caller with no email and a photo, books a slot, and queues nothing for the customer", async () => {
      await t.start();
      const garden = await readFile(path.join(import.meta.dirname, "../fixtures/garden.jpg"));
      const { response, formId } = await takeCaller({}, [{ name: "garden.jpg", bytes: garden, type: "image/jpeg" }]);
      expect(response.status, await problems(response)).toBe(303);
      const location = response.headers.get("location")!;
      const reference = /\/staff\/quotes\/(Q-[0-9A-Z-]+)\/book$/.exec(location)?.[1];
      expect(reference).toBeDefined();
      // The same form again (a second tap) leads to the same request.
      const again = await t.call("POST", "/staff/jobs/new", MONDAY_9AM, formData({ formId, ...caller }));
      expect(again.headers.get("location")).toBe(location);
      const [quote] = await t.db().select().from(quotes).where(eq(quotes.reference, reference!));
      expect(quote).toMatchObject({ email: null, source: "phone", status: "contacted", addressLine1: "3 Mill Lane", postcode: "RH10 1AA" });
      expect(await t.db().select().from(quotePhotos).where(eq(quotePhotos.quoteId, quote!.id))).toHaveLength(1);
      expect((await t.db().select().from(quotes)).length).toBe(1);

      const html = await bookingPage(reference!);
      expect(html).toContain('value="3 Mill Lane"');
      expect(html).toContain("None: they get no emails");
      const bookFormId = formIdOf(html);
      const bookIt = () =>
        t.call("POST", `/staff/quotes/${reference}/book`, MONDAY_9AM, {
          formId: bookFormId,
          ...priceFields,
          addressLine1: "3 Mill Lane",
          addressLine2: "",
          town: "Crawley",
          postcode: "RH10 1AA",
          phone: "07911 123456",
          slot: "2026-12-01/morning",
          overbookReason: "",
        });
      const booked = await bookIt();
      expect(booked.status).toBe(303);
      expect(booked.headers.get("location")).toBe(`/staff/quotes/${reference}?done=booked-by-office`);
      const [booking] = await t.db().select().from(bookings).where(eq(bookings.quoteId, quote!.id));
      expect(booking).toMatchObject({ slotDate: "2026-12-01", slotId: "morning", status: "booked", overbookReason: null });
      const [price] = await t.db().select().from(priceQuotes).where(eq(priceQuotes.id, booking!.priceQuoteId));
      expect(price).toMatchObject({ status: "accepted", totalPence: 18000 });
      expect((await t.db().select().from(quotes).where(eq(quotes.id, quote!.id)))[0]).toMatchObject({
        status: "booked",
        bookedFor: "2026-12-01",
      });
      expect((await t.db().select().from(outbox).where(eq(outbox.quoteId, quote!.id))).filter((m) => m.kind === "customer")).toEqual([]);
      // Posted twice: one booking.
      const twice = await bookIt();
      expect(twice.status, await problems(twice)).toBe(303);
      expect(await t.db().select().from(bookings).where(eq(bookings.quoteId, quote!.id))).toHaveLength(1);
      // The job is on the schedule and its request's page.
      const week = await (await t.call("GET", "/staff/schedule?week=2026-12-01", MONDAY_9AM)).text();
      expect(week).toContain(reference);
      expect(week).toContain("Pat Caller");
    });

    it("refuses the caller's form with every problem and keeps what was typed", async () => {
      await t.start();
      const { response } = await takeCaller({ name: "", phone: "12", email: "not-an-address", told: "" });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Enter the customer&#x27;s name.");
      expect(html).toContain("Enter a UK phone number for the day");
      expect(html).toContain("Enter a valid email address");
      expect(html).toContain("Tell the customer how we use their details");
      expect(html).toContain('value="3 Mill Lane"');
      expect(formIdOf(html)).toMatch(/^[0-9a-f-]{36}$/);
      expect(await t.db().select().from(quotes)).toEqual([]);
    });

    it("books a web request with an email, emails the confirmation, and overbooks a full slot only with a reason the audit keeps", async () => {
      await t.start();
      const full = [];
      for (let i = 0; i < 2; i++) full.push(await addQuote(t.services, { email: `full${i}@example.com` }));
      const book = async (reference: string, overbookReason = "") => {
        const formId = formIdOf(await bookingPage(reference));
        return t.call("POST", `/staff/quotes/${reference}/book`, MONDAY_9AM, {
          formId,
          ...priceFields,
          addressLine1: "1 High Street",
          addressLine2: "",
          town: "Crawley",
          postcode: "RH10 1AA",
          phone: "07911 123457",
          slot: "2026-12-02/afternoon",
          overbookReason,
        });
      };
      for (const quote of full) {
        const response = await book(quote.reference);
        expect(response.status, await problems(response)).toBe(303);
      }
      const third = await addQuote(t.services, { email: "third@example.com" });
      const refused = await book(third.reference);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("That slot is full.");
      expect(await t.db().select().from(bookings).where(eq(bookings.quoteId, third.id))).toEqual([]);
      const page = await bookingPage(third.reference);
      expect(page).toMatch(/Afternoon[^<]*<span[^>]*>\(full \(2 of 2 jobs\): needs a reason\)/);

      expect((await book(third.reference, "Regular customer, the second crew can take it")).status).toBe(303);
      const [booking] = await t.db().select().from(bookings).where(eq(bookings.quoteId, third.id));
      expect(booking!.overbookReason).toBe("Regular customer, the second crew can take it");
      const audit = await t.db().select().from(auditLog).where(eq(auditLog.quoteReference, third.reference));
      expect(audit.map((row) => row.detail).join("\n")).toContain(
        "above its capacity; reason: Regular customer, the second crew can take it",
      );
      const mails = (await t.db().select().from(outbox).where(eq(outbox.quoteId, third.id))).filter((m) => m.kind === "customer");
      expect(mails.map((m) => [m.template, m.recipient])).toEqual([["booked", "third@example.com"]]);
      expect(mails[0]!.payload?.sealedToken).toBeTruthy();

      // The customer phones to cancel: the office cancels, the customer is emailed, the slot has room again.
      const cancel = () =>
        t.call("POST", `/staff/quotes/${third.reference}`, MONDAY_9AM, { intent: "cancel-booking", cancelReason: "Moving house early" });
      const cancelled = await cancel();
      expect(cancelled.status, await problems(cancelled)).toBe(303);
      expect(cancelled.headers.get("location")).toBe(`/staff/quotes/${third.reference}?done=cancel-booking`);
      const [gone] = await t.db().select().from(bookings).where(eq(bookings.quoteId, third.id));
      expect(gone).toMatchObject({ status: "cancelled", cancelledBy: "staff", cancelReason: "Moving house early" });
      expect((await t.db().select().from(quotes).where(eq(quotes.id, third.id)))[0]).toMatchObject({ status: "lost", bookedFor: null });
      expect((await cancel()).status).toBe(303);
      const after = (await t.db().select().from(outbox).where(eq(outbox.quoteId, third.id)).orderBy(asc(outbox.id))).filter(
        (m) => m.kind === "customer",
      );
      expect(after.map((m) => m.template)).toEqual(["booked", "cancelled"]);
      expect(after[1]!.payload?.sealedToken).toBeTruthy();
      const audit2 = await t.db().select().from(auditLog).where(eq(auditLog.quoteReference, third.reference));
      expect(audit2.map((row) => row.detail).join("\n")).toContain("cancelled by the office at the customer's request (reason given)");
      expect(await bookingPage(third.reference)).toMatch(/Afternoon[^<]*<span[^>]*>\(full \(2 of 2 jobs\)/);
    });
  });
}
