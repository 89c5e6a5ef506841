/** Scripts run as the operator runs them, and every row of every table, for the tests of moving, backing up and restoring. */
import { spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { asc, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { NOT_BACKED_UP } from "../../app/server/backup/manifest.server";
import type { Database } from "../../app/server/db/client.server";
import { DERIVED_TABLES } from "../../app/server/db/derived-tables.server";
import type { PhotoStore } from "../../app/server/photos/store.server";
import * as schema from "../../app/server/db/schema.server";
import { tablesInOrder } from "../../app/server/db/transfer.server";

/** A script under this Node, as `npm run …` runs it; `env` added to this process's. */
export function runScript(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
  stdin = "",
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    child.stdin.end(stdin);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    // "close", not "exit": the pipes may still hold output when the process exits.
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const tableByName = new Map(
  Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableConfig(table).name, table]),
);

/** Every row of every table, in key order, as the app reads them. */
export async function everyRow(database: Database): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const { name, keys } of tablesInOrder()) {
    const table = tableByName.get(name)!;
    const columns = keys.map((key) => getTableConfig(table).columns.find((c) => c.name === key)!);
    all[name] = await database.db
      .select()
      .from(table)
      .orderBy(...columns.map((column) => asc(column)));
  }
  return all;
}

/**
 * What a backup and its restore, or a move, must bring back: every row of every table but those of
 * `leaveOut` (by default the tables backups leave out), and of a table triggers derive from others
 * the rows that carry meaning (a counter left at 0 is not carried across; derived-tables.server.ts).
 */
export async function rowsKept(database: Database, leaveOut: readonly string[] = NOT_BACKED_UP): Promise<Record<string, unknown[]>> {
  const all = await everyRow(database);
  for (const name of leaveOut) delete all[name];
  for (const { name, held } of DERIVED_TABLES) {
    all[name] = ((await database.db.execute(sql`SELECT * FROM (${held}) AS held ORDER BY 1`)) as unknown as { rows: unknown[] }).rows;
  }
  return all;
}

/**
 * A staff member, two quotes with photos, and a row in every other table; with `store`, the files
 * those rows name (the tip run's ticket and preview, the cleared-space photo, the note's PDF) are
 * put in it, so that every file the database names is there.
 */
export async function fillEveryTable(
  database: Database,
  addQuoteWithPhotos: () => Promise<{ id: string; reference: string }>,
  staffId: string,
  store?: PhotoStore,
): Promise<void> {
  const first = await addQuoteWithPhotos();
  await addQuoteWithPhotos();
  const now = new Date();
  await database.db.insert(schema.outbox).values([
    { quoteId: first.id, kind: "staff", messageId: `<${randomUUID()}@example.com>`, status: "sent", sentAt: now, attempts: 1 },
    {
      quoteId: first.id,
      kind: "customer",
      recipient: "jane@example.org",
      messageId: `<${randomUUID()}@example.com>`,
      status: "pending",
      lastError: "421 try later",
      attempts: 2,
    },
  ]);
  await database.db
    .insert(schema.quoteNotes)
    .values({ quoteId: first.id, authorId: staffId, body: "Rang back: Tuesday suits — £180 agreed." });
  await database.db.insert(schema.auditLog).values({
    actorId: staffId,
    actor: "sam@clearance.example",
    quoteReference: first.reference,
    action: "status",
    detail: "new → quoted",
  });
  await database.db.insert(schema.rateLimitHits).values({ bucket: "203.0.113.7", kind: "quote" });
  await database.db
    .insert(schema.staffInboxVisits)
    .values({ userId: staffId, lastVisitAt: now, previousVisitAt: new Date(now.getTime() - 3600_000) });
  await database.db
    .insert(schema.staffSessions)
    .values({ id: randomUUID(), token: randomUUID(), userId: staffId, expiresAt: new Date(now.getTime() + 86_400_000) });
  await database.db
    .insert(schema.staffAccounts)
    .values({ id: randomUUID(), accountId: staffId, providerId: "credential", userId: staffId, password: "scrypt:hash" });
  await database.db.insert(schema.staffVerifications).values({ id: randomUUID(), identifier: "2fa", value: "v", expiresAt: now });
  await database.db.insert(schema.staffTwoFactors).values({ id: randomUUID(), secret: "s", backupCodes: "c", userId: staffId });
  await database.db.insert(schema.staffInvitations).values({
    id: randomUUID(),
    email: "invited@example.com",
    name: "Invited Person",
    role: "crew",
    tokenHash: "i".repeat(43),
    createdById: staffId,
    expiresAt: now,
  });
  await database.db.insert(schema.staffPasskeys).values({
    id: randomUUID(),
    userId: staffId,
    credentialId: "Y3JlZGVudGlhbA",
    publicKey: "cHVibGljIGtleQ",
    counter: 3,
    name: "Work phone",
  });
  await database.db
    .insert(schema.staffRateLimits)
    .values({ id: randomUUID(), key: "/sign-in/email:203.0.113.7", count: 3, lastRequest: now.getTime() });
  const [price] = await database.db
    .insert(schema.priceQuotes)
    .values({
      id: randomUUID(),
      quoteId: first.id,
      version: 1,
      tokenHash: "a".repeat(64),
      linkExpiresAt: new Date(now.getTime() + 30 * 86_400_000),
      totalPence: 23500,
      included: ["Loading by a two-person crew"],
      validUntil: "2026-12-08",
      status: "accepted",
      createdById: staffId,
    })
    .returning();
  await database.db.insert(schema.priceQuoteLines).values([
    {
      priceQuoteId: price!.id,
      position: 1,
      kind: "load",
      itemId: "half",
      label: "Half van",
      quantity: 1,
      unitPence: 20000,
      amountPence: 20000,
    },
    {
      priceQuoteId: price!.id,
      position: 2,
      kind: "surcharge",
      itemId: "sofa",
      label: "Sofa or upholstered item",
      quantity: 1,
      unitPence: 3500,
      amountPence: 3500,
    },
  ]);
  await database.db.insert(schema.bookingLinks).values({ priceQuoteId: price!.id, tokenHash: "b".repeat(64) });
  await database.db.insert(schema.bookings).values({
    id: randomUUID(),
    quoteId: first.id,
    priceQuoteId: price!.id,
    slotDate: "2026-12-01",
    slotId: "morning",
    addressLine1: "1 High Street",
    town: "Crawley",
    postcode: "RH10 1AA",
    phone: "+447700900123",
  });
  const booking = (await database.db.select({ id: schema.bookings.id }).from(schema.bookings).limit(1))[0]!;
  const tipRunId = randomUUID();
  await database.db.insert(schema.tipRuns).values({
    id: tipRunId,
    tipDate: "2026-12-01",
    siteId: "site-1",
    siteName: "Crawley Household Waste Recycling Centre",
    sitePermit: "EPR/AB1234CD",
    siteTreatment: "recycling",
    weightKg: 1240,
    popsKg: 60,
    recycledBasisPoints: 9350,
    ticketName: "photo-1.jpg",
    previewName: "preview-1.jpg",
    ticketContentType: "image/jpeg",
    createdById: staffId,
  });
  await database.db.insert(schema.tipRunJobs).values({ tipRunId, bookingId: booking.id });
  // A tip run of a ticket older than the system: no jobs, the reason why.
  const olderRunId = randomUUID();
  await database.db.insert(schema.tipRuns).values({
    id: olderRunId,
    tipDate: "2026-03-04",
    siteId: "site-1",
    siteName: "Crawley Household Waste Recycling Centre",
    sitePermit: "EPR/AB1234CD",
    siteTreatment: "recycling",
    weightKg: 980,
    popsKg: 0,
    recycledBasisPoints: 9000,
    ticketName: "photo-1.png",
    previewName: "preview-1.jpg",
    ticketContentType: "image/png",
    noJobsReason: "Paper ticket from before the system — jobs of 2–3 March on paper notes",
    createdById: staffId,
  });
  await database.db.insert(schema.wasteNoteCounters).values({ year: 2026, last: 1 });
  const noteId = randomUUID();
  const pdf = Buffer.from(`%PDF-1.7 a note's bytes ${noteId}\n%%EOF\n`);
  if (store) {
    const put = (folder: string, name: string, bytes: Buffer) => store.put(folder, name, Readable.from([bytes]), "image/jpeg");
    await put(tipRunId, "photo-1.jpg", Buffer.from(`ticket ${tipRunId}`));
    await put(tipRunId, "preview-1.jpg", Buffer.from(`ticket preview ${tipRunId}`));
    await put(olderRunId, "photo-1.png", Buffer.from(`ticket ${olderRunId}`));
    await put(olderRunId, "preview-1.jpg", Buffer.from(`ticket preview ${olderRunId}`));
    await put(first.id, "cleared-1.jpg", Buffer.from(`cleared ${first.id}`));
    await store.put(noteId, "wtn-2026-000001.pdf", Readable.from([pdf]), "application/pdf");
  }
  await database.db.insert(schema.wasteNotes).values({
    id: noteId,
    number: "WTN-2026-000001",
    year: 2026,
    sequence: 1,
    issuedAt: now,
    transferredAt: now,
    quoteId: first.id,
    bookingId: booking.id,
    jobReference: first.reference,
    placeLine1: "1 High Street",
    placeTown: "Crawley",
    placePostcode: "RH10 1AA",
    customerName: "Jo Bloggs",
    customerAddress: "1 High Street\nCrawley\nRH10 1AA",
    customerRole: "householder",
    carrierName: "Clearwell Waste Clearance",
    carrierAddress: "Unit 1, Crawley",
    carrierRegistration: "CBDU000000",
    siteId: "site-1",
    siteName: "Crawley Household Waste Recycling Centre",
    siteAddress: "Crawley",
    sitePermit: "EPR/AB1234CD",
    crewId: staffId,
    crewName: "Sam Jones",
    issuedById: staffId,
    notPresentReason: "Key left under the mat",
    pdfKey: "wtn-2026-000001.pdf",
    pdfSha256: createHash("sha256").update(pdf).digest("hex"),
    pdfBytes: pdf.length,
  });
  await database.db.insert(schema.wasteNoteLines).values({
    noteId,
    position: 1,
    wasteId: "pops-seating",
    code: "20 03 07",
    description: "Domestic seating waste containing POPs",
    hazardous: false,
    pops: true,
    vanPercent: 20,
    containment: "loose",
    siteId: "site-1",
    siteName: "Crawley Household Waste Recycling Centre",
    siteAddress: "Crawley",
    sitePermit: "EPR/AB1234CD",
    siteTreatment: "recycling",
  });
  await database.db.insert(schema.salesRecords).values({
    id: randomUUID(),
    bookingId: booking.id,
    jobReference: first.reference,
    amountPence: 24500,
    method: "card",
    paidOn: "2026-12-01",
    recordedById: staffId,
  });
  await database.db.insert(schema.wasteNotePhotos).values({
    noteId,
    quoteId: first.id,
    position: 1,
    originalName: "cleared.jpg",
    storedName: "cleared-1.jpg",
    contentType: "image/jpeg",
    bytes: 1234,
    width: 800,
    height: 600,
  });
  await database.db
    .insert(schema.slotBlocks)
    .values({ slotDate: "2026-12-24", slotId: null, reason: "Christmas Eve", createdById: staffId });
  await database.db
    .insert(schema.staffSignInThrottles)
    .values({ key: "address:hmac", failures: 3, lastAt: now, blockedUntil: new Date(now.getTime() + 30_000) });
}
