import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { acquireDirLock, type DirLock } from "./dir-lock.server";
import { migrationsFolder } from "./migrations-folder.server";
import * as schema from "./schema.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Run `job` unless another instance is running the job of this name (a PostgreSQL advisory lock,
   * held on a connection of its own for the job's length); resolves false when it was skipped.
   * PGlite has one process by construction, so the job simply runs.
   */
  runExclusive(name: string, job: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}

/** Advisory lock keys: one 64-bit number per name, the same in every instance. */
const lockKey = (name: string) => `clearance:${name}`;

/**
 * PostgreSQL when DATABASE_URL is set; otherwise PGlite (Postgres in WASM) with its files under
 * DATA_DIR/pglite, guarded by an operating-system lock so a second process cannot open (and corrupt) them.
 * Migrations are applied before anything else uses the database.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  // Only the driver in use is loaded.
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // A dropped connection must not crash the process; the next query reports the outage.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Instances starting together migrate one at a time; the later ones find nothing left to do.
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock(hashtextextended($1, 0))", [lockKey("migrations")]);
      try {
        await migratePg(db as never, { migrationsFolder });
      } finally {
        await client.query("SELECT pg_advisory_unlock(hashtextextended($1, 0))", [lockKey("migrations")]);
      }
    } finally {
      client.release();
    }
    return {
      db,
      kind: "postgres",
      async runExclusive(name, job) {
        const holder = await pool.connect();
        try {
          const { rows } = await holder.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked", [lockKey(name)]);
          if (!rows[0]?.locked) return false;
          try {
            await job();
            return true;
          } finally {
            await holder.query("SELECT pg_advisory_unlock(hashtextextended($1, 0))", [lockKey(name)]);
          }
        } finally {
          holder.release();
        }
      },
      close: () => pool.end(),
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const lock: DirLock = await acquireDirLock(options.dataDir);
  try {
    const client = await PGlite.create(path.join(options.dataDir, "pglite"));
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      runExclusive: async (_name, job) => {
        await job();
        return true;
      },
      close: async () => {
        await client.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
