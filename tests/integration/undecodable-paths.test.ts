/**
 * A path with a percent-escape that does not decode (`%ff`, an overlong or cut-off UTF-8 sequence)
 * on any side of the site: the server's front (request log, security headers, canonical paths)
 * composed as server.ts composes it, in front of stand-ins on server.ts's route patterns (Express
 * decodes their parameters while matching them, before any handler runs). The answer is a short
 * 400 with the usual headers, never a 500, and the log has one warning without a stack.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalPaths } from "../../http/canonical-redirects";
import { unexpectedErrors } from "../../http/errors";
import { loggablePath, requestLog } from "../../http/request-log";
import { securityHeaders } from "../../http/security-headers";
import { eventually } from "../support/eventually";

const UNDECODABLE = [
  "/%ff",
  "/%FF",
  "/%E0%A4%A",
  "/%C0%AF",
  "/%ED%A0%80",
  "/areas/%ff",
  "/areas/%E0%A4%A",
  "/pricing/%ff",
  "/%ff.data",
  "/areas/%ff.data",
  "/booking/%ff",
  "/booking/%ff/calendar.ics",
  "/staff/%ff",
  "/staff/quotes/%ff",
  "/staff/jobs/%ff/complete",
];

describe("paths with an escape that does not decode", () => {
  const lines: Record<string, unknown>[] = [];
  let base = "";
  let server: ReturnType<express.Express["listen"]>;

  beforeAll(() => {
    const log = pino({ base: undefined, level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const app = express();
    app.use(requestLog(log));
    app.use(securityHeaders(undefined));
    app.use(canonicalPaths);
    app.all(["/staff", "/staff/{*splat}"], (_req, res) => void res.send("staff side"));
    app.all(["/booking", "/booking/{*splat}"], (_req, res) => void res.send("booking page"));
    app.all("/{*splat}", (_req, res) => void res.send("a page"));
    app.use(unexpectedErrors(log));
    server = app.listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(UNDECODABLE.flatMap((path) => [["GET", path] as const, ["POST", path] as const]))(
    "%s %s: 400, a short page with the usual headers, one warning without a stack",
    async (method, path) => {
      lines.length = 0;
      const answer = await fetch(`${base}${path}`, { method });
      const body = await answer.text();
      expect(answer.status).toBe(400);
      expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(body).toMatch(/^Bad request/);
      expect(body).not.toMatch(/URIError|Error:|\n\s+at /);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
      expect(answer.headers.get("content-security-policy")).toMatch(/default-src 'self'/);

      await eventually(() => expect(lines).toHaveLength(1));
      const [line] = lines;
      // As every logged path: a booking link's secret is replaced (/booking/[link]).
      const logged = loggablePath(path);
      expect(line).toMatchObject({ level: 40, req: { method, path: logged }, res: { statusCode: 400 } });
      expect(line!.msg).toBe(`bad request: undecodable escape in ${logged}`);
      expect(line).not.toHaveProperty("err");
      expect(JSON.stringify(line)).not.toMatch(/stack|URIError|\\n\s+at /);
    },
  );

  it("still passes paths whose escapes decode", async () => {
    for (const [path, side] of [
      ["/caf%C3%A9", "a page"],
      ["/areas/crawley", "a page"],
      ["/booking/abc%20def", "booking page"],
      ["/staff/quotes/Q-2611-ABCD", "staff side"],
    ] as const) {
      const answer = await fetch(`${base}${path}`);
      expect([answer.status, await answer.text()], path).toEqual([200, side]);
    }
  });
});
