/**
 * Memory of the server process (a benchmark, not a test; needs `npm run build`): resident memory
 * once started and after ten page requests, with PGlite and with PostgreSQL (TEST_DATABASE_URL or
 * DATABASE_URL, a fresh database), and after one quote with ten photos.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import sharp from "sharp";
import { startServer } from "./start-server.ts";

const MB = 1024 * 1024;
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));
const pages = ["/", "/services", "/pricing", "/areas", "/areas/crawley", "/about", "/contact", "/terms", "/privacy", "/sitemap"];

async function tenPhotoQuote(url: string): Promise<number> {
  const photo = await sharp(randomBytes(2048 * 1536 * 3), { raw: { width: 2048, height: 1536, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: "Memory Bench",
    phone: "07911 123456",
    email: "memory@example.org",
    postcode: "RH10 1AA",
    description: "Ten photos for the memory benchmark.",
    consentGiven: "true",
  }))
    form.append(k, v);
  for (let i = 0; i < 10; i++) form.append("files", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), `p${i}.jpg`);
  return (await fetch(`${url}/functions/v1/submit-quote`, { method: "POST", body: form })).status;
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 4315), { QUOTE_MIN_FILL_MS: "0", ...env });
  try {
    await settle();
    const started = rssOf(server.child.pid!);
    for (const page of pages) await (await fetch(`${server.url}${page}`, { headers: { "accept-encoding": "br" } })).arrayBuffer();
    await settle();
    const idle = rssOf(server.child.pid!);
    const status = await tenPhotoQuote(server.url);
    await settle();
    const afterQuote = rssOf(server.child.pid!);
    console.log(
      `| ${label} | ${(started / MB).toFixed(0)} MB | ${(idle / MB).toFixed(0)} MB | ${(afterQuote / MB).toFixed(0)} MB (quote ${status}) |`,
    );
  } finally {
    await server.stop();
  }
}

console.log("| database | after start | idle: after 10 page requests | after one 10-photo quote |");
console.log("|---|---|---|---|");
await measure("PGlite (embedded)", {});
const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (base) {
  const name = `memory_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    await measure("PostgreSQL", { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log("| PostgreSQL | (set TEST_DATABASE_URL to measure) | | |");
}
