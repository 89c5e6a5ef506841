/**
 * `npm run build`: the production build, step by step (the pages, the recorded settings, the server
 * bundle, the content pages' scripts check, the social images, the page policies' hashes, the
 * precompressed files). `--quiet` (used by `npm start`) writes each step's output to build.log and prints a few
 * lines: what is happening, how long it took, and on a failure the end of the log.
 */
import { spawn } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import path from "node:path";

const quiet = process.argv.includes("--quiet");
const LOG = path.resolve("build.log");
/** Each step runs on this Node, reading ./.env first where it takes the settings. */
const steps: Array<{ name: string; args: string[] }> = [
  { name: "the pages", args: ["--import", "./scripts/dotenv.ts", "node_modules/@react-router/dev/bin.cjs", "build"] },
  { name: "the recorded settings", args: ["--import", "./scripts/dotenv.ts", "scripts/record-build-settings.ts"] },
  { name: "the server bundle", args: ["scripts/bundle-server.ts"] },
  { name: "the content pages' scripts", args: ["scripts/check-islands.ts"] },
  { name: "the social images", args: ["scripts/og-images.ts"] },
  { name: "the page policies", args: ["scripts/csp-hashes.ts"] },
  { name: "the precompressed files", args: ["scripts/precompress.ts"] },
];

const log = quiet ? createWriteStream(LOG) : undefined;
const started = Date.now();
const took = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
};

function run(step: (typeof steps)[number]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, step.args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    if (log) {
      log.write(`\n== ${step.name}\n`);
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
    }
    child.on("close", (code) => resolve(code ?? 1));
  });
}

if (quiet) console.log(`Building the site: 1 to 3 minutes on 2 cores (the detail goes to ${path.relative(".", LOG)}).`);
for (const step of steps) {
  const code = await run(step);
  if (code !== 0) {
    if (log) {
      await new Promise((done) => log.end(done));
      const tail = readFileSync(LOG, "utf8").trimEnd().split("\n").slice(-30).join("\n");
      console.error(`${tail}\n\nThe build failed at ${step.name}; its whole output is in ${path.relative(".", LOG)}.`);
    }
    process.exit(code);
  }
}
log?.end();
console.log(`Built in ${took(Date.now() - started)}.`);
