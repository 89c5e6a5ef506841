/**
 * Baseline servers for `npm run bench:upload`, each in its own process like the site:
 *   discard           reads the body and throws it away (the baseline);
 *   disk              writes the body to one file as it arrives and keeps it until the server stops
 *                     (the least any server that keeps the photos must do; like the site, each upload
 *                     then lands in fresh page cache rather than in the pages of a deleted file);
 *   discard-with-app  reads and discards, in a process that has loaded the site's server build and
 *                     started its services (embedded database, email worker) as server.ts does, so its
 *                     heap is the site's (garbage collection during a 200 MB read costs more on a
 *                     bigger heap).
 * Usage: node bench/bare-server.ts <mode> <port>; prints "ready" when listening.
 */
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

const [mode = "discard", port = "0"] = process.argv.slice(2);
const dir = mkdtempSync(path.join(tmpdir(), "bench-bare-"));
type Site = { stop(): Promise<void> };
let site: Site | undefined;
if (mode === "discard-with-app") {
  process.env.DATA_DIR = path.join(dir, "data");
  process.env.LOG_LEVEL ??= "warn";
  // As server.ts starts the site: the settings read, then the composition root of the server build.
  const { readEnv } = await import("../app/server/env.server.ts");
  const buildDir = path.resolve("build");
  const build = (await import(path.join(buildDir, "server", "index.js"))) as {
    startSite(env: ReturnType<typeof readEnv>, buildDir: string): Promise<Site>;
  };
  site = await build.startSite(readEnv(), buildDir);
}
let count = 0;

const server = http.createServer((req, res) => {
  if (mode !== "disk") {
    req.on("data", () => {});
    req.on("end", () => res.end("ok"));
    return;
  }
  const file = path.join(dir, `body-${count++}`);
  const fd = openSync(file, "w");
  req.on("data", (chunk: Buffer) => {
    let offset = 0;
    while (offset < chunk.length) offset += writeSync(fd, chunk, offset, chunk.length - offset);
  });
  req.on("end", () => {
    closeSync(fd);
    res.end("ok");
  });
});
server.listen(Number(port), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", async () => {
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
