import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { embeddedDataDir, fixture } from "../integration/harness";
import { multipart, validTextParts } from "./hostile-requests";

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  rss: () => number;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** The server as `npm run serve` runs it (after `npm run build`). */
export const SERVER_ARGS = ["--import", "./scripts/module-formats.ts", "--max-semi-space-size=2", "build/server.js"];

/** Limits out of the way of tests that send many requests from one address; tests of the limits set their own. */
export const GENEROUS_LIMITS = {
  QUOTE_MIN_FILL_MS: "0",
  QUOTE_RATE_LIMIT: "100000",
  QUOTE_REFUSAL_LIMIT: "100000",
  UPLOADS_PER_ADDRESS: "1000",
  UPLOADS_TOTAL: "1000",
  CONFIRMATION_EMAILS_PER_HOUR: "100000",
  // The live default keeps 1 GB free; the test servers store a few megabytes each.
  DISK_FREE_MIN_MB: "64",
} as const;

/** The built site (`npm run build` first), started for real as `npm run serve` runs it, on its own port and data. */
export async function startServerProcess(port: number, env: Record<string, string> = {}, dataDir?: string): Promise<ServerProcess> {
  // A server left on this port by another run would answer for this one: refuse to start beside it.
  const taken = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} already answers: another server holds it (one left running by an earlier run?)`);
  // A new data folder holds a copy of the run's migrated embedded database (see vitest.server.config.ts).
  const dir = dataDir ?? (env.DATABASE_URL ? mkdtempSync(path.join(tmpdir(), "server-test-")) : embeddedDataDir("server-test-"));
  let output = "";
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: path.resolve("."),
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dir, ...GENEROUS_LIMITS, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
      try {
        if ((await fetch(`${url}/robots.txt`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    // A server that never became ready must not outlive the test (it would hold its port).
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    port,
    dataDir: dir,
    child,
    output: () => output,
    rss: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0) * 1024,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
}

/**
 * Sends one multipart quote, retrying with the same idempotency key while servers are down or
 * restarting, as a visitor's browser would; `portFor(attempt)` picks the server for each try.
 * Resolves with the reference once stored (201, or 200 for a repeat), undefined at the deadline;
 * rejects on a refusal (4xx), which a retry would not change.
 */
export async function submitUntilAnswered(options: {
  portFor: (attempt: number) => number;
  body: Buffer;
  boundary: string;
  key: string;
  deadline: number;
}): Promise<string | undefined> {
  for (let attempt = 0; Date.now() < options.deadline; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${options.portFor(attempt)}/functions/v1/submit-quote`, {
        method: "POST",
        body: new Uint8Array(options.body),
        headers: { "content-type": `multipart/form-data; boundary=${options.boundary}`, "idempotency-key": options.key },
        signal: AbortSignal.timeout(15_000),
      });
      if (response.status === 201 || response.status === 200) return ((await response.json()) as { reference: string }).reference;
      if (response.status < 500) throw new Error(`quote ${options.key} refused with ${response.status}`);
    } catch (error) {
      if (String(error).includes("refused with")) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}

/**
 * One quote with a photo, sent as the site's form sends it (with a fresh form stamp, so it is not
 * taken for a bot's); resolves with its reference once stored.
 */
export async function sendQuoteWithPhoto(server: ServerProcess, label: string): Promise<string> {
  const stamp = ((await (await fetch(`${server.url}/functions/v1/form-stamp`)).json()) as { value: string }).value;
  const body = multipart(
    [
      { name: "formStamp", value: stamp },
      ...validTextParts({ name: `Test ${label}`, email: `${label}@example.org` }),
      { name: "files", filename: "garden.jpg", type: "image/jpeg", value: fixture("garden.jpg") },
    ],
    "with-photo",
  );
  const response = await fetch(`${server.url}/functions/v1/submit-quote`, {
    method: "POST",
    body: new Uint8Array(body),
    headers: { "content-type": "multipart/form-data; boundary=with-photo", "idempotency-key": `${label}-${Date.now()}` },
  });
  if (response.status !== 201) throw new Error(`quote ${label} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { reference: string }).reference;
}

/** The emails written to DATA_DIR/outbox for `reference` (SMTP_URL unset), by full path. */
export function emailFiles(dataDir: string, reference: string): string[] {
  const outbox = path.join(dataDir, "outbox");
  try {
    return readdirSync(outbox)
      .filter((name) => name.startsWith(reference.toLowerCase()))
      .map((name) => path.join(outbox, name));
  } catch {
    return [];
  }
}

/** The server's /healthz report: the database, the mail's state and how many emails wait. */
export async function health(server: ServerProcess): Promise<{ db: string; mail?: string; outboxPending?: number }> {
  return (await (await fetch(`${server.url}/healthz`)).json()) as { db: string; mail?: string; outboxPending?: number };
}

/**
 * Waits until the server is at rest: across four readings a quarter of a second apart, the number of
 * emails waiting to be sent has not changed and its resident memory is steady (within 1 MB). An
 * email the mail server refuses stays waiting, so "none waiting" is not asked. Memory is read at rest only.
 */
export async function atRest(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const readings: { pending: number | undefined; rss: number }[] = [];
  const steady = () => {
    const last = readings.slice(-4);
    if (last.length < 4) return false;
    const rss = last.map((reading) => reading.rss);
    return new Set(last.map((reading) => reading.pending)).size === 1 && Math.max(...rss) - Math.min(...rss) <= 1024 * 1024;
  };
  for (;;) {
    readings.push({ pending: (await health(server)).outboxPending, rss: server.rss() });
    if (steady()) return;
    if (Date.now() > deadline) throw new Error(`the server did not come to rest: ${JSON.stringify(readings.slice(-4))}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
