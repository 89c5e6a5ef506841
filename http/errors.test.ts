import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { unexpectedErrors } from "./errors";

describe("unexpected errors", () => {
  it("answer API paths with JSON and status 500, log through pino, and never show the error", async () => {
    const lines: string[] = [];
    const log = pino({ base: undefined }, { write: (line: string) => void lines.push(line) });
    const app = express();
    app.post("/functions/v1/submit-quote", () => {
      throw new Error("secret detail: jane@example.org");
    });
    app.get("/page", () => {
      throw new TypeError("boom");
    });
    app.use(unexpectedErrors(log));
    const server = app.listen(0);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const api = await fetch(`${base}/functions/v1/submit-quote`, { method: "POST" });
      expect(api.status).toBe(500);
      expect(api.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await api.json()) as { error: string };
      expect(body.error).toMatch(/went wrong/);
      expect(JSON.stringify(body)).not.toContain("secret detail");
      const page = await fetch(`${base}/page`);
      expect(page.status).toBe(500);
      expect(await page.text()).not.toMatch(/TypeError|boom|<pre>/);
      expect(lines.length).toBe(2);
      expect(JSON.parse(lines[0]!)).toMatchObject({ level: 50, msg: "unexpected error", path: "/functions/v1/submit-quote" });
    } finally {
      server.close();
    }
  });
});
