/**
 * What time it is, for the services that decide by it (which slots are offered, whether a booking
 * can still be changed). The server's own clock, except in browser tests: with TEST_CLOCK=header a
 * request may state the time in an X-Test-Now header, so a test can stand the day before a job
 * without waiting. The server refuses to start with TEST_CLOCK set on a site that is not on this
 * machine (app/server/startup-checks.server.ts).
 */
export interface Clock {
  now(request?: Request): Date;
}

const systemClock: Clock = { now: () => new Date() };

const TEST_NOW_HEADER = "x-test-now";

export function createClock(mode: "off" | "header"): Clock {
  if (mode === "off") return systemClock;
  return {
    now(request) {
      const stated = request?.headers.get(TEST_NOW_HEADER);
      const at = stated && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(stated) ? new Date(stated) : undefined;
      return at && !Number.isNaN(at.getTime()) ? at : new Date();
    },
  };
}
