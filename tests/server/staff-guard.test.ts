/**
 * The staff side's guard, read from React Router's own route list (the built server's): every route
 * under /staff sits under the guard's layout (app/server/staff/routes/signed-in.tsx), but the
 * sign-in steps (under their own layout, each listed in app/staff-pages.ts) and the 404 of any other
 * path. Each guarded route, without a full session, answers with the way to the sign-in (pages) or
 * 401 (files) and runs nothing of its own: no cookie, a forged cookie, and the cookie of a session
 * that has ended.
 */
import path from "node:path";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/db/client.server";
import { auditLog } from "../../app/server/db/schema.server";
import { signedInPageAt, signInSteps } from "../../app/staff-pages";
import { rawRequest } from "./raw-http";
import { startServerProcess, type ServerProcess } from "./server-process";
import { freePort } from "../integration/harness";
import { Jar, post, staffCommand } from "./staff-support";

const PASSWORD = "plum kettle on the stairs";
const sample = (routePath: string) =>
  routePath.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === "reference" ? "CW-2026-0001" : "sample"));
/** React Router's routes as the built server holds them, each with its whole path and the layouts above it. */
const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
const GUARD = "server/staff/routes/signed-in";
const SIGN_IN_STEPS = "server/staff/routes/sign-in-steps";
const OTHER_PATHS = "server/staff/routes/not-found";
function ancestry(id: string): string[] {
  const chain: string[] = [];
  for (let route = build.routes[id]; route; route = route.parentId ? build.routes[route.parentId] : undefined) chain.unshift(route.id);
  return chain;
}
const wholePath = (id: string) =>
  ancestry(id)
    .map((each) => build.routes[each]!.path)
    .filter(Boolean)
    .join("/");
/** Every route that answers a path under /staff. */
const staffRoutes = Object.values(build.routes)
  .filter((route) => route !== undefined)
  .filter((route) => route.path !== undefined && /^staff(\/|$)/.test(wholePath(route.id)))
  .map((route) => ({ id: route.id, path: wholePath(route.id), layouts: ancestry(route.id) }));
const guarded = staffRoutes.filter((route) => route.layouts.includes(GUARD));

describe("every staff route is behind the sign-in", () => {
  let server: ServerProcess;
  let ended = "";
  beforeAll(async () => {
    server = await startServerProcess(await freePort());
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

  it("finds every route under /staff behind the guard's layout, but the sign-in steps and the 404 of other paths", () => {
    expect(guarded.length).toBeGreaterThan(20);
    const outside = staffRoutes.filter(
      (route) =>
        !route.layouts.includes(GUARD) &&
        !(route.layouts.includes(SIGN_IN_STEPS) && signInSteps.some((step) => step.path === route.path)) &&
        !(route.id === OTHER_PATHS && route.path === "staff/*"),
    );
    expect(outside.map((route) => `${route.path} (${route.id})`)).toEqual([]);
    // Each names the roles that may open it (decision 39): a route with none fails here.
    expect(guarded.filter((route) => !signedInPageAt(route.path)?.roles.length).map((route) => route.path)).toEqual([]);
    // The guard's layout puts the pages' headers on, then checks the sign-in and the role in its middleware, before any loader or action.
    expect(build.routes[GUARD]!.module.middleware?.length).toBe(2);
  });

  it("takes a larger body on the completion form alone (a drawn signature and photos), still behind the sign-in; other staff posts stay small", async () => {
    const body = (kb: number) => Buffer.from(`signaturePng=${"A".repeat(kb * 1024)}`);
    const send = async (path: string, kb: number) =>
      (
        await rawRequest(server.port, {
          path,
          headers: { "content-type": "application/x-www-form-urlencoded", connection: "close" },
          body: body(kb),
        })
      ).status;
    // Declared larger than ten photos of the intake's largest size: refused before a byte is read.
    const declared = async (path: string, bytes: number) =>
      (
        await rawRequest(server.port, {
          path,
          headers: { "content-type": "multipart/form-data; boundary=x", connection: "close" },
          contentLength: bytes,
        })
      ).status;
    const complete = "/staff/jobs/00000000-0000-4000-8000-000000000000/complete";
    // On a connection of its own: the guard answers before reading the body, and a pooled
    // connection left with an unread body would be reset under the next test's request.
    const signature = await rawRequest(server.port, {
      path: complete,
      headers: { "content-type": "application/x-www-form-urlencoded", connection: "close" },
      body: body(200),
    });
    expect(signature.status).toBe(303);
    expect(signature.head).toMatch(/\r\nlocation: \/staff\/sign-in(\?|\r\n)/i);
    expect(await send(complete, 600)).toBe(303);
    expect(await declared(complete, 10 * 20 * 1024 * 1024 + 2 * 1024 * 1024)).toBe(413);
    expect(await send("/staff/bulk", 200)).toBe(413);
    expect(await send(`${complete}/x`, 200)).toBe(413);
  });

  it("answers every refused form post, never a reset connection: 40 at once, signed out (303) or too large (413)", async () => {
    const complete = "/staff/jobs/00000000-0000-4000-8000-000000000000/complete";
    const post = (path: string, kb: number) =>
      rawRequest(server.port, {
        path,
        headers: { "content-type": "application/x-www-form-urlencoded", connection: "close" },
        body: Buffer.from(`signaturePng=${"A".repeat(kb * 1024)}`),
      });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? post(complete, 900) : post("/staff/bulk", 500))));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 40 }, (_, i) => (i % 2 ? 303 : 413)));
  });

  const cookies = {
    "no cookie": () => undefined,
    "a forged cookie": () => "staff.session_token=forged-token.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D",
    "an ended session's cookie": () => ended,
  };

  // The guard answers before the route's loader, action or middleware runs, whatever the method (a
  // route that takes only a form answers 405 once signed in).
  for (const route of guarded) {
    const kind = signedInPageAt(route.path)?.kind;
    for (const [label, cookie] of Object.entries(cookies)) {
      for (const method of ["GET", "POST"] as const) {
        it(`${method} /${route.path} (a ${kind ?? "route missing from app/staff-pages.ts"}) with ${label}`, async () => {
          expect(kind).toBeDefined();
          const value = cookie();
          const response = await fetch(`${server.url}/${sample(route.path)}`, {
            method,
            redirect: "manual",
            headers: {
              ...(value ? { cookie: value } : {}),
              ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}),
            },
            body: method === "POST" ? "confirm=1" : undefined,
          });
          if (kind === "file") {
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
