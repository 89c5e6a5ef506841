/**
 * Load (loopback only, bounded): autocannon against a prerendered page, 100 connections for 20 s, on
 * the site's server, on nginx serving the same files, and on two instances of the site sharing the
 * load; then 20 concurrent quotes with 10 × 5 MB photos each. Needs `npm run build` and nginx (`apt-get install -y nginx-light`).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import sharp from "sharp";
import { startServer } from "./start-server.ts";

const MB = 1024 * 1024;
const page = process.env.PAGE ?? "/areas/crawley";
const duration = Number(process.env.DURATION ?? 20);
const connections = 100;

async function cannon(url: string) {
  const result = await autocannon({ url, connections, duration, headers: { "accept-encoding": "gzip" } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

// 1. The site's own server.
const site = await startServer(Number(process.env.BENCH_PORT ?? 4312), {
  LOG_LEVEL: "warn",
  QUOTE_MIN_FILL_MS: "0",
  QUOTE_RATE_LIMIT: "100000",
  UPLOADS_PER_ADDRESS: "100",
  CONFIRMATION_EMAILS_PER_HOUR: "100000",
});
await cannon(site.url + page); // warm-up run is not reported
const siteResult = await cannon(site.url + page);

// 2. nginx serving build/client with the same precompressed files.
const nginxDir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
const nginxPort = Number(process.env.NGINX_PORT ?? 4313);
writeFileSync(
  path.join(nginxDir, "nginx.conf"),
  `worker_processes 1;
daemon off;
error_log ${nginxDir}/error.log;
pid ${nginxDir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  gzip_static on;
  client_body_temp_path ${nginxDir}/body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${path.resolve("build/client")};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
);
const nginx = spawn("nginx", ["-c", path.join(nginxDir, "nginx.conf")], { stdio: "inherit" });
await new Promise((resolve) => setTimeout(resolve, 1000));
const nginxUrl = `http://127.0.0.1:${nginxPort}`;
await cannon(nginxUrl + page);
const nginxResult = await cannon(nginxUrl + page);
nginx.kill("SIGTERM");

// 3. The same load shared by two instances of the site (50 connections each), on the same machine.
const second = await startServer(Number(process.env.BENCH_PORT_2 ?? 4314), { LOG_LEVEL: "warn" });
const half = (url: string) => autocannon({ url, connections: connections / 2, duration, headers: { "accept-encoding": "gzip" } });
await Promise.all([half(site.url + page), half(second.url + page)]); // warm-up
const pair = await Promise.all([half(site.url + page), half(second.url + page)]);
await second.stop();
const twoResult = {
  rps: pair.reduce((sum, r) => sum + r.requests.average, 0),
  p50: Math.max(...pair.map((r) => r.latency.p50)),
  p99: Math.max(...pair.map((r) => r.latency.p99)),
  errors: pair.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
};

// 4. Twenty quotes at once, each with ten 5 MB photos.
const head = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#65a30d" } })
  .jpeg()
  .toBuffer();
const photo = Buffer.concat([head, randomBytes(5 * MB - head.length)]);
const boundary = "----loadbench";
const field = (name: string, value: string) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
function quoteParts(i: number): Buffer[] {
  const parts = [
    field("name", `Load ${i}`),
    field("phone", "07911 123456"),
    field("email", `load${i}@example.org`),
    field("postcode", "RH10 1AA"),
    field("description", "Load benchmark quote with ten photos."),
    field("consentGiven", "true"),
  ];
  for (let f = 0; f < 10; f++)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="p${f}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return parts;
}
function post(parts: Buffer[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${site.url}/functions/v1/submit-quote`,
      {
        method: "POST",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": parts.reduce((n, p) => n + p.length, 0) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    let i = 0;
    const writeNext = () => {
      while (i < parts.length) if (!request.write(parts[i++]!)) return void request.once("drain", writeNext);
      request.end();
    };
    writeNext();
  });
}
const rssOf = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${site.child.pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
const before = rssOf();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rssOf())), 20);
const started = performance.now();
const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => post(quoteParts(i))));
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
await site.stop();

const fmt = (r: { rps: number; p50: number; p99: number; errors: number }) =>
  `${Math.round(r.rps)} req/s | ${r.p50} ms | ${r.p99} ms | ${r.errors}`;
console.log(`\nLoad: ${page}, ${connections} connections, ${duration} s, gzip, loopback (2 cores, autocannon in the same machine)`);
console.log("| server | requests/s | p50 | p99 | errors |");
console.log("|---|---|---|---|---|");
console.log(`| site (Express, precompressed files) | ${fmt(siteResult)} |`);
console.log(`| nginx, same files | ${fmt(nginxResult)} |`);
console.log(`| two site instances, 50 connections each | ${fmt(twoResult)} |`);
console.log(
  `site / nginx throughput: ${(siteResult.rps / nginxResult.rps).toFixed(2)}; two instances / one: ${(twoResult.rps / siteResult.rps).toFixed(2)} (same 2 cores, shared with autocannon)`,
);
console.log(
  `\n20 concurrent quotes × 10 photos × 5 MB: statuses ${[...new Set(statuses)].join(",")} (${statuses.filter((s) => s === 201).length}/20 stored) in ${seconds.toFixed(1)} s; server RSS ${(before / MB).toFixed(0)} MB before, peak ${(peak / MB).toFixed(0)} MB`,
);
