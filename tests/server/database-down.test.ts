/**
 * PostgreSQL stopped under the running server and started again. This file stops the machine's
 * PostgreSQL, so `npm run test:server` runs it alone, after every other test that uses it.
 */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { freePort, freshPostgres } from "../integration/harness";
import { multipart, validTextParts } from "./hostile-requests";
import { startServerProcess } from "./server-process";

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("PostgreSQL restarted mid-run", () => {
  it("answers 503 with a clear message while the database is down, and recovers by itself", async () => {
    const cluster = readdirSync("/etc/postgresql")[0]!;
    const pg = (action: "stop" | "start") =>
      execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", cluster, "main", action, ...(action === "stop" ? ["-m", "fast"] : [])], {
        stdio: "ignore",
      });
    const { url, drop } = await freshPostgres(pgUrl!);
    const server = await startServerProcess(await freePort(), { DATABASE_URL: url });
    try {
      const post = () =>
        fetch(`${server.url}/functions/v1/submit-quote`, {
          method: "POST",
          body: new Uint8Array(multipart(validTextParts(), "pg")),
          headers: { "content-type": "multipart/form-data; boundary=pg" },
        });
      expect((await post()).status).toBe(201);
      pg("stop");
      try {
        const down = await post();
        expect(down.status).toBe(503);
        const body = (await down.json()) as { error: string };
        expect(body.error).toMatch(/try again shortly, or call or WhatsApp us/);
        expect((await fetch(`${server.url}/`)).status).toBe(200);
      } finally {
        pg("start");
      }
      const deadline = Date.now() + 30_000;
      let status = 0;
      while (Date.now() < deadline) {
        status = (await post()).status;
        if (status === 201) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(status).toBe(201);
    } finally {
      await server.stop();
      await drop();
    }
  }, 90_000);
});
