import type { NextFunction, Request, Response } from "express";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { refuseCrossSite } from "./same-site";

const check = refuseCrossSite("https://www.example.com", pino({ level: "silent" }));

function verdict(headers: Record<string, string>, method = "POST"): "passed" | number {
  let result: "passed" | number = "passed";
  const req = {
    method,
    headers,
    protocol: "https",
    path: "/booking/x",
    get: () => "www.example.com",
    socket: {},
    ip: "203.0.113.1",
  } as unknown as Request;
  const res = {
    status(code: number) {
      result = code;
      return this;
    },
    json() {
      return this;
    },
  } as unknown as Response;
  check(req, res, (() => {}) as NextFunction);
  return result;
}

describe("the same-site rule", () => {
  it("refuses posts another site's page makes", () => {
    const cases: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site", origin: "null" },
    ];
    for (const headers of cases) {
      expect(verdict(headers), JSON.stringify(headers)).toBe(403);
    }
  });

  it("lets through our own pages' posts, including a no-referrer page's (Origin: null, Sec-Fetch-Site: same-origin), and clients that send neither", () => {
    expect(verdict({ "sec-fetch-site": "same-origin", origin: "https://www.example.com" })).toBe("passed");
    expect(verdict({ "sec-fetch-site": "same-origin", origin: "null" })).toBe("passed");
    expect(verdict({})).toBe("passed");
    expect(verdict({ origin: "https://evil.example" }, "GET")).toBe("passed");
  });
});
