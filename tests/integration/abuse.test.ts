/**
 * The intake under abuse, in-process against PGlite and PostgreSQL: the rate limit under concurrency,
 * refusals counted, IPv6 by /64, the signed form stamp and what a suspected bot's request becomes,
 * control characters, photos that do not decode, the confirmation caps, and what start-up cleans.
 */
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { acquireFileLock } from "../../app/server/db/dir-lock.server";
import { outbox, quotePhotos, quotes } from "../../app/server/db/schema.server";
import { issueStamp } from "../../app/server/quotes/form-stamp.server";
import { uploadsRoot } from "../../app/server/photos/disk-store.server";
import { cleanFileName } from "../../app/server/photos/uploads.server";
import { receiveQuote, stagingRoot, type IntakeContext, type IntakeOutcome } from "../../app/server/quotes/intake.server";
import { UploadGate } from "../../app/server/photos/upload-gate.server";
import { purgeExpired } from "../../app/server/root/runtime.server";
import { fixture, quoteRequest, stagingLeftovers, testEnv, validFields } from "./harness";
import { eventually } from "../support/eventually";
import { intakeSuitePerTest } from "../support/intake";
import { UNPRINTABLE } from "../support/unusual-characters";
import { UNUSUAL_CHARACTERS } from "../../app/kernel/text";

const backends = [
  { name: "PGlite (embedded)", postgres: false },
  { name: "PostgreSQL server", postgres: true },
];
const pgUrl = process.env.TEST_DATABASE_URL;
const SECOND = 1000;
const OLD_ORPHAN = "0a0a0a0a-0000-4000-8000-000000000001";
const COMMITTING_NOW = "0a0a0a0a-0000-4000-8000-000000000002";

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`intake under abuse on ${backend.name}`, () => {
    const t = intakeSuitePerTest(backend.postgres);
    const { start } = t;
    const ctx = (overrides: Partial<IntakeContext> = {}): IntakeContext =>
      t.ctx({
        quotesPerHour: 100,
        refusalsPerHour: 100,
        minFillMs: 0,
        confirmationsPerHour: 100,
        gate: new UploadGate({ perAddress: 100, total: 100, stagingMaxBytes: 1e12, diskFreeMinBytes: 0 }, t.env.dataDir),
        ...overrides,
      });
    const allQuotes = () => t.services.database.db.select().from(quotes);
    const statusOf = (outcome: IntakeOutcome) => (outcome.kind === "accepted" ? (outcome.duplicate ? 200 : 201) : outcome.status);
    const referenceOf = (outcome: IntakeOutcome) => (outcome.kind === "accepted" ? outcome.reference : "");

    it("gives ten simultaneous quotes from one address with a limit of five exactly five slots", async () => {
      await start();
      const context = ctx({ quotesPerHour: 5 });
      const outcomes = await Promise.all(Array.from({ length: 10 }, async () => receiveQuote(await quoteRequest(), context)));
      const statuses = outcomes.map(statusOf).sort();
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
      expect(await allQuotes()).toHaveLength(5);
      const refusal = outcomes.find((o) => o.kind === "refused");
      expect(refusal?.kind === "refused" && refusal.retryAfterSeconds).toBeGreaterThan(3000);
    });

    it("counts refused requests in their own budget, so bad uploads cannot be retried for ever", async () => {
      await start();
      const context = ctx({ quotesPerHour: 100, refusalsPerHour: 3 });
      const fake = { name: "x.jpg", type: "image/jpeg", data: Buffer.from("not a photo") };
      for (let i = 0; i < 3; i++) expect(statusOf(await receiveQuote(await quoteRequest({ files: [fake] }), context))).toBe(415);
      const next = await receiveQuote(await quoteRequest(), context);
      expect(next).toMatchObject({ kind: "refused", status: 429 });
      expect(await allQuotes()).toHaveLength(0);
    });

    it("gives the slot back for a repeat of a stored quote", async () => {
      await start();
      const context = ctx({ quotesPerHour: 2 });
      const fields = { ...validFields(), idempotencyKey: "form-key-0123456789" };
      const first = await receiveQuote(await quoteRequest({ fields }), context);
      const again = await receiveQuote(await quoteRequest({ fields }), context);
      expect([statusOf(first), statusOf(again)]).toEqual([201, 200]);
      expect(referenceOf(again)).toBe(referenceOf(first));
      expect(statusOf(await receiveQuote(await quoteRequest(), context))).toBe(201);
      expect(statusOf(await receiveQuote(await quoteRequest(), context))).toBe(429);
    });

    it("counts IPv6 addresses by their /64", async () => {
      await start();
      const send = async (clientIp: string) => statusOf(await receiveQuote(await quoteRequest(), ctx({ quotesPerHour: 1, clientIp })));
      expect(await send("2001:db8:1:2::1")).toBe(201);
      expect(await send("2001:db8:1:2:ffff:ffff:ffff:9")).toBe(429);
      expect(await send("2001:db8:1:3::1")).toBe(201);
      expect(await send("::ffff:198.51.100.4")).toBe(201);
      expect(await send("198.51.100.4")).toBe(429);
    });

    it("stores a request without a good stamp as suspected spam, answers it like any other and emails no one", async () => {
      await start();
      const now = new Date();
      const context = ctx({ minFillMs: 3000, now: () => now });
      const send = async (fields: Record<string, string>) =>
        receiveQuote(await quoteRequest({ fields: { ...validFields(), ...fields } }), context);
      const cases = {
        "no-stamp": await send({}),
        "forged-stamp": await send({
          formStamp: `${issueStamp(t.services.secret, new Date(now.getTime() - 60 * SECOND)).slice(0, -4)}AAAA`,
        }),
        "too-fast": await send({ formStamp: issueStamp(t.services.secret, new Date(now.getTime() - SECOND)) }),
        "expired-stamp": await send({ formStamp: issueStamp(t.services.secret, new Date(now.getTime() - 25 * 3600 * SECOND)) }),
        honeypot: await send({
          formStamp: issueStamp(t.services.secret, new Date(now.getTime() - 60 * SECOND)),
          website: "http://spam.example",
        }),
        person: await send({ formStamp: issueStamp(t.services.secret, new Date(now.getTime() - 60 * SECOND)) }),
      };
      for (const outcome of Object.values(cases)) expect(statusOf(outcome)).toBe(201);
      const rows = await allQuotes();
      for (const [reason, outcome] of Object.entries(cases)) {
        const row = rows.find((q) => q.reference === referenceOf(outcome))!;
        expect(row, reason).toBeDefined();
        expect([row.status, row.spamReason], reason).toEqual(reason === "person" ? ["new", null] : ["spam", reason]);
      }
      const mails = await t.services.database.db.select().from(outbox);
      expect(new Set(mails.map((m) => m.quoteId))).toEqual(new Set([rows.find((q) => q.status === "new")!.id]));
    });

    it("needs no stamp when the fill-time check is off, but still traps the honeypot", async () => {
      await start();
      const plain = await receiveQuote(await quoteRequest(), ctx({ minFillMs: 0 }));
      const trapped = await receiveQuote(await quoteRequest({ fields: { ...validFields(), website: "x" } }), ctx({ minFillMs: 0 }));
      const rows = await allQuotes();
      expect(rows.find((q) => q.reference === referenceOf(plain))?.status).toBe("new");
      expect(rows.find((q) => q.reference === referenceOf(trapped))?.status).toBe("spam");
    });

    it("stores one quote when the same form (same stamp, no key of its own) is posted twice", async () => {
      await start();
      const stamp = issueStamp(t.services.secret, new Date(Date.now() - 60 * SECOND));
      const fields = { ...validFields(), formStamp: stamp };
      const context = ctx({ source: "form", minFillMs: 3000 });
      const [a, b] = await Promise.all([
        receiveQuote(await quoteRequest({ fields }), context),
        receiveQuote(await quoteRequest({ fields }), context),
      ]);
      expect(referenceOf(a)).toBe(referenceOf(b));
      expect(await allQuotes()).toHaveLength(1);
      await eventually(() => expect(t.smtp.messages).toHaveLength(2));
    });

    it("lets one stamp carry one quote: four at once with other keys and other text store one, the rest refused with what was typed", async () => {
      await start();
      const stamp = issueStamp(t.services.secret, new Date(Date.now() - 60 * SECOND));
      const context = ctx({ minFillMs: 3000 });
      const photo = { name: "garden.jpg", type: "image/jpeg", data: fixture("garden.jpg") };
      const outcomes = await Promise.all(
        [1, 2, 3, 4].map(async (n) =>
          receiveQuote(
            await quoteRequest({
              fields: { ...validFields(), name: `Visitor ${n}`, formStamp: stamp },
              files: [photo],
              headers: { "Idempotency-Key": `stamp-reuse-key-${n}` },
            }),
            context,
          ),
        ),
      );
      expect(outcomes.map(statusOf).sort()).toEqual([201, 409, 409, 409]);
      const stored = await allQuotes();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.status).toBe("new");
      for (const outcome of outcomes) {
        if (outcome.kind !== "refused") continue;
        expect(outcome.error).toBe(
          "This form has already sent a quote request. Nothing you entered has been lost: send the form again to send this one as a new request.",
        );
        expect(outcome.values.name).toMatch(/^Visitor \d$/);
        expect(outcome.values.name).not.toBe(stored[0]!.name);
      }
      // Photos of the refused ones are not kept; the stored quote's retry with its own key is answered as before.
      expect(readdirSync(uploadsRoot(t.env.dataDir))).toEqual([stored[0]!.id]);
      const winner = outcomes.findIndex((o) => statusOf(o) === 201);
      const retry = await receiveQuote(
        await quoteRequest({
          fields: { ...validFields(), name: `Visitor ${winner + 1}`, formStamp: stamp },
          headers: { "Idempotency-Key": `stamp-reuse-key-${winner + 1}` },
        }),
        context,
      );
      expect([statusOf(retry), referenceOf(retry)]).toEqual([200, stored[0]!.reference]);
      await eventually(() => expect(t.smtp.messages).toHaveLength(2));
    });

    it("answers a double click sent with one stamp under two keys with the one reference, and emails once", async () => {
      await start();
      const stamp = issueStamp(t.services.secret, new Date(Date.now() - 60 * SECOND));
      const context = ctx({ minFillMs: 3000 });
      const fields = { ...validFields(), formStamp: stamp };
      const outcomes = await Promise.all(
        ["click-one-key-1", "click-two-key-2"].map(async (key) =>
          receiveQuote(await quoteRequest({ fields, headers: { "Idempotency-Key": key } }), context),
        ),
      );
      expect(outcomes.map(statusOf).sort()).toEqual([200, 201]);
      expect(new Set(outcomes.map(referenceOf)).size).toBe(1);
      expect(await allQuotes()).toHaveLength(1);
      await eventually(() => expect(t.smtp.messages).toHaveLength(2));
    });

    it("purges suspected spam, with its photos, after 7 days and keeps real requests", async () => {
      await start();
      const photo = { name: "garden.jpg", type: "image/jpeg", data: fixture("garden.jpg") };
      const spam = await receiveQuote(await quoteRequest({ files: [photo], fields: { ...validFields(), website: "x" } }), ctx());
      const real = await receiveQuote(await quoteRequest({ files: [photo] }), ctx());
      const [spamRow] = await t.services.database.db
        .select()
        .from(quotes)
        .where(eq(quotes.reference, referenceOf(spam)));
      expect(existsSync(path.join(uploadsRoot(t.env.dataDir), spamRow!.id))).toBe(true);
      await purgeExpired(t.services.database, t.services.photoStore, new Date(Date.now() + 6 * 24 * 3600 * SECOND));
      expect(await allQuotes()).toHaveLength(2);
      await purgeExpired(t.services.database, t.services.photoStore, new Date(Date.now() + 8 * 24 * 3600 * SECOND));
      expect((await allQuotes()).map((q) => q.reference)).toEqual([referenceOf(real)]);
      expect(existsSync(path.join(uploadsRoot(t.env.dataDir), spamRow!.id))).toBe(false);
    });

    it("refuses control characters and non-characters with a field error, and keeps line breaks in the description", async () => {
      await start();
      const bad = await receiveQuote(
        await quoteRequest({
          fields: { ...validFields(), name: "Jane\u0000Smith", description: "Boxes\u0000and bags to go", accessNotes: "Gate \uffff code" },
        }),
        ctx(),
      );
      expect(bad).toMatchObject({ kind: "refused", status: 400 });
      expect(bad.kind === "refused" && Object.keys(bad.fieldErrors).sort()).toEqual(["accessNotes", "description", "name"]);
      const good = await receiveQuote(
        await quoteRequest({ fields: { ...validFields(), description: "Line one\r\nLine two\twith a tab" } }),
        ctx(),
      );
      const [row] = await t.services.database.db
        .select()
        .from(quotes)
        .where(eq(quotes.reference, referenceOf(good)));
      expect(row?.description).toBe("Line one\nLine two\twith a tab");
    });

    it("refuses bidirectional controls, C1 controls and line separators in every text field with a field error, storing nothing", async () => {
      await start();
      for (const [name, c] of UNPRINTABLE) {
        const typed = {
          name: `Jane${c} Smith`,
          phone: `07911${c}123456`,
          email: `jane${c}@example.org`,
          postcode: `RH10${c}1AA`,
          accessNotes: `Side gate${c} no steps`,
          description: `Garage clear-out:${c} two bikes, boxes and an old fridge freezer.`,
        };
        const all = await receiveQuote(await quoteRequest({ fields: { ...validFields(), ...typed } }), ctx());
        expect(all, name).toMatchObject({ kind: "refused", status: 400 });
        expect(all.kind === "refused" && all.fieldErrors, name).toEqual(
          Object.fromEntries(Object.keys(typed).map((field) => [field, UNUSUAL_CHARACTERS])),
        );
        // The description alone, everything else good: without the rule this one would be stored and emailed.
        const one = await receiveQuote(await quoteRequest({ fields: { ...validFields(), description: typed.description } }), ctx());
        expect(one, name).toMatchObject({ kind: "refused", status: 400, fieldErrors: { description: UNUSUAL_CHARACTERS } });
        // A photo's name is not refused but cleaned: it no longer reads backwards.
        expect(cleanFileName(`garden${c}gpj.exe`), name).toBe("garden gpj.exe");
      }
      expect(await allQuotes()).toHaveLength(0);
    });

    it("refuses photos that do not decode or would take too much memory, and keeps only re-encoded files", async () => {
      await start();
      const jpeg = fixture("garden.jpg");
      const truncated = { name: "cut.jpg", type: "image/jpeg", data: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)) };
      const fakeHeic = {
        name: "junk.heic",
        type: "image/heic",
        data: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic\0\0\0\0mif1heic"), Buffer.alloc(4000, 7)]),
      };
      const deep = await sharp({ create: { width: 9000, height: 9000, channels: 4, background: "#888888" } })
        .png({ compressionLevel: 9 })
        .toColourspace("rgb16")
        .toBuffer();
      const wide = { name: "deep.png", type: "image/png", data: deep };
      for (const file of [truncated, fakeHeic, wide]) {
        const outcome = await receiveQuote(await quoteRequest({ files: [file] }), ctx());
        expect(outcome, file.name).toMatchObject({ kind: "refused", status: 415 });
        expect(outcome.kind === "refused" && outcome.fieldErrors.files, file.name).toContain(file.name);
      }
      expect(await allQuotes()).toHaveLength(0);

      const kept = await receiveQuote(
        await quoteRequest({
          files: [
            { name: "garden.jpg", type: "image/jpeg", data: jpeg },
            { name: "loft.heic", type: "image/heic", data: fixture("loft.heic") },
          ],
        }),
        ctx(),
      );
      const [row] = await t.services.database.db
        .select()
        .from(quotes)
        .where(eq(quotes.reference, referenceOf(kept)));
      expect(readdirSync(path.join(uploadsRoot(t.env.dataDir), row!.id)).sort()).toEqual([
        "photo-1.jpg",
        "photo-2.jpg",
        "preview-1.jpg",
        "preview-2.jpg",
      ]);
      const photos = await t.services.database.db.select().from(quotePhotos).where(eq(quotePhotos.quoteId, row!.id));
      expect(photos.every((p) => p.processedAt !== null && p.previewName !== null)).toBe(true);
      expect(stagingLeftovers(t.env.dataDir)).toEqual([]);
    });

    it("sends at most two confirmations to one address a day, and at most the hourly cap in all; the office always hears", async () => {
      await start();
      const send = async (email: string, confirmationsPerHour = 100) =>
        receiveQuote(await quoteRequest({ fields: { ...validFields(), email } }), ctx({ confirmationsPerHour }));
      for (let i = 0; i < 3; i++) await send("Victim@Example.org");
      await send("a@example.org", 3);
      await send("b@example.org", 3);
      const rows = await t.services.database.db.select().from(outbox);
      const customer = rows.filter((m) => m.kind === "customer").sort((x, y) => x.id - y.id);
      expect(customer.map((m) => m.status === "skipped")).toEqual([false, false, true, false, true]);
      expect(rows.filter((m) => m.kind === "staff")).toHaveLength(5);
      await eventually(() => expect(t.smtp.received.filter((m) => m.rcptTo.includes(t.env.STAFF_EMAIL))).toHaveLength(5));
      await eventually(() =>
        expect(t.smtp.received.filter((m) => m.rcptTo.some((r) => r.toLowerCase() === "victim@example.org"))).toHaveLength(2),
      );
    });

    it("cleans up at start only what no live process is using: stopped instances' staging, and old leftovers", async () => {
      const dataDir = testEnv({}).dataDir;
      const hoursAgo = (dir: string, hours: number) =>
        utimesSync(dir, new Date(Date.now() - hours * 3600 * SECOND), new Date(Date.now() - hours * 3600 * SECOND));
      for (const [root, name, age] of [
        [stagingRoot(dataDir), "old-request", 2],
        [stagingRoot(dataDir), "live-request", 0],
        [stagingRoot(dataDir), "stopped-instance/request", 0],
        [stagingRoot(dataDir), "running-instance/request", 0],
        [uploadsRoot(dataDir), OLD_ORPHAN, 2],
        [uploadsRoot(dataDir), COMMITTING_NOW, 0],
      ] as const) {
        mkdirSync(path.join(root, name), { recursive: true });
        writeFileSync(path.join(root, name, "upload-1"), "x");
        hoursAgo(path.join(root, name), age);
      }
      writeFileSync(path.join(stagingRoot(dataDir), "stopped-instance.lock"), "");
      const running = await acquireFileLock(path.join(stagingRoot(dataDir), "running-instance.lock"), "held");
      try {
        await start({}, dataDir);
        const own = path.basename(t.services.staging.dir);
        expect(readdirSync(stagingRoot(dataDir)).sort()).toEqual(
          ["live-request", own, `${own}.lock`, "running-instance", "running-instance.lock"].sort(),
        );
        expect(readdirSync(uploadsRoot(dataDir))).toEqual([COMMITTING_NOW]);
      } finally {
        await running.release();
      }
    });
  });
}
