import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, outbox, quoteNotes, quotePhotos, quotes, staffInboxVisits } from "../../app/server/db/schema.server";
import { addNote, bulkSetStatus, notSpam, sendAgain, setAssignee, setStatus } from "../../app/server/quotes/inbox/actions.server";
import { RefusedError } from "../../app/kernel/refusal";
import { eraseQuotes } from "../../app/server/quotes/inbox/erase.server";
import { csvCell } from "../../app/kernel/csv";
import { exportCsv } from "../../app/server/quotes/inbox/export.server";
import { staffActor } from "../../app/server/audit.server";
import {
  countByView,
  inboxFigures,
  listQuotes,
  quoteByReference,
  recordVisit,
  requestsToPlace,
} from "../../app/server/quotes/inbox/queries.server";
import { applyRetention } from "../../app/server/quotes/inbox/retention.server";
import { uploadsRoot } from "../../app/server/photos/disk-store.server";
import type { Runtime } from "../../app/server/root/runtime.server";
import { staffAuthFor } from "../../app/server/staff/auth/auth.server";
import { runStaffCommand } from "../../app/server/staff/auth/commands.server";
import { filterParams } from "../../app/server/quotes/pages/forms.server";
import { parseForm } from "../../app/kernel/form.server";
import { eventually } from "../support/eventually";
import { addPhoto, addQuote, addStaff, backends, pgUrl } from "./inbox-support";
import { freshServicesPerTest } from "../support/staff-context";

const HOUR = 60 * 60 * 1000;
const filter = (query: string) => {
  const parsed = parseForm(filterParams, new URLSearchParams(query));
  if (!parsed.ok) throw new Error(`bad filter ${query}`);
  return parsed.data.filter;
};
/** Customer details the audit log must never hold. */
const PERSONAL = /Jane|Smith|jane@example|7911|RH10|Crawley|Garage|Side gate|private words/i;

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`staff inbox on ${backend.name}`, () => {
    let services: Runtime;
    const fresh = freshServicesPerTest(backend.postgres);
    const start = async () => {
      services = await fresh.start();
      return services.database.db;
    };

    it("lists newest first, 25 a page, filters by tab and counts each tab, overdue after 2 hours", async () => {
      const db = await start();
      const now = new Date("2026-11-23T12:00:00Z");
      for (let i = 0; i < 30; i++) await addQuote(services, { createdAt: new Date(now.getTime() - (i + 1) * 60_000), status: "contacted" });
      const fresh = await addQuote(services, { createdAt: new Date(now.getTime() - 119 * 60_000) });
      const late = await addQuote(services, { createdAt: new Date(now.getTime() - 121 * 60_000) });
      await addQuote(services, { createdAt: new Date(now.getTime() - 5 * 60_000), status: "spam", spamReason: "honeypot" });
      await addQuote(services, { createdAt: new Date(now.getTime() - 6 * 60_000), status: "lost" });

      const first = await listQuotes(db, filter(""), {}, now);
      expect(first.rows).toHaveLength(25);
      expect(first.newer).toBeNull();
      const times = first.rows.map((r) => r.createdAt.getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect((await listQuotes(db, filter(""), { after: first.older! }, now)).rows).toHaveLength(7);

      const overdue = await listQuotes(db, filter("status=overdue"), {}, now);
      expect(overdue.rows.map((r) => r.reference)).toEqual([late.reference]);
      expect(overdue.rows[0]!.overdue).toBe(true);
      const news = await listQuotes(db, filter("status=new"), {}, now);
      expect(news.rows.find((r) => r.reference === fresh.reference)!.overdue).toBe(false);
      expect((await listQuotes(db, filter("status=spam"), {}, now)).rows[0]!.spamReason).toBe("honeypot");

      const counts = await countByView(db, "", now);
      expect(counts).toMatchObject({ active: 32, new: 2, overdue: 1, contacted: 30, spam: 1, lost: 1, done: 0 });
    });

    it("searches by reference, name, postcode, phone and email, its wildcards taken literally", async () => {
      const db = await start();
      const now = new Date();
      const a = await addQuote(services, { name: "Alice Brown", email: "alice@example.net", phone: "+441293555111", postcode: "BN1 1AA" });
      await addQuote(services, { name: "Bob 100% Green", email: "bob_g@example.net", phone: "+447700900222", postcode: "GU1 1AA" });
      const refs = async (q: string) => (await listQuotes(db, filter(`q=${encodeURIComponent(q)}`), {}, now)).rows.map((r) => r.name);
      expect(await refs(a.reference.toLowerCase())).toEqual(["Alice Brown"]);
      expect(await refs("alice b")).toEqual(["Alice Brown"]);
      expect(await refs("bn11aa")).toEqual(["Alice Brown"]);
      expect(await refs("01293 555111")).toEqual(["Alice Brown"]);
      expect(await refs("ALICE@example")).toEqual(["Alice Brown"]);
      expect(await refs("100%")).toEqual(["Bob 100% Green"]);
      expect(await refs("%")).toEqual(["Bob 100% Green"]);
      expect(await refs("b_g@")).toEqual(["Bob 100% Green"]);
      expect(await refs("o_b")).toEqual([]);
      expect(filter(`q=${"x".repeat(500)}`).q).toHaveLength(100);
    });

    it("works out this week's requests, the median time to contact and quoted → booked", async () => {
      const db = await start();
      // Wednesday 25 November 2026, 12:00 London (GMT).
      const now = new Date("2026-11-25T12:00:00Z");
      await addQuote(services, { createdAt: new Date("2026-11-23T00:30:00Z") }); // Monday this week
      await addQuote(services, { createdAt: new Date("2026-11-22T23:30:00Z") }); // Sunday last week
      await addQuote(services, { createdAt: new Date("2026-11-24T10:00:00Z"), status: "spam" });
      await addQuote(services, {
        createdAt: new Date("2026-11-10T10:00:00Z"),
        contactedAt: new Date("2026-11-10T11:00:00Z"),
        status: "contacted",
      });
      await addQuote(services, {
        createdAt: new Date("2026-11-11T10:00:00Z"),
        contactedAt: new Date("2026-11-11T13:00:00Z"),
        status: "contacted",
      });
      await addQuote(services, {
        createdAt: new Date("2026-11-12T10:00:00Z"),
        contactedAt: new Date("2026-11-12T15:00:00Z"),
        quotedAt: new Date("2026-11-13T10:00:00Z"),
        bookedAt: new Date("2026-11-14T10:00:00Z"),
        status: "booked",
      });
      await addQuote(services, {
        createdAt: new Date("2026-11-13T10:00:00Z"),
        quotedAt: new Date("2026-11-14T10:00:00Z"),
        status: "quoted",
      });
      await addQuote(services, {
        createdAt: new Date("2026-09-01T10:00:00Z"),
        contactedAt: new Date("2026-09-01T10:01:00Z"),
        quotedAt: new Date("2026-09-02T10:00:00Z"),
        status: "lost",
      });
      const figures = await inboxFigures(db, now);
      expect(figures.newThisWeek).toBe(1);
      expect(figures.medianToContactMs).toBe(3 * HOUR);
      expect(figures.quotedToBooked).toEqual({ quoted: 2, booked: 1 });
      expect(figures.weeks).toHaveLength(12);
      expect(figures.weeks.at(-1)!.start.toISOString()).toBe("2026-11-23T00:00:00.000Z");
      expect(figures.weeks.at(-2)!.count).toBe(1);
      expect(figures.weeks.at(-3)!.count).toBe(4);
      // 12 weeks back from Monday 23 November begins Monday 7 September: the request of 1 September is older.
      expect(figures.weeks[0]!.start.toISOString()).toBe("2026-09-06T23:00:00.000Z");
      expect(figures.weeks.reduce((sum, w) => sum + w.count, 0)).toBe(6);
    });

    it("keeps the highlight through a visit and moves it after 30 minutes away", async () => {
      const db = await start();
      const staff = await addStaff(services);
      const t0 = new Date("2026-11-23T09:00:00Z");
      expect(await recordVisit(db, staff.id, t0)).toBeNull();
      expect(await recordVisit(db, staff.id, new Date(t0.getTime() + 10 * 60_000))).toBeNull();
      const back = new Date(t0.getTime() + 3 * HOUR);
      expect(await recordVisit(db, staff.id, back)).toEqual(new Date(t0.getTime() + 10 * 60_000));
      expect(await recordVisit(db, staff.id, new Date(back.getTime() + 5 * 60_000))).toEqual(new Date(t0.getTime() + 10 * 60_000));
      const [row] = await db.select().from(staffInboxVisits).where(eq(staffInboxVisits.userId, staff.id));
      expect(row!.lastVisitAt).toEqual(new Date(back.getTime() + 5 * 60_000));
    });

    it("records each change with one audit entry naming the reference only", async () => {
      const db = await start();
      const staff = await addStaff(services);
      const other = await addStaff(services, "Olly Other");
      const gone = await addStaff(services, "Gone Away", true);
      const actor = staffActor(staff);
      const { id, reference } = await addQuote(services);
      const now = new Date("2026-11-23T10:00:00Z");

      await setStatus(db, reference, "quoted", actor, now);
      await setStatus(db, reference, "quoted", actor, now);
      await setAssignee(db, reference, other.id, actor, now, { mailDomain: "example.com" });
      await expect(setAssignee(db, reference, gone.id, actor, now, { mailDomain: "example.com" })).rejects.toMatchObject({
        refusal: { field: "assignee" },
      });
      await addNote(db, reference, "Customer said private words about Jane Smith", actor, now);
      await setStatus(db, reference.toLowerCase(), "booked", actor, new Date(now.getTime() + HOUR));

      const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
      expect(row).toMatchObject({ status: "booked", assigneeId: other.id });
      expect(row!.contactedAt).toEqual(now);
      expect(row!.quotedAt).toEqual(now);
      expect(row!.bookedAt).toEqual(new Date(now.getTime() + HOUR));
      const notes = await db.select().from(quoteNotes).where(eq(quoteNotes.quoteId, id));
      expect(notes).toHaveLength(1);

      const entries = await db.select().from(auditLog).orderBy(auditLog.id);
      expect(entries.map((e) => e.detail)).toEqual([
        "status new → quoted",
        `assigned to ${other.email}`,
        "note added",
        "status quoted → booked",
      ]);
      for (const entry of entries) {
        expect(entry).toMatchObject({ actor: staff.email, actorId: staff.id, quoteReference: reference });
        expect(JSON.stringify(entry)).not.toMatch(PERSONAL);
      }
    });

    it("lists the open requests noted as booked for a day with no slot, for the office to place, oldest day first", async () => {
      const db = await start();
      const later = await addQuote(services, { status: "booked", bookedFor: "2026-12-09", name: "Later Day" });
      const earlier = await addQuote(services, { status: "contacted", bookedFor: "2026-12-02", name: "Earlier Day" });
      await addQuote(services, { status: "lost", bookedFor: "2026-12-03" });
      await addQuote(services, { status: "booked" });
      expect(await requestsToPlace(db)).toEqual([
        { reference: earlier.reference, name: "Earlier Day", bookedFor: "2026-12-02" },
        { reference: later.reference, name: "Later Day", bookedFor: "2026-12-09" },
      ]);
    });

    it("marks many as spam or lost at once, auditing each", async () => {
      const db = await start();
      const staff = await addStaff(services);
      const a = await addQuote(services);
      const b = await addQuote(services, { status: "lost" });
      const changed = await bulkSetStatus(db, [a.id, b.id, "not-an-id"], "lost", staffActor(staff), new Date());
      expect(changed).toBe(1);
      const entries = await db.select().from(auditLog);
      expect(entries.map((e) => [e.quoteReference, e.detail])).toEqual([[a.reference, "status new → lost (bulk)"]]);
    });

    it("'not spam' makes a request new and queues its two emails once; a failed email can be sent again", async () => {
      const db = await start();
      const staff = await addStaff(services);
      const { id, reference } = await addQuote(services, { status: "spam", spamReason: "too-fast" });
      const mail = { mailDomain: "example.com", confirmationsPerHour: 30 };
      await notSpam(db, reference, staffActor(staff), new Date(), mail);
      await setStatus(db, reference, "spam", staffActor(staff), new Date());
      await notSpam(db, reference, staffActor(staff), new Date(), mail);
      const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
      expect(row!.status).toBe("new");
      const queued = await db.select().from(outbox).where(eq(outbox.quoteId, id));
      expect(queued.map((m) => m.kind).sort()).toEqual(["customer", "staff"]);
      await eventually(async () => expect((await db.select().from(outbox).where(eq(outbox.status, "sent"))).length).toBe(2));

      const [customer] = await db
        .update(outbox)
        .set({ status: "failed", lastError: "550 mailbox unavailable", attempts: 1 })
        .where(eq(outbox.kind, "customer"))
        .returning();
      await expect(
        sendAgain(db, reference, queued.find((m) => m.kind === "staff")!.id, staffActor(staff), new Date()),
      ).rejects.toBeInstanceOf(RefusedError);
      await sendAgain(db, reference, customer!.id, staffActor(staff), new Date());
      await eventually(async () => expect((await db.select().from(outbox).where(eq(outbox.id, customer!.id)))[0]!.status).toBe("sent"));
      const details = (await db.select().from(auditLog).orderBy(auditLog.id)).map((e) => e.detail);
      expect(details).toEqual([
        "status spam → new, emails queued",
        "status new → spam",
        "status spam → new",
        "customer email queued again",
      ]);
    });

    it("holds back the confirmation on 'not spam' when the address had two today", async () => {
      const db = await start();
      const staff = await addStaff(services);
      const mail = { mailDomain: "example.com", confirmationsPerHour: 30 };
      for (let i = 0; i < 3; i++) {
        const { reference } = await addQuote(services, { status: "spam", spamReason: "honeypot" });
        await notSpam(db, reference, staffActor(staff), new Date(), mail);
      }
      const customer = await db.select().from(outbox).where(eq(outbox.kind, "customer")).orderBy(outbox.id);
      expect(customer.map((m) => m.status === "skipped")).toEqual([false, false, true]);
    });

    it("exports the filter as CSV: BOM, CRLF, every cell quoted, formula cells defused, phones as text", async () => {
      const db = await start();
      await addQuote(services, {
        name: '=HYPERLINK("x")',
        description: 'Two "big" sofas,\nand a bed',
        status: "quoted",
        quotedPricePence: 18050,
      });
      await addQuote(services, { name: "@Other", status: "lost", accessNotes: "gate;=1+1", phone: "+442079460018" });
      await addQuote(services, { name: "Spam Bot", status: "spam" });
      const { csv, rows } = await exportCsv(db, filter("status=quoted"), new Date());
      expect(rows).toBe(1);
      expect(csv.startsWith('\uFEFF"reference","received (ISO)",')).toBe(true);
      const lines = csv.slice(1).split("\r\n");
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
      expect(csv).toContain('"Two ""big"" sofas,\nand a bed"');
      expect(csv).toContain(',"180.50",');
      // A UK number as it is dialled here: starts with 0 and holds a space, so no spreadsheet reads a
      // formula or a number (which would drop the 0), and no apostrophe shows.
      expect(lines[1]).toContain(',"07911 123456",');
      expect(csv).not.toContain("Other");
      const lost = await exportCsv(db, filter("status=lost"), new Date());
      expect(lost.rows).toBe(1);
      expect(lost.csv).toContain(`"'@Other"`);
      expect(lost.csv).toContain(',"020 7946 0018",');
      // A spreadsheet that splits at ";" finds every ";" inside quotes, and no cell that starts with "=".
      expect(lost.csv).toContain(',"gate;=1+1",');
      expect(lost.csv).not.toContain("Spam Bot");
      // Every cell quoted: outside the quotes a line holds only the commas between cells.
      for (const line of lost.csv.slice(1).split("\r\n").filter(Boolean)) expect(line.replace(/"(?:[^"]|"")*"/g, "")).toMatch(/^,*$/);
      expect(["=1", "+1", "-1", "@a", "\tx", "\rx", " =1", "a,b", "a;b", "ok", "", null, 3].map(csvCell)).toEqual([
        `"'=1"`,
        `"'+1"`,
        `"'-1"`,
        `"'@a"`,
        `"'\tx"`,
        `"'\rx"`,
        `"' =1"`,
        '"a,b"',
        '"a;b"',
        '"ok"',
        '""',
        '""',
        '"3"',
      ]);
    });

    it("erases a request: rows, photos, email files and audit text; a second run changes nothing", async () => {
      const db = await start();
      const staff = await addStaff(services);
      const { id, reference } = await addQuote(services, { status: "spam" });
      const keep = await addQuote(services, { email: "someone@example.net" });
      await addPhoto(services, id, 1);
      await addPhoto(services, id, 2);
      await addPhoto(services, keep.id, 1);
      await notSpam(db, reference, staffActor(staff), new Date(), { mailDomain: "example.com", confirmationsPerHour: 30 });
      await addNote(db, reference, "call back", staffActor(staff), new Date());
      const outboxDir = path.join(services.env.dataDir, "outbox");
      await eventually(() => expect(existsSync(outboxDir) ? readdirSync(outboxDir).filter((f) => f.endsWith(".eml")) : []).toHaveLength(2));
      expect(readdirSync(path.join(uploadsRoot(services.env.dataDir), id))).toHaveLength(4);

      const deps = { database: services.database, photoStore: services.photoStore, env: services.env };
      expect(await eraseQuotes(deps, { reference: reference.toLowerCase() }, staffActor(staff))).toEqual({
        references: [reference],
        keptNotes: [],
      });
      expect(await db.select().from(quotes).where(eq(quotes.id, id))).toEqual([]);
      expect(await db.select().from(quotePhotos).where(eq(quotePhotos.quoteId, id))).toEqual([]);
      expect(await db.select().from(outbox).where(eq(outbox.quoteId, id))).toEqual([]);
      expect(await db.select().from(quoteNotes).where(eq(quoteNotes.quoteId, id))).toEqual([]);
      expect(existsSync(path.join(uploadsRoot(services.env.dataDir), id))).toBe(false);
      expect(existsSync(path.join(uploadsRoot(services.env.dataDir), keep.id))).toBe(true);
      expect(readdirSync(outboxDir).filter((f) => f.endsWith(".eml"))).toEqual([]);
      const entries = await db.select().from(auditLog).where(eq(auditLog.quoteReference, reference));
      expect(entries.map((e) => [e.action, e.detail, e.actor])).toEqual([["erased", null, staff.email]]);

      expect(await eraseQuotes(deps, { reference }, { id: null, label: "terminal" })).toEqual({ references: [], keptNotes: [] });
      expect(await db.select().from(auditLog).where(eq(auditLog.quoteReference, reference))).toHaveLength(1);
      expect(await eraseQuotes(deps, { email: "SOMEONE@example.net" }, { id: null, label: "terminal" })).toEqual({
        references: [keep.reference],
        keptNotes: [],
      });
      expect(await db.select().from(quotes)).toEqual([]);
    });

    it("npm run staff -- erase: by reference or by email, photos included; an unknown one erases nothing", async () => {
      const db = await start();
      const one = await addQuote(services, { email: "Erase.Me@example.org" });
      const two = await addQuote(services, { email: "erase.me@example.org" });
      const other = await addQuote(services, { email: "stay@example.org" });
      await addPhoto(services, one.id, 1);
      const context = {
        db,
        auth: staffAuthFor({ db, appSecret: services.secret, siteUrl: services.env.SITE_URL }),
        siteUrl: services.env.SITE_URL,
        photoStore: services.photoStore,
        dataDir: services.env.dataDir,
      };
      expect(await runStaffCommand(context, { command: "erase", target: "Q-0000-NONE" })).toEqual({
        ok: true,
        output: "No quote request matches Q-0000-NONE; nothing was erased.",
      });
      expect(await runStaffCommand(context, { command: "erase" })).toMatchObject({ ok: false });
      expect(await runStaffCommand(context, { command: "erase", target: two.reference })).toEqual({
        ok: true,
        output: `Erased 1 quote request: ${two.reference}.`,
      });
      expect(await runStaffCommand(context, { command: "erase", target: "ERASE.me@example.org" })).toEqual({
        ok: true,
        output: `Erased 1 quote request: ${one.reference}.`,
      });
      expect(existsSync(path.join(uploadsRoot(services.env.dataDir), one.id))).toBe(false);
      expect((await db.select().from(quotes)).map((q) => q.reference)).toEqual([other.reference]);
      const entries = await db.select().from(auditLog).where(eq(auditLog.action, "erased"));
      expect(entries.map((e) => [e.quoteReference, e.actor]).sort()).toEqual(
        [
          [one.reference, "terminal"],
          [two.reference, "terminal"],
        ].sort(),
      );
    });

    it("applies retention at the 12-month, 7-day and 2-year boundaries, and again changes nothing", async () => {
      const db = await start();
      const now = new Date("2026-11-23T12:00:00Z");
      const at = (iso: string) => new Date(iso);
      const oldEnquiry = await addQuote(services, { createdAt: at("2025-11-23T11:59:00Z"), status: "quoted" });
      const youngEnquiry = await addQuote(services, { createdAt: at("2025-11-23T12:01:00Z"), status: "lost" });
      const bookedOld = await addQuote(services, { createdAt: at("2024-01-01T10:00:00Z"), status: "done", bookedFor: "2024-11-22" });
      const bookedKept = await addQuote(services, { createdAt: at("2024-01-01T10:00:00Z"), status: "done", bookedFor: "2024-11-23" });
      const bookedNoDay = await addQuote(services, { createdAt: at("2024-11-23T11:00:00Z"), status: "booked" });
      const bookedNoDayKept = await addQuote(services, { createdAt: at("2024-11-23T13:00:00Z"), status: "booked" });
      const spamOld = await addQuote(services, { createdAt: at("2026-11-16T11:00:00Z"), status: "spam" });
      const spamKept = await addQuote(services, { createdAt: at("2026-11-16T13:00:00Z"), status: "spam" });
      // Marked "not spam" (its emails went), then spam again: erased, email copies and all.
      const spamMailed = await addQuote(services, { createdAt: at("2026-11-16T11:00:00Z"), status: "spam" });
      await services.database.db
        .insert(outbox)
        .values({ quoteId: spamMailed.id, kind: "staff", messageId: "<q-2611-mail.staff@example.com>", status: "sent" });
      const emlCopy = path.join(services.env.dataDir, "outbox", "q-2611-mail.staff@example.com.eml");
      mkdirSync(path.dirname(emlCopy), { recursive: true });
      writeFileSync(emlCopy, "Subject: test\r\n\r\nbody");
      await addPhoto(services, oldEnquiry.id, 1);
      await db.insert(auditLog).values([
        { at: at("2024-11-23T11:00:00Z"), actor: "someone@clearance.example", action: "sign-in" },
        { at: at("2024-11-23T13:00:00Z"), actor: "someone@clearance.example", action: "sign-in" },
      ]);

      const { purgeExpired } = await import("../../app/server/root/runtime.server");
      const deps = { database: services.database, photoStore: services.photoStore, env: services.env };
      expect(await applyRetention(deps, now)).toEqual({ erased: 4, auditDeleted: 1, notesDeleted: 0 });
      await purgeExpired(services.database, services.photoStore, now);
      expect(await applyRetention(deps, now)).toEqual({ erased: 0, auditDeleted: 0, notesDeleted: 0 });
      await purgeExpired(services.database, services.photoStore, now);

      const left = (await db.select({ reference: quotes.reference }).from(quotes)).map((r) => r.reference).sort();
      expect(left).toEqual([youngEnquiry, bookedKept, bookedNoDayKept, spamKept].map((q) => q.reference).sort());
      expect(left).not.toContain(spamOld.reference);
      expect(existsSync(emlCopy)).toBe(false);
      expect(existsSync(path.join(uploadsRoot(services.env.dataDir), oldEnquiry.id))).toBe(false);
      const erased = (await db.select().from(auditLog).where(eq(auditLog.action, "erased"))).map((e) => [e.quoteReference, e.actor]);
      expect(erased.sort()).toEqual([oldEnquiry, bookedOld, bookedNoDay, spamMailed].map((q) => [q.reference, "retention"]).sort());
      expect(await quoteByReference(db, oldEnquiry.reference)).toBeUndefined();
    });

    it("keeps a job for the retention period after the later of its booked day and its last change", async () => {
      const db = await start();
      const now = new Date("2026-11-23T12:00:00Z");
      const at = (iso: string) => new Date(iso);
      // Received 2½ years ago, booked for a day long past, and worked on this morning: a live job.
      const workedToday = await addQuote(services, {
        createdAt: at("2024-05-01T09:00:00Z"),
        updatedAt: at("2026-11-23T09:00:00Z"),
        status: "booked",
        bookedFor: "2024-05-02",
      });
      // A booked day in the past set before dates were checked: kept 2 years from its last change.
      const pastDay = await addQuote(services, {
        createdAt: at("2026-11-01T09:00:00Z"),
        updatedAt: at("2026-11-02T09:00:00Z"),
        status: "booked",
        bookedFor: "2020-01-01",
      });
      const bothOld = await addQuote(services, {
        createdAt: at("2024-01-01T10:00:00Z"),
        updatedAt: at("2024-11-23T11:59:00Z"),
        status: "done",
        bookedFor: "2024-11-22",
      });
      const changedLater = await addQuote(services, {
        createdAt: at("2024-01-01T10:00:00Z"),
        updatedAt: at("2024-11-23T12:01:00Z"),
        status: "done",
        bookedFor: "2024-11-22",
      });
      const bookedLater = await addQuote(services, {
        createdAt: at("2024-01-01T10:00:00Z"),
        updatedAt: at("2024-01-02T10:00:00Z"),
        status: "done",
        bookedFor: "2024-11-23",
      });
      const noDayOld = await addQuote(services, {
        createdAt: at("2024-01-01T10:00:00Z"),
        updatedAt: at("2024-11-23T11:00:00Z"),
        status: "booked",
      });
      const noDayChanged = await addQuote(services, {
        createdAt: at("2024-01-01T10:00:00Z"),
        updatedAt: at("2024-11-23T13:00:00Z"),
        status: "booked",
      });

      const deps = { database: services.database, photoStore: services.photoStore, env: services.env };
      expect(await applyRetention(deps, now)).toMatchObject({ erased: 2 });
      const left = (await db.select({ reference: quotes.reference }).from(quotes)).map((r) => r.reference).sort();
      expect(left).toEqual([workedToday, pastDay, changedLater, bookedLater, noDayChanged].map((q) => q.reference).sort());
      expect(left).not.toContain(bothOld.reference);
      expect(left).not.toContain(noDayOld.reference);
    });

    it("keeps a request marked spam by staff for 7 days from the marking, however old it is", async () => {
      const db = await start();
      const actor = staffActor(await addStaff(services));
      const marked = new Date("2026-11-23T12:00:00Z");
      const received = new Date(marked.getTime() - 30 * 24 * HOUR);
      const bulk = await addQuote(services, { createdAt: received });
      const single = await addQuote(services, { createdAt: received });
      // Marked "not spam" once (its emails went), then spam again: erased through retention, same rule.
      const mailed = await addQuote(services, { createdAt: received, status: "spam", spamReason: "too-fast" });
      await notSpam(db, mailed.reference, actor, received, { mailDomain: "example.com", confirmationsPerHour: 30 });
      const arrivedSpam = await addQuote(services, {
        createdAt: new Date(marked.getTime() - 6 * 24 * HOUR),
        status: "spam",
        spamReason: "honeypot",
      });
      expect(await bulkSetStatus(db, [bulk.id], "spam", actor, marked)).toBe(1);
      await setStatus(db, single.reference, "spam", actor, marked);
      await setStatus(db, mailed.reference, "spam", actor, marked);

      const { purgeExpired } = await import("../../app/server/root/runtime.server");
      const deps = { database: services.database, photoStore: services.photoStore, env: services.env };
      const cleanUp = async (at: Date) => {
        await applyRetention(deps, at);
        await purgeExpired(services.database, services.photoStore, at);
        return (await db.select({ reference: quotes.reference }).from(quotes)).map((r) => r.reference).sort();
      };
      const all = [bulk, single, mailed, arrivedSpam].map((q) => q.reference).sort();
      expect(await cleanUp(new Date(marked.getTime() + HOUR))).toEqual(all);
      // Judged spam on arrival: 7 days from receipt, as before.
      expect(await cleanUp(new Date(marked.getTime() + 24 * HOUR + 60_000))).toEqual([bulk, single, mailed].map((q) => q.reference).sort());
      expect(await cleanUp(new Date(marked.getTime() + 7 * 24 * HOUR - 60_000))).toEqual(
        [bulk, single, mailed].map((q) => q.reference).sort(),
      );
      expect(await cleanUp(new Date(marked.getTime() + 7 * 24 * HOUR + 60_000))).toEqual([]);
      // Back to "new", the marking is forgotten: a later marking starts its own 7 days.
      const again = await addQuote(services, { createdAt: received });
      await setStatus(db, again.reference, "spam", actor, marked);
      await setStatus(db, again.reference, "new", actor, marked);
      expect(
        (await db.select({ markedSpamAt: quotes.markedSpamAt }).from(quotes).where(eq(quotes.id, again.id)))[0]!.markedSpamAt,
      ).toBeNull();
    });
  });
}
