/** Photos in S3-compatible object storage (moto's server): the store itself, and a whole quote through it. */
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { quotePhotos, quotes } from "../../app/server/db/schema.server";
import { s3PhotoStore } from "../../app/server/photos/s3-store.server";
import { intakeContext, receiveQuote, type IntakeContext } from "../../app/server/quotes/intake.server";
import { UploadGate } from "../../app/server/photos/upload-gate.server";
import { startRuntime, type Runtime } from "../../app/server/root/runtime.server";
import { motoAvailable, startMoto, type Moto } from "../support/moto";
import { fixture, quoteRequest, stagingLeftovers, startSmtp, testEnv } from "./harness";
import { eventually } from "../support/eventually";

const quoteId = "5b1d2c3e-0000-4000-8000-0000000000aa";

describe.skipIf(!motoAvailable)("photos in S3-compatible storage", () => {
  let moto: Moto;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let services: Runtime | undefined;
  let bucketNumber = 0;
  const newBucket = async () => {
    const name = `photos-${++bucketNumber}-${process.pid}`;
    await moto.createBucket(name);
    return name;
  };
  const keys = async (bucket: string) =>
    ((await moto.client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key!).sort();

  beforeAll(async () => {
    moto = await startMoto();
    smtp = await startSmtp();
  }, 60_000);
  afterAll(async () => {
    await smtp?.close();
    await moto?.stop();
  });
  afterEach(async () => {
    await services?.stop();
    services = undefined;
  });

  it("puts, gets, lists and deletes a quote's objects under the prefix", async () => {
    const bucket = await newBucket();
    const store = s3PhotoStore({
      bucket,
      prefix: "site/",
      endpoint: moto.endpoint,
      region: "eu-west-2",
      accessKeyId: "test",
      secretAccessKey: "test",
      forcePathStyle: true,
    });
    // Larger than one multipart part, so the upload really is multipart.
    const big = Buffer.alloc(12 * 1024 * 1024, 7);
    await store.put(quoteId, "photo-1.jpg", Readable.from([big]), "image/jpeg");
    await store.put(quoteId, "preview-1.jpg", Readable.from([Buffer.from("preview")]), "image/jpeg");
    expect(await keys(bucket)).toEqual([`site/${quoteId}/photo-1.jpg`, `site/${quoteId}/preview-1.jpg`]);
    const got = await store.get(quoteId, "preview-1.jpg");
    expect(got && [await text(got.body), got.bytes]).toEqual(["preview", 7]);
    expect((await store.get(quoteId, "photo-1.jpg"))?.bytes).toBe(big.length);
    expect(await store.get(quoteId, "photo-9.jpg")).toBeUndefined();
    const listed = [];
    for await (const entry of store.listQuotes()) listed.push(entry.quoteId);
    expect(listed).toEqual([quoteId]);
    await store.deleteQuote(quoteId);
    expect(await keys(bucket)).toEqual([]);
  });

  it("rejects a write that fails, leaving no object or part behind", async () => {
    const store = s3PhotoStore({
      bucket: "no-such-bucket",
      prefix: "",
      endpoint: moto.endpoint,
      region: "eu-west-2",
      accessKeyId: "test",
      secretAccessKey: "test",
      forcePathStyle: true,
    });
    await expect(store.put(quoteId, "photo-1.jpg", Readable.from([Buffer.alloc(6 * 1024 * 1024)]), "image/jpeg")).rejects.toThrow();
  });

  const ctx = (s: Runtime, env: ReturnType<typeof testEnv>): IntakeContext =>
    intakeContext(
      s,
      { clientIp: "203.0.113.9", source: "api" },
      {
        quotesPerHour: 100,
        refusalsPerHour: 100,
        minFillMs: 0,
        confirmationsPerHour: 100,
        gate: new UploadGate({ perAddress: 10, total: 10, stagingMaxBytes: 1e12, diskFreeMinBytes: 0 }, env.dataDir),
        mailDomain: "example.com",
      },
    );

  it("stores a quote's photos in the bucket before acknowledging it, and the office's email carries their previews", async () => {
    const bucket = await newBucket();
    const env = testEnv({ ...moto.env(bucket), SMTP_URL: smtp.url });
    services = await startRuntime(env);
    expect(services.photoStore.kind).toBe("s3");
    const files = [
      { name: "garden.jpg", type: "image/jpeg", data: fixture("garden.jpg") },
      { name: "sofa.png", type: "image/png", data: fixture("sofa.png") },
    ];
    const outcome = await receiveQuote(await quoteRequest({ files }), ctx(services, env));
    expect(outcome.kind).toBe("accepted");
    const reference = outcome.kind === "accepted" ? outcome.reference : "";
    const [row] = await services.database.db.select().from(quotes).where(eq(quotes.reference, reference));
    expect(await keys(bucket)).toEqual(
      ["photo-1.jpg", "photo-2.png", "preview-1.jpg", "preview-2.jpg"].map((name) => `photos/${row!.id}/${name}`),
    );
    const kept = await services.photoStore.get(row!.id, "photo-1.jpg");
    const meta = await sharp(Buffer.from(await new Response(Readable.toWeb(kept!.body) as ReadableStream).arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stagingLeftovers(env.dataDir)).toEqual([]);
    await eventually(() => expect(smtp.messages.filter((m) => m.text?.includes(reference))).toHaveLength(2), 30_000);
    const staff = smtp.messages.find((m) => m.subject?.includes(reference))!;
    expect(staff.attachments.filter((a) => a.contentType === "image/jpeg")).toHaveLength(2);
  });

  it("fails the quote (503) and stores nothing, in the database or the bucket, when the bucket refuses the photos", async () => {
    const env = testEnv({ ...moto.env("bucket-that-does-not-exist"), SMTP_URL: smtp.url });
    services = await startRuntime(env);
    // handleQuote answers PhotoStoreUnavailable with 503 and Retry-After, as for the database.
    const outcome = await receiveQuote(
      await quoteRequest({ files: [{ name: "garden.jpg", type: "image/jpeg", data: fixture("garden.jpg") }] }),
      ctx(services, env),
    ).catch((error: unknown) => error);
    expect((outcome as Error).name).toBe("PhotoStoreUnavailable");
    expect(await services.database.db.select().from(quotes)).toEqual([]);
    expect(await services.database.db.select().from(quotePhotos)).toEqual([]);
    expect(stagingLeftovers(env.dataDir)).toEqual([]);
  });
});
