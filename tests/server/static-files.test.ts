import { readdirSync } from "node:fs";
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "./server-process";
import { freePort } from "../integration/harness";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request exactly as given (fetch would add and undo its own compression). */
function get(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("prerendered pages and built files, served from memory", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess(await freePort());
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("sends the brotli, gzip or plain copy the browser takes, each with its own ETag and the right length", async () => {
    const page = `${server.url}/areas/crawley`;
    const br = await get(page, { "accept-encoding": "gzip, deflate, br" });
    const gz = await get(page, { "accept-encoding": "gzip" });
    const plain = await get(page);
    expect([br.status, gz.status, plain.status]).toEqual([200, 200, 200]);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const html = plain.body.toString("utf8");
    expect(html).toMatch(/<h1[^>]*>[^<]*Crawley/);
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(html);
    expect(gunzipSync(gz.body).toString("utf8")).toBe(html);
    for (const answer of [br, gz, plain]) {
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(answer.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      expect(answer.headers["last-modified"]).toMatch(/GMT$/);
    }
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it("answers 304 with no body when the browser's copy is current, and 200 when it is not", async () => {
    const page = `${server.url}/areas/crawley`;
    const first = await get(page, { "accept-encoding": "br" });
    const etag = first.headers.etag!;
    const sameTag = await get(page, { "accept-encoding": "br", "if-none-match": etag });
    expect(sameTag.status).toBe(304);
    expect(sameTag.body.length).toBe(0);
    expect(sameTag.headers.etag).toBe(etag);
    expect((await get(page, { "accept-encoding": "br", "if-none-match": `"other", W/${etag}` })).status).toBe(304);
    expect((await get(page, { "accept-encoding": "br", "if-none-match": '"other"' })).status).toBe(200);
    // The gzip copy is a different representation: the brotli tag does not match it.
    expect((await get(page, { "accept-encoding": "gzip", "if-none-match": etag })).status).toBe(200);

    const lastModified = first.headers["last-modified"]!;
    expect((await get(page, { "accept-encoding": "br", "if-modified-since": lastModified })).status).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get(page, { "accept-encoding": "br", "if-modified-since": earlier })).status).toBe(200);
    // If-None-Match wins over If-Modified-Since.
    expect((await get(page, { "accept-encoding": "br", "if-none-match": '"other"', "if-modified-since": lastModified })).status).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const head = await get(`${server.url}/`, { "accept-encoding": "br" }, "HEAD");
    const full = await get(`${server.url}/`, { "accept-encoding": "br" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(full.body.length));
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it("caches hashed assets for a year and other files for a day", async () => {
    const script = readdirSync("build/client/assets").find((name) => name.endsWith(".js"))!;
    const asset = await get(`${server.url}/assets/${script}`, { "accept-encoding": "br" });
    expect(asset.status).toBe(200);
    expect(asset.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const robots = await get(`${server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers["cache-control"]).toBe("public, max-age=86400");
    expect(robots.body.toString("utf8")).toMatch(/Sitemap: /);
  });

  it("marks the pages answered for each query (postcode check, price estimate) as private, to be asked for again", async () => {
    for (const page of [
      "/areas/check?postcode=RH10+1AA",
      "/areas/check.data?postcode=RH10",
      "/areas/check",
      "/pricing/estimate?load=half&fridge=1&stairs=yes",
      "/pricing/estimate.data?load=quarter",
      "/pricing/estimate?load=oops",
    ]) {
      const answer = await get(`${server.url}${page}`, { "accept-encoding": "gzip" });
      expect({ page, status: answer.status < 500, cacheControl: answer.headers["cache-control"] }).toEqual({
        page,
        status: true,
        cacheControl: "private, no-cache",
      });
    }
  });

  it("leaves what is not a built file to the app: unknown paths get the 404 page", async () => {
    const missing = await get(`${server.url}/no-such-page`, { "accept-encoding": "gzip" });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/^text\/html/);
    expect(missing.headers["content-security-policy"]).toMatch(/nonce-/);
  });
});
