/**
 * Every "staff" route in app/staff/routes.server.ts, without a full session, answers with the way
 * to the sign-in (pages) or 401 (files) and never runs its handler: no cookie, a forged cookie, and
 * the cookie of a session that has ended.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/db/client.server";
import { auditLog } from "../../app/server/db/schema.server";
import { staffRoutes } from "../../app/staff/routes.server";
import { startServerProcess, type ServerProcess } from "./server-process";
import { Jar, post, staffCommand } from "./staff-support";

const PASSWORD = "plum kettle on the stairs";
const sample = (routePath: string) => routePath.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === "reference" ? "CW-2026-0001" : "sample"));
const guarded = staffRoutes.filter((route) => route.access === "staff");

describe("every staff route is behind the sign-in", () => {
  let server: ServerProcess;
  let ended = "";
  beforeAll(async () => {
    server = await startServerProcess(4612);
    const added = await staffCommand(server.dataDir, ["add", "guard@example.com", "--password-stdin"], `${PASSWORD}\n`);
    expect(added.code, added.stderr).toBe(0);
    // A session that has ended: signed in (password), then signed out; its cookie is kept.
    const jar = new Jar();
    await post(server.url, "/staff/sign-in", { email: "guard@example.com", password: PASSWORD }, jar);
    ended = jar.header();
    expect(ended).toContain("staff.session_token=");
    await post(server.url, "/staff/sign-out", {}, jar.clone());
  });
  afterAll(async () => {
    await server?.stop();
    // No handler of a staff route ran: none of them wrote to the audit log.
    const database = await openDatabase({ dataDir: server.dataDir });
    const actions = (await database.db.select().from(auditLog)).map((row) => row.action);
    await database.close();
    expect(actions).not.toContain("signed out everywhere");
  });

  it("has staff routes to check", () => {
    expect(guarded.length).toBeGreaterThan(0);
  });

  const cookies = {
    "no cookie": () => undefined,
    "a forged cookie": () => "staff.session_token=forged-token.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D",
    "an ended session's cookie": () => ended,
  };

  for (const route of guarded) {
    for (const [label, cookie] of Object.entries(cookies)) {
      for (const method of ["GET", "POST"] as const) {
        it(`${method} ${route.path} (${route.method} route) with ${label}`, async () => {
          const value = cookie();
          const response = await fetch(server.url + sample(route.path), {
            method,
            redirect: "manual",
            headers: { ...(value ? { cookie: value } : {}), ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
            body: method === "POST" ? "confirm=1" : undefined,
          });
          if (method !== route.method && !staffRoutes.some((other) => other.method === method && other.path === route.path)) {
            expect(response.status).toBe(405);
            return;
          }
          if (route.kind === "file") {
            expect(response.status).toBe(401);
          } else {
            expect(response.status).toBe(303);
            expect(response.headers.get("location")).toMatch(/^\/staff\/sign-in(\?|$)/);
          }
          expect(response.headers.get("cache-control")).toBe("private, no-store");
        });
      }
    }
  }
});
