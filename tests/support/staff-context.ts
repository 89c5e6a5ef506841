import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { afterEach } from "vitest";
import { bookings, staffUsers } from "../../app/server/db/schema.server";
import { startRuntime, type Runtime } from "../../app/server/root/runtime.server";
import { requestInfoContext, runtimeContext } from "../../app/server/runtime.server";
import { staffAuthFor } from "../../app/server/staff/auth/auth.server";
import type { StaffIdentity } from "../../app/server/staff/auth/session.server";
import { freshPostgres, testEnv } from "../integration/harness";
import { addStaff, pgUrl } from "../integration/inbox-support";

/*
 * Integration tests of the staff side: services on a fresh database for each test (stopped, and a
 * PostgreSQL database dropped, after it), a staff member with a session, and requests handed to the
 * staff routes as the server hands them over once the session is checked.
 */

/** Services started by `start` in a test, stopped after the test (or when it calls `stop`). */
export function freshServicesPerTest(postgres: boolean) {
  let services: Runtime | undefined;
  let drop: (() => Promise<void>) | undefined;
  const stop = async () => {
    await services?.stop();
    services = undefined;
    await drop?.();
    drop = undefined;
  };
  afterEach(stop);
  return {
    start: async (overrides: Record<string, string | undefined> = {}): Promise<Runtime> => {
      const database = postgres ? await freshPostgres(pgUrl!, { migrated: true }) : undefined;
      drop = database?.drop;
      services = await startRuntime(testEnv({ DATABASE_URL: database?.url, ...overrides }));
      return services;
    },
    /** The server stopped and started again on the same data. */
    restart: async (): Promise<Runtime> => {
      const env = services!.env;
      await services!.stop();
      services = await startRuntime(env);
      return services;
    },
    stop,
  };
}

export interface StaffContext {
  services: Runtime;
  staff: StaffIdentity;
}

/** As `freshServicesPerTest`, with a staff member signed in once the services start. */
export function staffContextPerTest(postgres: boolean, staffName?: string) {
  const fresh = freshServicesPerTest(postgres);
  return {
    ...fresh,
    start: async (overrides: Record<string, string | undefined> = {}): Promise<StaffContext> => {
      const services = await fresh.start(overrides);
      return { services, staff: await addStaff(services, staffName) };
    },
  };
}

export type StaffForm = FormData | URLSearchParams | Record<string, string | string[]>;

export interface StaffRequestOptions {
  /** The time the request states (X-Test-Now), for services on the test clock. */
  now?: Date;
  form?: StaffForm;
}

function body(form: StaffForm | undefined): FormData | URLSearchParams | undefined {
  if (!form || form instanceof FormData || form instanceof URLSearchParams) return form;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) for (const v of [value].flat()) params.append(key, v);
  return params;
}

/** React Router's server build, as the server bundle holds it (made by its Vite plugin in the tests too). */
let pages: Promise<(request: Request, context: RouterContextProvider) => Promise<Response>> | undefined;
function pageHandler() {
  pages ??= import("virtual:react-router/server-build").then((build) =>
    createRequestHandler(build as unknown as ServerBuild, "production"),
  );
  return pages;
}

/**
 * A session for the staff member, signed in with both factors, as its cookie: made by better-auth
 * as a sign-in makes one, its token signed as better-auth signs its cookie.
 */
async function sessionCookie(services: Runtime, userId: string): Promise<string> {
  const auth = staffAuthFor({ db: services.database.db, appSecret: services.secret, siteUrl: services.env.SITE_URL });
  const context = await auth.$context;
  await services.database.db.update(staffUsers).set({ twoFactorEnabled: true }).where(eq(staffUsers.id, userId));
  const session = await context.internalAdapter.createSession(userId);
  const signature = createHmac("sha256", context.secret).update(session.token).digest("base64");
  return `${context.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`;
}

const cookies = new WeakMap<Runtime, Map<string, Promise<string>>>();
/** The staff member's session cookie in these services, made once. */
function cookieFor(services: Runtime, userId: string): Promise<string> {
  let known = cookies.get(services);
  if (!known) cookies.set(services, (known = new Map()));
  let cookie = known.get(userId);
  if (!cookie) known.set(userId, (cookie = sessionCookie(services, userId)));
  return cookie;
}

/**
 * A request to a staff page or file, as the server hands it over: through React Router's server
 * build with the staff member's session cookie (its guard checks it), the runtime and an address in
 * the router's context.
 */
export async function staffRequest(
  { services, staff }: StaffContext,
  method: "GET" | "POST",
  target: string,
  options: StaffRequestOptions = {},
): Promise<Response> {
  const url = new URL(target, "http://localhost");
  const headers = new Headers(options.now ? { "x-test-now": options.now.toISOString() } : {});
  headers.set("cookie", await cookieFor(services, staff.id));
  const context = new RouterContextProvider();
  context.set(runtimeContext, services);
  context.set(requestInfoContext, { clientIp: "203.0.113.9" });
  return (await pageHandler())(new Request(url, { method, body: body(options.form), headers }), context);
}

/**
 * As `staffContextPerTest`, on the test clock (X-Test-Now), kept in one object for the suite: the
 * running test's services and staff member, its database, a booking by its request, and requests to
 * the staff routes at a stated time.
 */
export function staffSuitePerTest(postgres: boolean) {
  const context = staffContextPerTest(postgres);
  const suite = {
    services: undefined as unknown as Runtime,
    staff: undefined as unknown as StaffIdentity,
    start: async (overrides: Record<string, string> = {}) => {
      Object.assign(suite, await context.start({ TEST_CLOCK: "header", ...overrides }));
    },
    /** The server stopped and started again on the same data. */
    restart: async () => {
      suite.services = await context.restart();
    },
    db: () => suite.services.database.db,
    bookingOf: async (quoteId: string) => (await suite.db().select().from(bookings).where(eq(bookings.quoteId, quoteId)))[0]!,
    call: (method: "GET" | "POST", target: string, now: Date, form?: StaffForm) => staffRequest(suite, method, target, { now, form }),
    stop: context.stop,
  };
  return suite;
}
