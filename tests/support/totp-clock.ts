import { onTestFinished, vi } from "vitest";
import { TOTP_PERIOD_SECONDS } from "../../app/server/staff/auth/totp.server";

/**
 * Sets this test's clock (Date: the sign-in, the setup and better-auth all read it) to just after the
 * start of the next authenticator step, running on from there with the real time, until the test ends.
 * The code of the step before then stays in the one-step window for the next 29 seconds, and the
 * codes of this step and the next are free: no test waits on the real clock to leave a step's edge.
 */
export function clockAtStepStart(): void {
  const stepMs = TOTP_PERIOD_SECONDS * 1000;
  const start = (Math.floor(Date.now() / stepMs) + 1) * stepMs + 500;
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(start);
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
