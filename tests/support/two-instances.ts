import { startRuntime, type Runtime } from "../../app/server/root/runtime.server";
import { freshPostgres, testEnv } from "../integration/harness";

/** Two instances of the server on one fresh PostgreSQL database, handed to `run`; stopped, and the database dropped, after it. */
export async function withTwoInstances(pgUrl: string, run: (first: Runtime, second: Runtime) => Promise<void>): Promise<void> {
  const database = await freshPostgres(pgUrl);
  const env = () => testEnv({ DATABASE_URL: database.url });
  const first = await startRuntime(env());
  const second = await startRuntime(env());
  try {
    await run(first, second);
  } finally {
    await first.stop();
    await second.stop();
    await database.drop();
  }
}
