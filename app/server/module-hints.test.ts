import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferModuleHints } from "./module-hints.server";

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="abc=="/>' +
  '<link rel="modulepreload" href="/assets/site-B.js"/><title>Contact – £49</title></head><body><p>Café</p>' +
  '<link rel="modulepreload" href="/assets/later.js"/><script type="module" src="/assets/entry.client-A.js"></script></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(deferModuleHints()));
}

describe("deferModuleHints", () => {
  it("drops the head's module hints and leaves the body alone, however the document is cut into chunks", async () => {
    const bytes = Buffer.from(page, "utf8");
    const expected = page
      .replace('<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="abc=="/>', "")
      .replace('<link rel="modulepreload" href="/assets/site-B.js"/>', "");
    for (const size of [1, 2, 3, 7, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await through(chunks)).toBe(expected);
    }
    expect(expected).toContain('href="/assets/later.js"');
    expect(expected).not.toContain("site-B.js");
  });

  it("passes a document without a head end through unchanged", async () => {
    const body = '<p>no head here <link rel="x"/></p>';
    expect(await through([Buffer.from(body)])).toBe(body);
  });
});
