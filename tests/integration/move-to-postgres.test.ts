/**
 * `npm run db:move-to-postgres`, run as the operator runs it: every row of every table of an
 * embedded DATA_DIR arrives in PostgreSQL; it refuses a second run into the now non-empty database,
 * and refuses while a server holds the DATA_DIR.
 */
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/db/client.server";
import * as schema from "../../app/server/db/schema.server";
import { everyRow, fillEveryTable, runScript } from "./database-support";
import { freshPostgres } from "./harness";
import { addPhoto, addQuote, addStaff, pgUrl, startInbox } from "./inbox-support";

/** Each test starts the scripts as separate processes, each opening its databases: more than the default 30 s on a busy machine. */
const SCRIPTS = { timeout: 180_000 };
describe.skipIf(!pgUrl)("moving an embedded DATA_DIR into PostgreSQL", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("copies every row of every table, photo records and the email outbox included, and refuses to run twice", SCRIPTS, async () => {
    const inbox = await startInbox(false);
    const dataDir = inbox.services.env.dataDir;
    const staff = await addStaff(inbox.services);
    await fillEveryTable(
      inbox.services.database,
      async () => {
        const quote = await addQuote(inbox.services, {
          assigneeId: staff.id,
          status: "quoted",
          quotedPricePence: 18000,
          bookedFor: "2026-12-01",
        });
        await addPhoto(inbox.services, quote.id, 1);
        await addPhoto(inbox.services, quote.id, 2);
        return quote;
      },
      staff.id,
    );
    const before = await everyRow(inbox.services.database);
    for (const [name, rows] of Object.entries(before)) expect(rows.length, name).toBeGreaterThan(0);
    await inbox.stop();

    const target = await freshPostgres(pgUrl!);
    cleanups.push(target.drop);
    const moved = await runScript("scripts/db-move-to-postgres.ts", { DATA_DIR: dataDir, DATABASE_URL: target.url });
    expect(moved.stderr).toBe("");
    expect(moved.code).toBe(0);
    expect(moved.stdout).toContain("quote_photos: 4");

    const postgres = await openDatabase({ databaseUrl: target.url, dataDir });
    try {
      expect(await everyRow(postgres)).toEqual(before);
      // Serial keys continue after the copied rows: new photo records and emails do not collide.
      const [quote] = await postgres.db.select().from(schema.quotes).limit(1);
      await postgres.db.insert(schema.outbox).values({ quoteId: quote!.id, kind: "staff", messageId: `<${randomUUID()}@example.com>` });
    } finally {
      await postgres.close();
    }

    const again = await runScript("scripts/db-move-to-postgres.ts", { DATA_DIR: dataDir, DATABASE_URL: target.url });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds data \(in staff_user, .*quotes, .*outbox.*\); nothing was copied/);
  });

  it("refuses while a server holds the DATA_DIR, and copies nothing", SCRIPTS, async () => {
    const inbox = await startInbox(false);
    cleanups.push(inbox.stop);
    await addQuote(inbox.services);
    const target = await freshPostgres(pgUrl!);
    cleanups.push(target.drop);
    const refused = await runScript("scripts/db-move-to-postgres.ts", { DATA_DIR: inbox.services.env.dataDir, DATABASE_URL: target.url });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("The server is running on");
    const postgres = await openDatabase({ databaseUrl: target.url, dataDir: inbox.services.env.dataDir });
    try {
      expect(await postgres.db.select().from(schema.quotes)).toEqual([]);
    } finally {
      await postgres.close();
    }
  });
});
