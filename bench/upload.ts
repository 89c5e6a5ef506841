/**
 * Upload figures (a benchmark, not a test; needs `npm run build` and Chromium):
 * 1. One quote with 10 × 20 MB photos over loopback: the server's memory growth (peak RSS minus RSS
 *    before) and the time, against the same bytes posted to a bare Node HTTP server that discards them;
 *    then the same over a 1 Gbit/s link (the client paces its sending), faster than any visitor's.
 * 2. The bytes the browser sends for 10 typical 4 MB phone JPEGs, after it shrinks them.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { spawn } from "node:child_process";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { startServer } from "./start-server.ts";

const MB = 1024 * 1024;
// Shaped like the boundary Chromium sends (38 characters): the parser's boundary search is faster with longer boundaries.
const boundary = `----WebKitFormBoundary${randomBytes(8).toString("base64url").slice(0, 16)}`;
const work = mkdtempSync(path.join(tmpdir(), "bench-upload-"));

/** A real JPEG header and image, padded to just under 20 MB (the per-photo limit). */
async function twentyMbPhoto(): Promise<Buffer> {
  const head = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#4d7c0f" } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([head, randomBytes(20 * MB - head.length - 1024)]);
}

function multipartParts(photo: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(
    field("name", "Bench Mark"),
    field("phone", "07911 123456"),
    field("email", "bench@example.org"),
    field("postcode", "RH10 1AA"),
    field("description", "Benchmark upload of ten large photos."),
    field("consentGiven", "true"),
  );
  for (let i = 1; i <= 10; i++) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="photo-${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return parts;
}

const GIGABIT = 1e9 / 8;

/** 256 KB views of the parts, for a paced client. */
function slices(parts: Buffer[]): Buffer[] {
  return parts.flatMap((part) =>
    Array.from({ length: Math.ceil(part.length / 262_144) }, (_, i) => part.subarray(i * 262_144, (i + 1) * 262_144)),
  );
}

/**
 * POST the parts as a stream (the client never concatenates 200 MB), as fast as the server takes them
 * or paced to `bytesPerSecond`. Returns status and milliseconds.
 */
function post(url: string, parts: Buffer[], bytesPerSecond = Infinity): Promise<{ status: number; ms: number }> {
  const length = parts.reduce((n, p) => n + p.length, 0);
  const pieces = Number.isFinite(bytesPerSecond) ? slices(parts) : parts;
  const started = performance.now();
  let sent = 0;
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": length } },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on("error", reject);
    let i = 0;
    const writeNext = () => {
      while (i < pieces.length) {
        const wait = started + (sent / bytesPerSecond) * 1000 - performance.now();
        if (wait > 1) return void setTimeout(writeNext, wait);
        sent += pieces[i]!.length;
        if (!request.write(pieces[i++]!)) return void request.once("drain", writeNext);
      }
      request.end();
    };
    writeNext();
  });
}

function status(pid: number): { rss: number; peak: number } {
  const text = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

const photo = await twentyMbPhoto();
const parts = multipartParts(photo);
const totalMb = parts.reduce((n, p) => n + p.length, 0) / MB;

const runs = Number(process.env.BENCH_RUNS ?? 5);

/** Start a baseline server (bench/bare-server.ts) in its own process, time `runs` uploads, stop it. */
async function timeBare(mode: string, port: number, bytesPerSecond = Infinity): Promise<number[]> {
  const child = spawn(process.execPath, ["bench/bare-server.ts", mode, String(port)], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (data: Buffer) => data.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`bare server (${mode}) exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}/`;
  await post(url, parts); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await post(url, parts, bytesPerSecond)).ms);
  await new Promise<void>((resolve) => {
    child.removeAllListeners("exit");
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
  return times;
}

// 1a. Baselines, each in its own process.
const basePort = Number(process.env.BENCH_PORT ?? 4311);
console.log("bare servers: uploading…");
const bareTimes = await timeBare("discard", basePort + 1);
const diskTimes = await timeBare("disk", basePort + 2);
const appHeapTimes = await timeBare("discard-with-app", basePort + 3);
const barePacedTimes = await timeBare("discard", basePort + 4, GIGABIT);

// 1b. The site.
const server = await startServer(basePort, { QUOTE_MIN_FILL_MS: "0", QUOTE_RATE_LIMIT: "1000", CONFIRMATION_EMAILS_PER_HOUR: "100000" });
const pid = server.child.pid!;
const siteUrl = `${server.url}/functions/v1/submit-quote`;
console.log("site: uploading…");
const warm = await post(siteUrl, parts); // warm-up (first request loads code paths)
if (warm.status !== 201) throw new Error(`The site answered ${warm.status} to the benchmark quote`);
await new Promise((resolve) => setTimeout(resolve, 3000));
const before = status(pid).rss;
const statuses: number[] = [];
/** Time `runs` quotes sent to the site. */
async function timeSite(bytesPerSecond = Infinity): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Let the email worker finish the previous quote's previews first: measure the upload, not both.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const result = await post(siteUrl, parts, bytesPerSecond);
    times.push(result.ms);
    statuses.push(result.status);
  }
  return times;
}
let peakDuring = before;
const sampler = setInterval(() => {
  peakDuring = Math.max(peakDuring, status(pid).rss);
}, 10);
const siteTimes = await timeSite();
clearInterval(sampler);
const peakHwm = status(pid).peak;
const sitePacedTimes = await timeSite(GIGABIT);

console.log("browser: shrinking ten phone photos…");
// 2. Browser bytes for ten typical phone photos, through the real form.
const phonePhotos: string[] = [];
for (let i = 0; i < 10; i++) {
  const file = path.join(work, `IMG_${1000 + i}.jpg`);
  const data = await sharp({
    create: { width: 4032, height: 3024, channels: 3, background: "#777", noise: { type: "gaussian", mean: 120, sigma: 60 } },
  })
    .blur(1.2)
    .jpeg({ quality: 92 })
    .toBuffer();
  writeFileSync(file, data);
  phonePhotos.push(file);
}
const originalBytes = phonePhotos.reduce((n, f) => n + readFileSync(f).length, 0);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const page = await browser.newPage();
// Count the multipart body the form hands to XMLHttpRequest (each part's bytes plus its headers).
await page.addInitScript(() => {
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
    if (body instanceof FormData) {
      let bytes = 0;
      for (const [key, value] of body.entries())
        bytes += (typeof value === "string" ? new Blob([value]).size : value.size) + key.length + 100;
      (window as unknown as { uploadBytes: number }).uploadBytes = bytes;
    }
    return send.call(this, body);
  };
});
await page.goto(`${server.url}/contact`);
const form = page.getByRole("region", { name: "Request a free quote" });
await form.getByRole("textbox", { name: /^Name/ }).fill("Phone Photos");
await form.getByRole("textbox", { name: /^Phone/ }).fill("07911 123456");
await form.getByRole("textbox", { name: /^Email/ }).fill("photos@example.org");
await form.getByRole("textbox", { name: /^Postcode/ }).fill("RH10 1AA");
await form.getByRole("textbox", { name: /^What needs clearing/ }).fill("Ten photos straight from a phone.");
await form.getByLabel(/^Photos/).setInputFiles(phonePhotos);
await form.getByRole("checkbox").check();
const sent = page.waitForRequest((r) => r.url().endsWith("/functions/v1/submit-quote"));
await form.getByRole("button", { name: "Send My Quote Request" }).click();
await sent;
await page.getByText("Message Sent!").first().waitFor({ timeout: 60_000 });
const browserBytes = await page.evaluate(() => (window as unknown as { uploadBytes: number }).uploadBytes);
await browser.close();
await server.stop();

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** A markdown table of median times: the site's first, then each baseline with the site's time over it. */
function table(title: string, site: [string, number[]], baselines: [string, number[], string?][]) {
  const siteMs = median(site[1]);
  console.log(`\n${title}, median of ${runs}`);
  console.log(`| server | time | site ÷ this |`);
  console.log(`|---|---|---|`);
  console.log(`| ${site[0]} | ${seconds(siteMs)} | |`);
  for (const [name, times, goal] of baselines) {
    console.log(`| ${name} | ${seconds(median(times))} | ${(siteMs / median(times)).toFixed(2)}×${goal ? ` (${goal})` : ""} |`);
  }
}
table(
  `Upload of one quote: 10 × 20 MB photos (${totalMb.toFixed(0)} MB body), loopback`,
  ["site: stream to disk, check each photo, store the quote", siteTimes],
  [
    ["bare Node server, discards the body", bareTimes, "goal ≤ 1.2×"],
    ["bare Node server, writes the body to a file and keeps it", diskTimes],
    ["bare Node server, discards the body, in a process running the site's code and services", appHeapTimes],
  ],
);
table(
  "The same quote over a 1 Gbit/s link (the client paces its sending)",
  ["site", sitePacedTimes],
  [["bare Node server, discards the body", barePacedTimes]],
);
console.log(`site statuses: ${statuses.join(", ")}`);
console.log(
  `site memory: RSS ${(before / MB).toFixed(0)} MB before, peak ${(peakDuring / MB).toFixed(0)} MB during: growth ${((peakDuring - before) / MB).toFixed(1)} MB (goal ≤ 64 MB; process peak since start ${(peakHwm / MB).toFixed(0)} MB)`,
);
console.log(
  `\nBrowser: 10 phone JPEGs of ${(originalBytes / MB).toFixed(1)} MB in all → request body ${(browserBytes / MB).toFixed(2)} MB after resizing in the browser (goal ≤ 8 MB)`,
);
