import type { NextFunction, Request, Response } from "express";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { refuseCrossSite } from "./same-site";

const check = refuseCrossSite("https://www.example.com", pino({ level: "silent" }));

function refusal(headers: Record<string, string>, method = "POST", path = "/booking/x") {
  let result: { status: number | "passed"; body?: unknown; type?: string } = { status: "passed" };
  const req = {
    method,
    headers,
    protocol: "https",
    path,
    get: () => "www.example.com",
    socket: {},
    ip: "203.0.113.1",
  } as unknown as Request;
  const res = {
    status(code: number) {
      result = { status: code };
      return this;
    },
    type(type: string) {
      result.type = type;
      return this;
    },
    json(body: unknown) {
      result = { ...result, type: "application/json", body };
      return this;
    },
    send(body: unknown) {
      result.body = body;
      return this;
    },
  } as unknown as Response;
  check(req, res, (() => {}) as NextFunction);
  return result;
}

const verdict = (headers: Record<string, string>, method = "POST") => refusal(headers, method).status;

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

  it("names what it refused: a staff form, a change to a booking, a quote request", () => {
    const cross = { "sec-fetch-site": "cross-site" };
    expect(refusal(cross, "POST", "/staff/quotes/Q-2611-AB12")).toEqual({
      status: 403,
      type: "text/plain; charset=utf-8",
      body: "Staff forms can only be sent from the staff pages of this website. Nothing was changed: open the page on this site and send it again.",
    });
    expect(refusal(cross, "POST", "/staff").body).toMatch(/^Staff forms/);
    expect(refusal(cross, "POST", "/booking/abc").body).toMatch(/^Changes to a booking can only be made on your booking page/);
    expect(refusal(cross, "POST", "/contact").body).toMatch(/^Quote requests can only be sent from our own website/);
    expect(refusal(cross, "POST", "/functions/v1/submit-quote")).toEqual({
      status: 403,
      type: "application/json",
      body: { error: expect.stringMatching(/^Quote requests can only be sent from our own website/) },
    });
  });
});
