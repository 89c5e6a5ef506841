import { defineConfig } from "vitest/config";

/** Tests that start the built server as a real process (`npm run build` first). */
export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify("https://www.example.com"),
    __REVIEWS_WIDGET_SRC__: JSON.stringify(""),
  },
  test: {
    include: ["tests/server/**/*.test.ts"],
    setupFiles: ["tests/setup/temp-per-file.ts", "tests/setup/fail-on-console-error.ts"],
    // A migrated database made once per run: a server started on a new data folder opens a copy of
    // it (about 3 s to start) instead of making and migrating its own (about 9 s).
    globalSetup: ["tests/setup/database-templates.ts"],
    testTimeout: 120_000,
    // A hook that starts the built server and runs `npm run staff` against it: slow on a busy machine.
    hookTimeout: 120_000,
    pool: "forks",
    // Two files at a time, each server on its own port and data. database-down.test.ts stops and
    // starts PostgreSQL itself, so `npm run test:server` runs it alone, after the others.
    maxWorkers: 2,
  },
});
