import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { outbox, quotePhotos, quotes } from "../../app/server/db/schema.server";
import { uploadsRoot } from "../../app/server/photos/disk-store.server";
import { receiveQuote } from "../../app/server/quotes/intake.server";
import { fixture, freePort, quoteRequest, stagingLeftovers, startSmtp, validFields } from "./harness";
import { eventually } from "../support/eventually";
import { intakeSuitePerTest } from "../support/intake";

const photos = () => [
  { name: "garden.jpg", type: "image/jpeg", data: fixture("garden.jpg") },
  { name: "sofa.png", type: "image/png", data: fixture("sofa.png") },
  { name: "loft.heic", type: "image/heic", data: fixture("loft.heic") },
];

const backends = [
  { name: "PGlite (embedded)", postgres: false },
  { name: "PostgreSQL server", postgres: true },
];
const pgUrl = process.env.TEST_DATABASE_URL;

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`quote intake on ${backend.name}`, () => {
    const t = intakeSuitePerTest(backend.postgres);
    const { start, ctx } = t;

    const storedCount = async () => (await t.services.database.db.select().from(quotes)).length;
    const nothingLeftOnDisk = () => {
      const uploads = existsSync(uploadsRoot(t.env.dataDir)) ? readdirSync(uploadsRoot(t.env.dataDir)) : [];
      const staging = stagingLeftovers(t.env.dataDir);
      expect({ uploads, staging }).toEqual({ uploads: [], staging: [] });
    };

    it("stores a quote with 3 photos (one HEIC) and both emails arrive with 3 previews", async () => {
      await start();
      const outcome = await receiveQuote(await quoteRequest({ files: photos() }), ctx());
      expect(outcome).toMatchObject({ kind: "accepted", duplicate: false });
      const reference = outcome.kind === "accepted" ? outcome.reference : "";
      expect(reference).toMatch(/^Q-\d{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

      const [row] = await t.services.database.db.select().from(quotes).where(eq(quotes.reference, reference));
      expect(row).toMatchObject({ name: "Jane Smith", postcode: "RH10 1AA", town: "Crawley", phone: "+447911123456", consentGiven: true });

      await eventually(() => expect(t.smtp.messages).toHaveLength(2), 30_000);
      const staff = t.smtp.messages.find((m) => m.subject?.includes("New quote"))!;
      const customer = t.smtp.messages.find((m) => m !== staff)!;
      expect(staff.subject).toContain(reference);
      expect(staff.replyTo?.text).toContain("jane@example.org");
      expect(customer.to && "text" in customer.to ? customer.to.text : "").toContain("jane@example.org");
      for (const mail of [staff, customer]) {
        expect(mail.text).toContain(reference);
        expect(mail.html).toBeTruthy();
      }
      // The office gets the previews; the customer's confirmation carries no photo and nothing typed.
      expect(staff.attachments.filter((a) => a.contentType === "image/jpeg")).toHaveLength(3);
      expect(customer.attachments).toHaveLength(0);
      expect(`${customer.text}${customer.html}${customer.subject}`).not.toMatch(/Jane|Garage clear-out|Side gate/);

      // What we keep: metadata gone, HEIC kept as JPEG, previews no larger than 1600 px.
      const kept = await t.services.database.db.select().from(quotePhotos).where(eq(quotePhotos.quoteId, row!.id));
      expect(kept.map((p) => p.contentType)).toEqual(["image/jpeg", "image/png", "image/jpeg"]);
      const dir = path.join(uploadsRoot(t.env.dataDir), row!.id);
      for (const photo of kept) {
        const meta = await sharp(path.join(dir, photo.storedName)).metadata();
        expect(meta.exif, photo.storedName).toBeUndefined();
        const preview = await sharp(path.join(dir, photo.previewName!)).metadata();
        expect(Math.max(preview.width!, preview.height!)).toBeLessThanOrEqual(1600);
      }
      expect(readdirSync(dir).some((f) => f.endsWith(".heic"))).toBe(false);
      const sent = await t.services.database.db.select().from(outbox).where(eq(outbox.quoteId, row!.id));
      expect(sent.map((m) => m.status)).toEqual(["sent", "sent"]);
    });

    it("accepts the quote while SMTP is down and delivers both emails once it is back", async () => {
      const port = await freePort();
      await start({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      const outcome = await receiveQuote(await quoteRequest(), ctx());
      expect(outcome.kind).toBe("accepted");
      await eventually(async () => {
        const rows = await t.services.database.db.select().from(outbox);
        expect(rows.every((r) => r.status === "pending" && r.attempts >= 1)).toBe(true);
      });
      const late = await startSmtp({ port });
      try {
        await eventually(() => expect(late.messages).toHaveLength(2), 30_000);
        const ids = late.messages.map((m) => m.messageId);
        expect(new Set(ids).size).toBe(2);
      } finally {
        await late.close();
      }
    });

    it("refuses a 21 MB photo with 413 and stores nothing", async () => {
      await start();
      const big = Buffer.concat([fixture("garden.jpg"), Buffer.alloc(21 * 1024 * 1024)]);
      const outcome = await receiveQuote(await quoteRequest({ files: [{ name: "huge.jpg", type: "image/jpeg", data: big }] }), ctx());
      expect(outcome).toMatchObject({ kind: "refused", status: 413 });
      expect(await storedCount()).toBe(0);
      nothingLeftOnDisk();
    });

    it("refuses an 11th photo with 413 and stores nothing", async () => {
      await start();
      const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, type: "image/png", data: fixture("sofa.png") }));
      const outcome = await receiveQuote(await quoteRequest({ files: eleven }), ctx());
      expect(outcome).toMatchObject({ kind: "refused", status: 413 });
      expect(outcome.kind === "refused" && outcome.fieldErrors.files).toMatch(/at most 10/);
      expect(await storedCount()).toBe(0);
      nothingLeftOnDisk();
    });

    it("refuses a text file named .jpg with 415, keeping the typed values", async () => {
      await start();
      const fake = { name: "holiday.jpg", type: "image/jpeg", data: Buffer.from("this is not a photo at all") };
      const outcome = await receiveQuote(await quoteRequest({ files: [fake] }), ctx());
      expect(outcome).toMatchObject({ kind: "refused", status: 415, values: { name: "Jane Smith" } });
      expect(outcome.kind === "refused" && outcome.fieldErrors.files).toContain("holiday.jpg");
      expect(await storedCount()).toBe(0);
      nothingLeftOnDisk();
    });

    it("refuses a quote without consent (and other bad fields) with 400 and every field's error", async () => {
      await start();
      const fields = { ...validFields(), consentGiven: "", email: "not-an-email", postcode: "XYZ" };
      const outcome = await receiveQuote(await quoteRequest({ fields }), ctx());
      expect(outcome).toMatchObject({ kind: "refused", status: 400 });
      if (outcome.kind !== "refused") return;
      expect(Object.keys(outcome.fieldErrors).sort()).toEqual(["consentGiven", "email", "postcode"]);
      expect(await storedCount()).toBe(0);
    });

    it("stores one quote for the same idempotency key sent twice", async () => {
      await start();
      const headers = { "Idempotency-Key": "key-0123456789abcdef" };
      const first = await receiveQuote(await quoteRequest({ headers }), ctx());
      const second = await receiveQuote(await quoteRequest({ headers }), ctx());
      expect(first.kind === "accepted" && second.kind === "accepted" && second.reference === first.reference).toBe(true);
      expect(second).toMatchObject({ duplicate: true });
      expect(await storedCount()).toBe(1);
    });

    it("limits each address to the hourly quota", async () => {
      await start();
      for (let i = 0; i < 2; i++) expect((await receiveQuote(await quoteRequest(), ctx({ quotesPerHour: 2 }))).kind).toBe("accepted");
      const third = await receiveQuote(await quoteRequest(), ctx({ quotesPerHour: 2 }));
      expect(third).toMatchObject({ kind: "refused", status: 429 });
      const other = await receiveQuote(await quoteRequest(), ctx({ quotesPerHour: 2, clientIp: "198.51.100.1" }));
      expect(other.kind).toBe("accepted");
    });
  });
}
