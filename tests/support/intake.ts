import { afterEach, beforeEach } from "vitest";
import { intakeContext, type IntakeContext } from "../../app/server/quotes/intake.server";
import { startRuntime, type Runtime } from "../../app/server/root/runtime.server";
import { freshPostgres, testEnv } from "../integration/harness";
import { pgUrl } from "../integration/inbox-support";
import { startSmtp, type TestSmtpServer } from "./smtp";

/*
 * Integration tests of the quote intake: a test SMTP server for each test, the services started by
 * `start` on a fresh database of the backend (their emails sent to that server), and all of it stopped,
 * and a PostgreSQL database dropped, after the test.
 */
export function intakeSuitePerTest(postgres: boolean) {
  let dropDb: (() => Promise<void>) | undefined;
  const suite = {
    services: undefined as unknown as Runtime,
    smtp: undefined as unknown as TestSmtpServer,
    env: undefined as unknown as ReturnType<typeof testEnv>,
    /** The services on a fresh database, with settings of the test's own (and the data folder, if given). */
    start: async (overrides: Record<string, string> = {}, dataDir?: string) => {
      let databaseUrl: string | undefined;
      if (postgres) ({ url: databaseUrl, drop: dropDb } = await freshPostgres(pgUrl!, { migrated: true }));
      suite.env = testEnv({ DATABASE_URL: databaseUrl, SMTP_URL: suite.smtp.url, ...(dataDir ? { DATA_DIR: dataDir } : {}), ...overrides });
      suite.services = await startRuntime(suite.env);
    },
    /** What a quote sent to the API from one address is received with. */
    ctx: (overrides: Partial<IntakeContext> = {}): IntakeContext =>
      intakeContext(suite.services, { clientIp: "203.0.113.7", source: "api" }, { mailDomain: "example.com", ...overrides }),
  };
  beforeEach(async () => {
    suite.smtp = await startSmtp();
  });
  afterEach(async () => {
    await suite.services?.stop();
    await suite.smtp.close();
    await dropDb?.();
    dropDb = undefined;
  });
  return suite;
}
