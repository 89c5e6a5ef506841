import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../../app/server/db/client.server";
import { readEnv, type Env } from "../../app/server/env.server";

const fixtures = path.resolve("tests/fixtures");
export const fixture = (name: string) => readFileSync(path.join(fixtures, name));

export { startSmtp } from "../support/smtp";

/**
 * Requests' folders left in staging: DATA_DIR/staging/<instance>/<request>. An instance's own
 * (empty) folder and its lock file stay while it runs, and until the next start after it stops.
 */
export function stagingLeftovers(dataDir: string): string[] {
  const root = path.join(dataDir, "staging");
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => readdirSync(path.join(root, entry.name)).map((name) => `${entry.name}/${name}`));
}

/** A port with nothing listening on it (for "SMTP is down"). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A fresh database on the PostgreSQL server of TEST_DATABASE_URL, dropped by `drop`: empty, or with
 * `migrated`, a copy of the run's migrated one (tests/setup/database-templates.ts) when there is one.
 */
export async function freshPostgres(baseUrl: string, { migrated = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `quotes_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const template = migrated ? process.env.POSTGRES_TEMPLATE : undefined;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A new data folder whose embedded database is a copy of the run's migrated one (tests/setup/database-templates.ts), when there is one. */
export function embeddedDataDir(prefix = "quotes-it-"): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = process.env.PGLITE_TEMPLATE;
  if (template) cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

/**
 * A database of its own for one test, copied from the run's migrated one: a PostgreSQL database on the
 * server of `postgresUrl`, or an embedded one. `drop` removes the PostgreSQL one after the test.
 */
export async function testDatabase(
  postgresUrl: string | undefined,
  prefix: string,
): Promise<{ database: Database; drop?: () => Promise<void> }> {
  if (!postgresUrl) return { database: await openDatabase({ dataDir: embeddedDataDir(prefix) }) };
  const fresh = await freshPostgres(postgresUrl, { migrated: true });
  return { database: await openDatabase({ databaseUrl: fresh.url, dataDir: mkdtempSync(path.join(tmpdir(), prefix)) }), drop: fresh.drop };
}

export function testEnv(overrides: Record<string, string | undefined>): Env {
  const dataDir = !overrides.DATABASE_URL && !overrides.DATA_DIR ? embeddedDataDir() : mkdtempSync(path.join(tmpdir(), "quotes-it-"));
  return readEnv({
    DATA_DIR: dataDir,
    QUOTE_MIN_FILL_MS: "0",
    MAIL_RETRY_BASE_MS: "100",
    SITE_URL: "https://www.example.com",
    LOG_LEVEL: "silent",
    ...overrides,
  });
}

export interface QuoteInput {
  fields?: Record<string, string>;
  files?: { name: string; type: string; data: Buffer }[];
  headers?: Record<string, string>;
}

export const validFields = () => ({
  name: "Jane Smith",
  phone: "07911 123456",
  email: "jane@example.org",
  postcode: "rh101aa",
  preferredDatetime: "",
  accessNotes: "Side gate, no steps",
  description: "Garage clear-out: two bikes, boxes and an old fridge freezer.",
  consentGiven: "true",
});

/**
 * A multipart request exactly as the browser's form sends it, its body streamed in 64 KB chunks as
 * it would arrive from the network.
 */
export async function quoteRequest({ fields = validFields(), files = [], headers = {} }: QuoteInput = {}): Promise<Request> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append("files", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Response(form);
  const bytes = Buffer.from(await encoded.arrayBuffer());
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(offset, offset + 65536)));
      offset += 65536;
    },
  });
  return new Request("http://localhost/functions/v1/submit-quote", {
    method: "POST",
    body,
    duplex: "half",
    headers: { "content-type": encoded.headers.get("content-type")!, ...headers },
  } as RequestInit);
}
