/**
 * The server as a service manager sees it: refusing to start with placeholders or settings other
 * than the build's, /healthz, a graceful stop on SIGTERM during an upload, and the systemd unit.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/db/client.server";
import { quotes } from "../../app/server/db/schema.server";
import { fixture, freePort } from "../integration/harness";
import { multipart, validTextParts } from "./hostile-requests";
import { eventually } from "../support/eventually";
import { rawRequest } from "./raw-http";
import { GENEROUS_LIMITS, SERVER_ARGS, startServerProcess } from "./server-process";

/** Start the server expecting it to refuse: its exit code and what it printed. */
function refusedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, SERVER_ARGS, {
      env: { ...process.env, PORT: "0", DATA_DIR: mkdtempSync(path.join(tmpdir(), "refuse-")), LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("starting and stopping", () => {
  it("refuses to start in production on a public address while placeholders remain, naming each", async () => {
    const { code, output } = await refusedStart({ NODE_ENV: "production", SITE_URL: "https://www.clearwell-waste.co.uk" });
    expect(code).toBe(1);
    for (const expected of [
      "07700 900123",
      "CBDU000000",
      "testimonials",
      "SMTP_URL",
      "DATABASE_URL is not set",
      "app/content/business.ts",
      "ALLOW_PLACEHOLDERS=1",
    ])
      expect(output).toContain(expected);
  });

  it("refuses to start when a build-time setting differs from the build's, naming the variable", async () => {
    // ALLOW_PLACEHOLDERS passes the first check, so this one is reached.
    const { code, output } = await refusedStart({
      NODE_ENV: "production",
      SITE_URL: "https://www.clearwell-waste.co.uk",
      ALLOW_PLACEHOLDERS: "1",
    });
    expect(code).toBe(1);
    expect(output).toMatch(/SITE_URL is "https:\/\/www\.clearwell-waste\.co\.uk" but the pages were built with "http:\/\/localhost:3000"/);
    const widget = await refusedStart({ REVIEWS_WIDGET_SRC: "https://widget.example.net/reviews.js" });
    expect(widget.code).toBe(1);
    expect(widget.output).toContain("REVIEWS_WIDGET_SRC");
  });

  it("reports its health without personal data, and email as degraded while the mail server is down", async () => {
    const server = await startServerProcess(await freePort(), {
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      MAIL_RETRY_BASE_MS: "60000",
    });
    try {
      const first = await fetch(`${server.url}/healthz`);
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("no-store");
      expect(await first.json()).toEqual({ db: "ok", mail: "ok", outboxPending: 0 });
      const body = multipart(validTextParts(), "health");
      expect((await rawRequest(server.port, { body, headers: { "Content-Type": "multipart/form-data; boundary=health" } })).status).toBe(
        201,
      );
      await expect
        .poll(async () => (await (await fetch(`${server.url}/healthz`)).json()) as object, { timeout: 15_000 })
        .toEqual({ db: "ok", mail: "degraded", outboxPending: 2 });
    } finally {
      await server.stop();
    }
  });

  it("on SIGTERM closes the database and says it has stopped before exiting (three times over: the exit used to race the data folder's release)", async () => {
    for (let run = 0; run < 3; run++) {
      const server = await startServerProcess(await freePort(), { LOG_LEVEL: "info" });
      const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
      server.child.kill("SIGTERM");
      expect(await exited).toBe(0);
      const lines = server
        .output()
        .split("\n")
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(lines.slice(-2), `run ${run}`).toEqual(["shutting down: finishing requests in flight", "stopped"]);
    }
  });

  it("refuses to start, in one line, when its port is taken", async () => {
    const server = await startServerProcess(await freePort());
    try {
      const refused = await refusedStart({ ...GENEROUS_LIMITS, PORT: String(server.port) });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        `Port ${server.port} is in use by another program: stop it, or start this server with another PORT.`,
      );
      expect(refused.output).not.toMatch(/\n\s+at /);
    } finally {
      await server.stop();
    }
  });

  it("finishes an upload in flight on SIGTERM, then stops", async () => {
    const server = await startServerProcess(await freePort(), GENEROUS_LIMITS);
    const body = multipart(
      [
        ...validTextParts({ name: "Sent During Shutdown" }),
        { name: "files", filename: "garden.jpg", type: "image/jpeg", value: fixture("garden.jpg") },
      ],
      "stop",
    );
    // About 4 s of sending: SIGTERM arrives once a quarter of the body is on its way.
    let quarterSent: () => void = () => {};
    const quarter = new Promise<void>((resolve) => (quarterSent = resolve));
    const upload = rawRequest(server.port, {
      body,
      headers: { "Content-Type": "multipart/form-data; boundary=stop" },
      dripMs: 20,
      dripBytes: Math.ceil(body.length / 200),
      onBodySent: (bytes) => bytes >= body.length / 4 && quarterSent(),
    });
    await quarter;
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
    server.child.kill("SIGTERM");
    // New connections are refused once the signal is handled.
    await eventually(() => expect(fetch(`${server.url}/robots.txt`)).rejects.toThrow(), 10_000);
    expect(server.child.exitCode).toBeNull();
    expect((await upload).status).toBe(201);
    expect(await exited).toBe(0);
    const database = await openDatabase({ dataDir: server.dataDir });
    try {
      expect((await database.db.select().from(quotes)).map((q) => q.name)).toEqual(["Sent During Shutdown"]);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(spawnSync("systemd-analyze", ["--version"]).status !== 0)("the systemd units", () => {
  it.each(["clearance.service", "clearance-backup.service", "clearance-backup.timer"])("%s passes systemd-analyze verify", (unit) => {
    const result = spawnSync("systemd-analyze", ["verify", `docs/deploy/${unit}`], { encoding: "utf8" });
    expect(`${result.stdout}${result.stderr}`.trim()).toBe("");
    expect(result.status).toBe(0);
  });
});
