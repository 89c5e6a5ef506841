import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, outbox, quotes } from "../../app/server/db/schema.server";
import { uploadsRoot } from "../../app/server/photos/disk-store.server";
import type { Runtime } from "../../app/server/root/runtime.server";
import type { StaffIdentity } from "../../app/server/staff/auth/session.server";
import { addPhoto, addQuote, backends, pgUrl } from "./inbox-support";
import { staffContextPerTest, staffRequest } from "../support/staff-context";

/** What every staff page must be: no script, no inline style, labelled fields, unique ids, tables with headers. */
function checkPage(html: string): void {
  expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
  expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  expect(new Set(ids).size, `duplicate ids in ${ids.join(",")}`).toBe(ids.length);
  for (const [, target] of html.matchAll(/<label[^>]*\sfor="([^"]+)"/g)) expect(ids, `label for ${target}`).toContain(target);
  const labelled = new Set([...html.matchAll(/<label[^>]*\sfor="([^"]+)"/g)].map((m) => m[1]));
  for (const [control] of html.matchAll(/<(input|select|textarea)\b[^>]*>/g)) {
    if (/type="(hidden|submit)"/.test(control)) continue;
    const id = /\sid="([^"]+)"/.exec(control)?.[1];
    expect(labelled.has(id) || /aria-label="/.test(control), `unlabelled ${control}`).toBe(true);
  }
  for (const [, described] of html.matchAll(/aria-describedby="([^"]+)"/g))
    for (const id of described!.split(" ")) expect(ids).toContain(id);
  for (const [table] of html.matchAll(/<table[\s\S]*?<\/table>/g)) {
    expect(table).toContain("<caption");
    expect(table).toMatch(/<th scope="col"/);
  }
  for (const [img] of html.matchAll(/<img\b[^>]*>/g)) expect(img).toMatch(/alt="[^"]+"/);
}

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`inbox pages on ${backend.name}`, () => {
    let services: Runtime;
    let staff: StaffIdentity;
    const staffContext = staffContextPerTest(backend.postgres);
    const start = async () => {
      ({ services, staff } = await staffContext.start());
    };
    const call = (method: "GET" | "POST", target: string, form?: Record<string, string | string[]>) =>
      staffRequest({ services, staff }, method, target, { form });

    it("renders the list with figures, tabs, a labelled search and a real table", async () => {
      await start();
      const { id, reference } = await addQuote(services, { name: "Ann <b>Bold</b>", createdAt: new Date(Date.now() - 3 * 3600_000) });
      await addPhoto(services, id, 1);
      await addQuote(services, { status: "spam", spamReason: "honeypot" });
      const response = await call("GET", "/staff");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
      const html = await response.text();
      checkPage(html);
      expect(html).toContain(`href="/staff/quotes/${reference}"`);
      expect(html).toContain("Ann &lt;b&gt;Bold&lt;/b&gt;");
      expect(html).toContain("Overdue: not contacted within 2 h");
      expect(html).toMatch(/All active <span[^>]*>\(1\)/);
      expect(html).toMatch(/Spam <span[^>]*>\(1\)/);
      expect(html).toMatch(/Overdue <span[^>]*>\(1\)/);
      expect(html).toContain(`/staff/quotes/${reference}/photos/1/thumb`);
      expect(html).toMatch(/<svg role="img" aria-label="Requests per week, last 12 weeks: week of/);
      expect(html).toContain('action="/staff/bulk"');
      expect(html).toContain('href="/staff/export.csv"');
      const spam = await (await call("GET", "/staff?status=spam")).text();
      checkPage(spam);
      expect(spam).toContain("Suspected bot: honeypot");
      expect(spam).toContain('aria-current="page"');
      const none = await (await call("GET", "/staff?status=spam&q=%25")).text();
      expect(none).toContain("No requests match.");
    });

    it("renders a request with its photos, contact links and emails, and serves the photo files", async () => {
      await start();
      const { id, reference } = await addQuote(services, { phone: "+447911123456", email: "jane@example.org" });
      await addPhoto(services, id, 1);
      await addPhoto(services, id, 2);
      const html = await (await call("GET", `/staff/quotes/${reference.toLowerCase()}`)).text();
      checkPage(html);
      expect(html).toContain('href="tel:+447911123456"');
      // Shown as it is dialled in the UK; the link keeps the international form.
      expect(html).toContain("<dd>07911 123456</dd>");
      expect(html).not.toContain(">+447911123456<");
      expect(html).toContain(`href="https://wa.me/447911123456?text=`);
      expect(html).toContain(encodeURIComponent(reference));
      expect(html).toContain(`mailto:jane@example.org?subject=Your%20quote%20request%20${reference}`);
      expect(html).toContain(`href="/staff/quotes/${reference}/photos/2"`);

      const view = await (await call("GET", `/staff/quotes/${reference}/photos/2`)).text();
      checkPage(view);
      expect(view).toContain('rel="prev"');
      expect(view).not.toContain('rel="next"');
      const file = await call("GET", `/staff/quotes/${reference}/photos/1/full`);
      expect(file.status).toBe(200);
      expect(Object.fromEntries(file.headers)).toMatchObject({
        "content-type": "image/jpeg",
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
        "content-disposition": "inline",
      });
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      expect((await call("GET", `/staff/quotes/${reference}/photos/9/thumb`)).status).toBe(404);
      expect((await call("GET", `/staff/quotes/Q-0000-NONE`)).status).toBe(404);
    });

    it("works a request through plain form posts: 303 back, errors in place with typed values", async () => {
      await start();
      const { id, reference } = await addQuote(services);
      const status = await call("POST", `/staff/quotes/${reference}`, { intent: "status", status: "contacted" });
      expect(status.status).toBe(303);
      expect(status.headers.get("location")).toBe(`/staff/quotes/${reference}?done=status`);
      const confirmed = await (await call("GET", `/staff/quotes/${reference}?done=status`)).text();
      expect(confirmed).toContain('role="status"');

      const bad = await call("POST", `/staff/quotes/${reference}`, { intent: "note", note: "   " });
      expect(bad.status).toBe(400);
      const html = await bad.text();
      checkPage(html);
      expect(html).toContain('role="alert"');
      expect(html).toMatch(/id="note"[^>]*aria-describedby="[^"]*note-error"|aria-describedby="[^"]*note-error"[^>]*id="note"/);
      // The day is booked with a slot on the booking page: the old "Booked for" date form is gone, and its post changes nothing.
      expect(html).toContain(`href="/staff/quotes/${reference}/book"`);
      expect(html).not.toContain('name="bookedFor"');

      // No free price field any more: the fixed price is the one price. A post of the old form changes nothing.
      expect(html).not.toContain("Quoted price");
      expect((await call("POST", `/staff/quotes/${reference}`, { intent: "price", price: "200" })).status).toBe(303);
      expect((await services.database.db.select().from(quotes).where(eq(quotes.id, id)))[0]!.quotedPricePence).toBeNull();

      expect((await call("POST", `/staff/quotes/${reference}`, { intent: "booking", bookedFor: "2026-12-03" })).status).toBe(303);
      expect((await services.database.db.select().from(quotes).where(eq(quotes.id, id)))[0]!.bookedFor).toBeNull();

      const wrong = await call("POST", `/staff/quotes/${reference}`, { intent: "erase", confirm: "Q-WRONG" });
      expect(wrong.status).toBe(400);
      expect(await services.database.db.select().from(quotes).where(eq(quotes.id, id))).toHaveLength(1);

      await addPhoto(services, id, 1);
      const erased = await call("POST", `/staff/quotes/${reference}`, { intent: "erase", confirm: ` ${reference.toLowerCase()} ` });
      expect(erased.headers.get("location")).toBe("/staff?done=erased");
      expect(await services.database.db.select().from(quotes).where(eq(quotes.id, id))).toEqual([]);
      expect(existsSync(path.join(uploadsRoot(services.env.dataDir), id))).toBe(false);
      const entries = await services.database.db.select().from(auditLog).where(eq(auditLog.quoteReference, reference));
      expect(entries.map((e) => e.action)).toEqual(["erased"]);
    });

    it("'not spam' and bulk marking through the forms", async () => {
      await start();
      const spam = await addQuote(services, { status: "spam", spamReason: "too-fast" });
      const a = await addQuote(services);
      const b = await addQuote(services);
      expect((await call("POST", `/staff/quotes/${spam.reference}`, { intent: "not-spam" })).status).toBe(303);
      expect(await services.database.db.select().from(outbox).where(eq(outbox.quoteId, spam.id))).toHaveLength(2);
      const bulk = await call("POST", "/staff/bulk", { action: "lost", id: [a.id, b.id], status: "active", q: "" });
      expect(bulk.headers.get("location")).toBe("/staff?done=bulk-lost&count=2");
      const lost = await services.database.db.select().from(quotes).where(eq(quotes.status, "lost"));
      expect(lost).toHaveLength(2);
      expect((await call("POST", "/staff/bulk", { action: "spam", id: [a.id], status: "active", q: "" })).headers.get("location")).toBe(
        "/staff?done=bulk-spam&count=1",
      );
      expect(await (await call("GET", `/staff/quotes/${a.reference}`)).text()).toMatch(
        /Marked as spam on [^<]+\. It is deleted 7 days after that unless you keep it\./,
      );
    });

    it("exports the current filter as a CSV download and audits it without the search text", async () => {
      await start();
      await addQuote(services, { name: "Jane Exporter", status: "quoted" });
      await addQuote(services, { name: "Other Person", status: "quoted" });
      const response = await call("GET", "/staff/export.csv?status=quoted&q=exporter");
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="quotes-\d{4}-\d{2}-\d{2}\.csv"$/);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      expect(text).toContain("Jane Exporter");
      expect(text).not.toContain("Other Person");
      const [entry] = await services.database.db.select().from(auditLog).where(eq(auditLog.action, "export"));
      expect(entry).toMatchObject({ actor: staff.email, detail: "1 rows; tab quoted; with a search" });
      expect(JSON.stringify(entry)).not.toMatch(/exporter/i);
    });
  });
}
