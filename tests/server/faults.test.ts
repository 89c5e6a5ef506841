import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/db/client.server";
import { outbox, quotePhotos, quotes } from "../../app/server/db/schema.server";
import { fixture, freePort, freshPostgres, stagingLeftovers, startSmtp } from "../integration/harness";
import { multipart, validTextParts } from "./hostile-requests";
import { eventually } from "../support/eventually";
import { health, startServerProcess, submitUntilAnswered as submitQuote, type ServerProcess } from "./server-process";

const photo = fixture("garden.jpg");
const pgUrl = process.env.TEST_DATABASE_URL;
/** Quotes sent while the server is killed at random: at least 3 kills (one every 12–30 acknowledged quotes). */
const QUOTES = 120;

/** One quote from a visitor who retries with the same idempotency key while the server is down. */
function submitUntilAnswered(port: () => number, key: string, index: number, deadline: number): Promise<string | undefined> {
  const body = multipart(
    [
      ...validTextParts({ name: `Fault Test ${index}`, email: `fault-${index}@example.org` }),
      { name: "files", filename: `photo-${index}.jpg`, type: "image/jpeg", value: photo },
    ],
    "fault",
  );
  return submitQuote({ portFor: port, body, boundary: "fault", key, deadline });
}

async function inspect(dataDir: string, databaseUrl?: string) {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    return {
      quotes: await database.db.select().from(quotes),
      photos: await database.db.select().from(quotePhotos),
      mails: await database.db.select().from(outbox),
    };
  } finally {
    await database.close();
  }
}

const backends = [
  { name: "PGlite", postgres: false },
  { name: "PostgreSQL", postgres: true },
];

for (const backend of backends) {
  describe.skipIf(backend.postgres && !pgUrl)(`faults on ${backend.name}`, () => {
    let server: ServerProcess | undefined;
    let drop: (() => Promise<void>) | undefined;
    afterEach(async () => {
      await server?.stop("SIGKILL");
      await drop?.();
      drop = undefined;
    });

    it(`kill -9 at random moments during ${QUOTES} quotes: every acknowledged quote is stored whole and emailed`, async () => {
      const smtp = await startSmtp();
      const dataDir = mkdtempSync(path.join(tmpdir(), "faults-"));
      let databaseUrl: string | undefined;
      if (backend.postgres) ({ url: databaseUrl, drop } = await freshPostgres(pgUrl!));
      const port = await freePort();
      const env = {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_RETRY_BASE_MS: "200",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      server = await startServerProcess(port, env, dataDir);

      // Kill -9 after every 12–30 acknowledged quotes, at a random moment, and start again on the same data.
      const references: (string | undefined)[] = [];
      let acknowledgedSoFar = 0;
      let running = true;
      let kills = 0;
      const killer = (async () => {
        let nextKillAt = 12 + Math.floor(Math.random() * 18);
        while (running) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (!running || acknowledgedSoFar < nextKillAt) continue;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
          await server!.stop("SIGKILL");
          kills++;
          nextKillAt = acknowledgedSoFar + 12 + Math.floor(Math.random() * 18);
          server = await startServerProcess(port, env, dataDir);
        }
      })();

      const deadline = Date.now() + 150_000;
      let next = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < QUOTES) {
            const index = next++;
            references[index] = await submitUntilAnswered(
              () => port,
              `fault-key-${backend.name}-${index}-${dataDir.slice(-6)}`,
              index,
              deadline,
            );
            if (references[index]) acknowledgedSoFar++;
          }
        }),
      );
      running = false;
      await killer;
      const acknowledged = references.filter((r): r is string => Boolean(r));
      expect(acknowledged).toHaveLength(QUOTES);
      expect(kills).toBeGreaterThanOrEqual(3);

      // Every acknowledged quote's two emails arrive (the worker resumes after each restart).
      const delivered = () => new Set(smtp.messages.map((m) => m.messageId));
      const waitUntil = Date.now() + 120_000;
      while (delivered().size < acknowledged.length * 2 && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 500));
      await server.stop();
      server = undefined;

      const { quotes: stored, photos, mails } = await inspect(dataDir, databaseUrl);
      const byReference = new Map(stored.map((q) => [q.reference, q]));
      for (const reference of acknowledged) {
        const quote = byReference.get(reference);
        expect(quote, reference).toBeDefined();
        const own = photos.filter((p) => p.quoteId === quote!.id);
        expect(own, reference).toHaveLength(1);
        expect(existsSync(path.join(dataDir, "uploads", quote!.id, own[0]!.storedName)), reference).toBe(true);
        expect(
          mails.filter((m) => m.quoteId === quote!.id),
          reference,
        ).toHaveLength(2);
      }
      expect(stored).toHaveLength(QUOTES);
      expect(delivered().size).toBe(2 * QUOTES);
      // A duplicate can only be a resend of the same message (same Message-ID) after a kill between
      // the mail server's acceptance and the outbox update.
      const duplicates = smtp.messages.length - delivered().size;
      console.info(
        `faults on ${backend.name}: ${kills} kills, ${QUOTES} quotes, ${2 * QUOTES} emails, ${duplicates} duplicate deliveries (same Message-ID)`,
      );
      expect(duplicates).toBeLessThanOrEqual(kills);
      expect(stagingLeftovers(dataDir)).toEqual([]);
      await smtp.close();
    }, 300_000);

    it("delivers every email once after SMTP refused connections for the whole run", async () => {
      const smtpPort = await freePort();
      let databaseUrl: string | undefined;
      if (backend.postgres) ({ url: databaseUrl, drop } = await freshPostgres(pgUrl!));
      server = await startServerProcess(await freePort(), {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_RETRY_BASE_MS: "100",
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      const port = server.port;
      const references = await Promise.all(
        Array.from({ length: 20 }, (_, i) => submitUntilAnswered(() => port, `smtp-down-${i}-${Date.now()}`, i, Date.now() + 30_000)),
      );
      expect(references.every(Boolean)).toBe(true);
      // Every email has been tried and refused before the mail server comes up.
      await eventually(async () => expect(await health(server!)).toMatchObject({ mail: "degraded", outboxPending: 40 }), 30_000);
      const smtp = await startSmtp({ port: smtpPort });
      // Until the outbox holds nothing to send: then no further delivery can come.
      await eventually(async () => expect(await health(server!)).toMatchObject({ mail: "ok", outboxPending: 0 }), 60_000);
      expect(smtp.messages).toHaveLength(40);
      expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(40);
      await smtp.close();
    }, 120_000);
  });
}
