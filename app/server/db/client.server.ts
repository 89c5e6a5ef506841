import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import type { PGliteInterface } from "@electric-sql/pglite";
import type { NodeFS } from "@electric-sql/pglite/nodefs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { PRIVATE_DIR_MODE } from "../data-dir.server";
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
  /** PGlite only: its whole data folder as a gzipped tar, taken between queries (so consistent). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /**
   * PGlite only: create the database from this dump (dumpDataDir's) instead of DATA_DIR/pglite's
   * files, which must not exist yet; with `memory`, nothing is written to DATA_DIR at all.
   */
  restoreFrom?: Blob;
  memory?: boolean;
}

/** Advisory lock keys: one 64-bit number per name, the same in every instance. */
const lockKey = (name: string) => `clearance:${name}`;

/**
 * PostgreSQL when DATABASE_URL is set; otherwise PGlite (Postgres in WASM) with its files under
 * DATA_DIR/pglite, guarded by an operating-system lock so a second process cannot open (and corrupt) them.
 * Migrations are applied before anything else uses the database.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  // Only the driver in use is loaded.
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    // A query waits up to 15 s for one of the ten connections: completions that each hold one while
    // their note's number is taken one at a time queue behind each other, and a busy machine slows
    // each. A stopped database refuses the connection at once, so its 503 is not delayed.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 15_000 });
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
          const { rows } = await holder.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked", [
            lockKey(name),
          ]);
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
  const [{ PGlite }, { NodeFS }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/nodefs"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  let lock: DirLock | undefined;
  if (!options.memory) {
    mkdirSync(options.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    lock = await acquireDirLock(options.dataDir);
  }
  try {
    const folder = path.join(options.dataDir, "pglite");
    if (options.restoreFrom && !options.memory && existsSync(folder) && readdirSync(folder).length) {
      throw new Error(`${folder} already holds a database; a dump is only loaded into an empty folder.`);
    }
    if (!options.memory) mkdirSync(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
    const client = await PGlite.create({
      ...(options.memory ? {} : { fs: ownerOnlyNodeFs(NodeFS, folder) }),
      loadDataDir: options.restoreFrom,
      // pg_trgm: the inbox search's trigram indexes (a migration creates the extension).
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      runExclusive: async (_name, job) => {
        await job();
        return true;
      },
      dumpDataDir: () => client.dumpDataDir("gzip"),
      close: async () => {
        await client.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

/** The part of Emscripten's file system that sets modes: (stream, node, mode, dontFollow). */
interface EmscriptenModes {
  doChmod?: (stream: unknown, node: unknown, mode: number, dontFollow?: boolean) => void;
}

/**
 * PGlite's files in `dir`, readable by this process's user alone. PGlite (Postgres compiled to
 * WebAssembly, on Emscripten's file system) gives each file it makes a mode of its own with chmod,
 * which the process umask does not limit: 0666 for the files of a new database (pg_control, the
 * write-ahead log, the catalogues), 0644 for others. Every mode it sets here loses its group and
 * other bits; folders already follow the umask.
 */
function ownerOnlyNodeFs(NodeFsClass: typeof NodeFS, dir: string): NodeFS {
  class OwnerOnlyNodeFS extends NodeFsClass {
    override async init(pg: PGliteInterface, options: Parameters<NodeFS["init"]>[1]) {
      const { emscriptenOpts } = await super.init(pg as Parameters<NodeFS["init"]>[0], options);
      const ownerOnly = (module: { FS: unknown }) => {
        const fs = module.FS as EmscriptenModes;
        const doChmod = fs.doChmod;
        // A PGlite whose file system sets modes another way must be looked at, not trusted.
        if (typeof doChmod !== "function")
          throw new Error("PGlite's file system has no doChmod: its files' modes cannot be limited to their owner.");
        fs.doChmod = (stream, node, mode, dontFollow) => doChmod.call(fs, stream, node, mode & ~0o077, dontFollow);
      };
      return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), ownerOnly] } };
    }
  }
  return new OwnerOnlyNodeFS(dir);
}
