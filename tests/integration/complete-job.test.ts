import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { auditLog, bookings, outbox, quotes, wasteNoteLines, wasteNotes } from "../../app/server/db/schema.server";
import { createServices, type Services } from "../../app/server/services.server";
import type { StaffIdentity } from "../../app/server/staff/auth/session.server";
import { matchStaffRoute } from "../../app/server/staff/web/dispatch.server";
import { drawnSignature } from "../support/waste-note";
import { freshPostgres, testEnv } from "./harness";
import { addStaff, backends, pgUrl } from "./inbox-support";
import { bookJob } from "./schedule-support";

/** Booked on Tuesday 24 November 2026 for Thursday morning; collected on Thursday. */
const NOW = new Date("2026-11-24T09:00:00Z");
const THU_AM = { date: "2026-11-26", id: "morning" };
const THURSDAY = new Date("2026-11-26T10:42:00Z");

/** What the crew sends for the booked half load and sofa, with a fridge added and the customer's typed signature. */
const goodForm = (): Record<string, string> => ({
  "line-0-wasteId": "mixed-household",
  "line-0-description": "Mixed municipal waste (general household rubbish)",
  "line-0-vanPercent": "50",
  "line-0-weightKg": "",
  "line-0-containment": "bags",
  "line-0-containmentText": "",
  "line-1-wasteId": "pops-seating",
  "line-1-description": "Domestic seating waste containing POPs",
  "line-1-vanPercent": "",
  "line-1-weightKg": "40",
  "line-1-containment": "loose",
  "line-1-containmentText": "",
  "line-2-wasteId": "fridges",
  "line-2-description": "",
  "line-2-vanPercent": "",
  "line-2-weightKg": "45",
  "line-2-containment": "loose",
  "line-2-containmentText": "",
  "line-3-wasteId": "",
  "line-3-description": "",
  "line-3-vanPercent": "",
  "line-3-weightKg": "",
  "line-3-containment": "loose",
  "line-3-containmentText": "",
  customerName: "Jane Smith",
  role: "householder",
  businessName: "",
  sicCode: "",
  siteId: "main-transfer-station",
  present: "signed",
  signatureName: "Jane Smith",
  confirmed: "yes",
  signaturePng: "",
  reason: "",
  payment: "245.00",
  paymentMethod: "card",
});

const unescape = (html: string) => html.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`completing a job on ${backend.name}`, () => {
    let services: Services;
    let stop: (() => Promise<void>) | undefined;
    let staff: StaffIdentity;
    afterEach(async () => {
      await stop?.();
      stop = undefined;
    });
    const start = async () => {
      const database = backend.postgres ? await freshPostgres(pgUrl!) : undefined;
      services = await createServices(testEnv({ DATABASE_URL: database?.url, TEST_CLOCK: "header" }));
      stop = async () => {
        await services.stop();
        await database?.drop();
      };
      staff = await addStaff(services, "Sam Porter");
    };
    const db = () => services.database.db;
    const call = async (method: "GET" | "POST", target: string, now: Date, form?: Record<string, string>) => {
      const url = new URL(target, "http://localhost");
      const found = matchStaffRoute(method, url.pathname);
      if (!found || typeof found === "string" || found.route.access !== "staff") throw new Error(`no staff route for ${method} ${target}`);
      const request = new Request(url, { method, body: form ? new URLSearchParams(form) : undefined, headers: { "x-test-now": now.toISOString() } });
      return found.route.handle({ request, url, params: found.params, clientIp: "203.0.113.9", services, staff });
    };
    const booked = async () => {
      const job = await bookJob(services, THU_AM, NOW);
      const [booking] = await db().select().from(bookings).where(eq(bookings.quoteId, job.id));
      return { job, booking: booking!, path: `/staff/jobs/${booking!.id}/complete` };
    };

    it("opens from the crew's day and the request's page, prefilled from the booked price, with the POPs reminder and its one script", async () => {
      await start();
      const { job, path } = await booked();
      const day = await (await call("GET", "/staff/today", THURSDAY)).text();
      expect(day).toContain(`href="${path}"`);
      const request = await (await call("GET", `/staff/quotes/${job.reference}`, THURSDAY)).text();
      expect(request).toContain(`href="${path}"`);

      const page = await call("GET", path, THURSDAY);
      expect(page.status).toBe(200);
      const html = await page.text();
      // The half load as mixed household waste with its share of the van; the sofa as POPs seating.
      expect(html).toMatch(/<select[^>]*name="line-0-wasteId"[^>]*>(?:(?!<\/select>).)*<option value="mixed-household" selected="">/s);
      expect(html).toContain('id="line-0-vanPercent" name="line-0-vanPercent" value="50"');
      expect(html).toMatch(/<select[^>]*name="line-1-wasteId"[^>]*>(?:(?!<\/select>).)*<option value="pops-seating" selected="">/s);
      expect(html).toContain('value="Domestic seating waste containing POPs"');
      expect(html).toContain("20 01 23* Equipment containing chlorofluorocarbons (fridges, freezers) (hazardous)");
      // Two prefilled lines and three blank ones.
      expect(html).toContain('name="line-4-wasteId"');
      expect(html).not.toContain('name="line-5-wasteId"');
      expect(html).toContain("travels apart from other waste and is tipped apart");
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);

      // The policy allows exactly the one script, by its hash and its path; the file matches the hash.
      const csp = page.headers.get("content-security-policy")!;
      const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!.split(" ");
      expect(scriptSrc).toHaveLength(2);
      expect(scriptSrc[1]).toBe(`${new URL(services.env.SITE_URL).origin}/staff/assets/complete-job.js`);
      const script = await call("GET", "/staff/assets/complete-job.js", THURSDAY);
      const body = await script.text();
      expect(`'sha256-${createHash("sha256").update(body).digest("base64")}'`).toBe(scriptSrc[0]);
      expect(body).toContain("SignaturePad");
      expect(html).toContain(`<script src="/staff/assets/complete-job.js" integrity="${scriptSrc[0]!.slice(1, -1)}" defer=""></script>`);
      expect(html.match(/<script/g)).toHaveLength(1);
      // Other staff pages still run no script.
      expect((await call("GET", "/staff/today", THURSDAY)).headers.get("content-security-policy")).not.toContain("script-src");
    });

    const badInputs: { what: string; change: Record<string, string>; field: string; message: string }[] = [
      { what: "an unknown code", change: { "line-2-wasteId": "asbestos" }, field: "line-2-wasteId", message: "Pick a waste code from the list." },
      { what: "a negative share of the van", change: { "line-0-vanPercent": "-5" }, field: "line-0-vanPercent", message: "The share of the van is at least 1%." },
      { what: "an absurd weight", change: { "line-1-weightKg": "90000" }, field: "line-1-weightKg", message: "The weight is at most 5,000 kg: check it." },
      { what: "a quantity that is not a number", change: { "line-1-weightKg": "lots" }, field: "line-1-weightKg", message: "Enter the weight as a whole number." },
      { what: "no quantity", change: { "line-2-weightKg": "" }, field: "line-2-vanPercent", message: "Give the quantity: the share of the van, the weight, or both." },
      {
        what: "a SIC code that is not five digits",
        change: { role: "business", businessName: "Oak Road Cafe Ltd", sicCode: "5610", hierarchy: "yes" },
        field: "sicCode",
        message: "The SIC code is five digits, e.g. 38110.",
      },
      {
        what: "a business without the hierarchy declaration",
        change: { role: "business", businessName: "Oak Road Cafe Ltd", sicCode: "56101" },
        field: "hierarchy",
        message: "A business customer must declare that it applied the waste hierarchy.",
      },
      { what: "a signature that is not a PNG", change: { signaturePng: "data:image/jpeg;base64,/9j/4AAQ" }, field: "signaturePng", message: "The drawn signature is not a PNG image: clear it and sign again." },
      {
        what: "a PNG header on something that is not an image",
        change: { signaturePng: `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("not really")]).toString("base64")}` },
        field: "signaturePng",
        message: "The drawn signature is not an image that can be read.",
      },
      {
        what: "a signature that is too large",
        change: { signaturePng: `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(260 * 1024, 7)]).toString("base64")}` },
        field: "signaturePng",
        message: "The drawn signature is larger than 256 KB.",
      },
      { what: "no tick from the customer", change: { confirmed: "" }, field: "confirmed", message: "The customer must tick that this describes the waste they handed over." },
      { what: "not present without a reason", change: { present: "not-present", signatureName: "", confirmed: "" }, field: "reason", message: "Enter why the customer was not there." },
      { what: "a payment without its method", change: { paymentMethod: "" }, field: "paymentMethod", message: "Give both the amount taken and how it was paid (or neither)." },
      { what: "a payment that is not an amount", change: { payment: "-20" }, field: "payment", message: "Enter the price in pounds, e.g. 180 or 180.50." },
      { what: "control characters", change: { "line-0-description": "Rubbish\u0000bags" }, field: "line-0-description", message: "Please remove the unusual characters (such as control characters) from the description." },
      { what: "an unknown receiving site", change: { siteId: "the-lake" }, field: "siteId", message: "Pick the receiving site from the list." },
    ];

    it("refuses every bad input with its message at the field and in the summary, keeps what was typed, and issues nothing", async () => {
      await start();
      const { booking, path } = await booked();
      for (const bad of badInputs) {
        const form = { ...goodForm(), "line-2-description": "Kept as typed <b>", ...bad.change };
        const response = await call("POST", path, THURSDAY, form);
        expect(response.status, bad.what).toBe(400);
        const html = unescape(await response.text());
        expect(html, bad.what).toContain(`<a href="#${bad.field}" class="underline">${bad.message}</a>`);
        expect(html, bad.what).toContain(`id="${bad.field}-error"`);
        // The summary's link lands on something on the page that takes the focus (not a hidden field).
        expect(html, bad.what).toMatch(new RegExp(`<(?!input type="hidden")[^>]*\\sid="${bad.field}"`));
        expect(html, bad.what).toContain("Nothing typed was lost: correct what is marked");
        expect(html, bad.what).toContain('value="Kept as typed <b>"');
        expect(html, bad.what).toContain('value="Jane Smith"');
      }
      expect(await db().select().from(wasteNotes)).toHaveLength(0);
      expect((await db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe("booked");
      expect(await db().select().from(outbox).where(eq(outbox.template, "note"))).toHaveLength(0);
    });

    it("issues the note once: the job done with an audit entry, the email queued, the number and its download link shown", async () => {
      await start();
      const { job, booking, path } = await booked();
      const png = (await drawnSignature()).toString("base64");
      const form = { ...goodForm(), signaturePng: `data:image/png;base64,${png}` };
      const first = await call("POST", path, THURSDAY, form);
      expect(first.status).toBe(303);
      expect(first.headers.get("location")).toBe(`${path}?note=WTN-2026-000001`);
      const second = await call("POST", path, THURSDAY, form);
      expect(second.status).toBe(303);
      expect(second.headers.get("location")).toBe(`${path}?note=WTN-2026-000001`);

      const notes = await db().select().from(wasteNotes);
      expect(notes).toHaveLength(1);
      const note = notes[0]!;
      expect(note).toMatchObject({ customerName: "Jane Smith", customerRole: "householder", signatureName: "Jane Smith", crewName: "Sam Porter", crewId: staff.id, paymentPence: 24500, paymentMethod: "card" });
      expect(note.signaturePng?.subarray(0, 4).toString("hex")).toBe("89504e47");
      const lines = await db().select().from(wasteNoteLines).where(eq(wasteNoteLines.noteId, note.id));
      expect(lines.map((l) => [l.code, l.description, l.vanPercent, l.weightKg, l.containment, l.hazardous, l.pops]).sort()).toEqual(
        [
          ["20 03 01", "Mixed municipal waste (general household rubbish)", 50, null, "bags", false, false],
          ["20 03 07", "Domestic seating waste containing POPs", null, 40, "loose", false, true],
          ["20 01 23", "Equipment containing chlorofluorocarbons (fridges, freezers)", null, 45, "loose", true, false],
        ].sort(),
      );
      expect((await db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe("done");
      expect((await db().select().from(quotes).where(eq(quotes.id, job.id)))[0]!.status).toBe("done");
      expect(await db().select().from(auditLog).where(and(eq(auditLog.quoteReference, job.reference), eq(auditLog.action, "job-done")))).toHaveLength(1);
      expect(await db().select().from(outbox).where(eq(outbox.template, "note"))).toHaveLength(1);

      const done = await (await call("GET", first.headers.get("location")!, THURSDAY)).text();
      expect(done).toContain("Waste transfer note WTN-2026-000001 issued");
      expect(done).toContain('href="/staff/notes/WTN-2026-000001.pdf"');
      expect(done).not.toContain("<form method=\"post\" action=\"/staff/jobs");
      // The job has left the crew's day.
      expect(await (await call("GET", "/staff/today", THURSDAY)).text()).not.toContain(path);
    });

    it("a business customer not present: the note carries the SIC code, the declaration and the reason", async () => {
      await start();
      const { path } = await booked();
      const response = await call("POST", path, THURSDAY, {
        ...goodForm(),
        role: "business",
        businessName: "Oak Road Cafe Ltd",
        sicCode: "56101",
        hierarchy: "yes",
        present: "not-present",
        signatureName: "",
        confirmed: "",
        reason: "Left the key with a neighbour",
        payment: "",
        paymentMethod: "",
      });
      expect(response.status).toBe(303);
      const [note] = await db().select().from(wasteNotes);
      expect(note).toMatchObject({ customerRole: "business", businessName: "Oak Road Cafe Ltd", sicCode: "56101", hierarchyDeclared: true, notPresentReason: "Left the key with a neighbour", signatureName: null, paymentPence: 0, paymentMethod: null });
    });

    it("answers 404 for a booking that does not exist", async () => {
      await start();
      expect((await call("GET", "/staff/jobs/00000000-0000-4000-8000-000000000000/complete", THURSDAY)).status).toBe(404);
      expect((await call("POST", "/staff/jobs/not-a-uuid/complete", THURSDAY, goodForm())).status).toBe(404);
    });
  });
}
