/**
 * Two instances of the site, one PostgreSQL, one S3 bucket (moto's server): 200 quotes with photos
 * sent to both in turn by clients that retry with their idempotency keys, while one instance is
 * killed with SIGKILL three times and started again. Every acknowledged quote must be stored once,
 * with every photo in the bucket, and every email sent.
 */
import { ListObjectsV2Command, GetObjectCommand } from "@aws-sdk/client-s3";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/db/client.server";
import { outbox, quotePhotos, quotes } from "../../app/server/db/schema.server";
import { fixture, freePort, freshPostgres, stagingLeftovers, startSmtp } from "../integration/harness";
import { motoAvailable, startMoto, type Moto } from "../support/moto";
import { multipart, validTextParts } from "./hostile-requests";
import { startServerProcess, submitUntilAnswered, type ServerProcess } from "./server-process";

const pgUrl = process.env.TEST_DATABASE_URL;
const photo = fixture("garden.jpg");

describe.skipIf(!pgUrl || !motoAvailable)("two instances sharing PostgreSQL and an S3 bucket", () => {
  let moto: Moto;
  let drop: (() => Promise<void>) | undefined;
  const servers: (ServerProcess | undefined)[] = [];

  beforeAll(async () => {
    moto = await startMoto();
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server?.stop("SIGKILL");
    await drop?.();
    await moto?.stop();
  });

  it("stores every acknowledged quote once with all its photos, and sends every email, through three SIGKILLs", async () => {
    const smtp = await startSmtp();
    const { url: databaseUrl, drop: dropDb } = await freshPostgres(pgUrl!);
    drop = dropDb;
    await moto.createBucket("two-instances");
    const env = {
      ...moto.env("two-instances", "site"),
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      MAIL_RETRY_BASE_MS: "200",
      APP_SECRET: "a-secret-shared-by-both-instances-0123456789",
    };
    const ports = [await freePort(), await freePort()];
    const dataDirs: string[] = [];
    // Started together: they migrate one at a time under the advisory lock.
    const started = await Promise.all(ports.map((port) => startServerProcess(port, env)));
    started.forEach((server, i) => {
      servers[i] = server;
      dataDirs[i] = server.dataDir;
    });

    const references: (string | undefined)[] = [];
    let acknowledged = 0;
    let kills = 0;
    let running = true;
    // Instance 1 is killed after every ~50 acknowledged quotes, and started again on its own data folder.
    const killer = (async () => {
      while (running && kills < 3) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (acknowledged < (kills + 1) * 50) continue;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
        await servers[1]!.stop("SIGKILL");
        kills++;
        servers[1] = await startServerProcess(ports[1]!, env, dataDirs[1]);
      }
    })();

    const send = async (index: number, deadline: number) => {
      const body = multipart(
        [
          ...validTextParts({ name: `Instance Test ${index}`, email: `instances-${index}@example.org` }),
          { name: "files", filename: `p${index}.jpg`, type: "image/jpeg", value: photo },
          { name: "files", filename: "sofa.png", type: "image/png", value: fixture("sofa.png") },
        ],
        "two",
      );
      // Alternate between the instances, and try the other one after a failure.
      return submitUntilAnswered({
        portFor: (attempt) => ports[(index + attempt) % 2]!,
        body,
        boundary: "two",
        key: `two-instances-${index}`,
        deadline,
      });
    };

    const deadline = Date.now() + 200_000;
    let next = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        while (next < 200) {
          const index = next++;
          references[index] = await send(index, deadline);
          if (references[index]) acknowledged++;
        }
      }),
    );
    running = false;
    await killer;
    expect(references.filter(Boolean)).toHaveLength(200);
    expect(kills).toBe(3);

    // Emails: a message claimed by the killed instance is sent by either instance once its claim lapses.
    // One the mail server accepted just before a kill is already delivered but not yet marked sent: it
    // is sent again when its claim lapses, so the wait is for the outbox too, not only the deliveries.
    const delivered = () => new Set(smtp.messages.map((m) => m.messageId));
    const watcher = new pg.Client({ connectionString: databaseUrl });
    await watcher.connect();
    const sentInOutbox = async () =>
      Number((await watcher.query<{ sent: string }>("SELECT count(*) AS sent FROM outbox WHERE status = 'sent'")).rows[0]!.sent);
    const waitUntil = Date.now() + 150_000;
    try {
      while ((delivered().size < 400 || (await sentInOutbox()) < 400) && Date.now() < waitUntil)
        await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await watcher.end();
    }
    for (const server of servers) await server?.stop();

    const database = await openDatabase({ dataDir: dataDirs[0]!, databaseUrl });
    try {
      const stored = await database.db.select().from(quotes);
      const photos = await database.db.select().from(quotePhotos);
      const mails = await database.db.select().from(outbox);
      expect(stored).toHaveLength(200);
      expect(new Set(stored.map((q) => q.reference))).toEqual(new Set(references));
      const listed = new Set<string>();
      let token: string | undefined;
      do {
        const page = await moto.client.send(new ListObjectsV2Command({ Bucket: "two-instances", ContinuationToken: token }));
        for (const object of page.Contents ?? []) listed.add(object.Key!);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      expect(photos).toHaveLength(400);
      for (const p of photos) {
        expect(listed.has(`site/${p.quoteId}/${p.storedName}`), p.storedName).toBe(true);
        expect(listed.has(`site/${p.quoteId}/${p.previewName}`), p.previewName!).toBe(true);
      }
      // Photos stored for a quote whose transaction a kill cut short have no quote; the hourly sweep
      // removes them once they are an hour old.
      const orphans = [...listed].filter((key) => !stored.some((q) => key.startsWith(`site/${q.id}/`)));
      console.info(`two instances: ${orphans.length} objects of quotes cut short by a kill, left for the hourly sweep`);
      const sample = await moto.client.send(
        new GetObjectCommand({ Bucket: "two-instances", Key: `site/${photos[0]!.quoteId}/${photos[0]!.storedName}` }),
      );
      expect((await sharp(Buffer.from(await sample.Body!.transformToByteArray())).metadata()).width).toBeGreaterThan(0);
      expect(mails.filter((m) => m.status === "sent")).toHaveLength(400);
    } finally {
      await database.close();
    }
    expect(delivered().size).toBe(400);
    // A message can arrive twice only if an instance was killed between the mail server's acceptance
    // and the outbox's update; it then has the same Message-ID, so mail clients show it once.
    const duplicates = smtp.messages.length - delivered().size;
    console.info(
      `two instances: ${kills} kills, 200 quotes, 400 photos, ${delivered().size} emails, ${duplicates} resent with the same Message-ID`,
    );
    expect(duplicates).toBeLessThanOrEqual(kills);
    for (const dir of dataDirs) expect(stagingLeftovers(dir)).toEqual([]);
    await smtp.close();
  }, 420_000);
});
