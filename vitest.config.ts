import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { islandsEntry } from "./scripts/vite-islands.ts";

/**
 * React Router's plugin asks the server's resolver for the "module" condition, which picks a
 * package's ES build where its exports list that first (the AWS SDK's, whose imports have no file
 * extensions: Node cannot load it). The tests load packages as Node does, by their "node" build.
 */
function nodeConditions(): Plugin {
  const withoutModule = (conditions: string[] | undefined) => conditions?.filter((condition) => condition !== "module");
  return {
    name: "node-conditions",
    enforce: "post",
    configEnvironment(_name, config) {
      if (config.consumer === "client" || !config.resolve) return;
      config.resolve.conditions = withoutModule(config.resolve.conditions);
      config.resolve.externalConditions = withoutModule(config.resolve.externalConditions);
    },
  };
}

export default defineConfig({
  // React Router's plugin makes its server build for the tests that hand requests to the pages
  // (tests/support/staff-context.ts), as the production build does.
  plugins: [tailwindcss(), reactRouter(), islandsEntry(), nodeConditions()],
  define: {
    __SITE_URL__: JSON.stringify("https://www.example.com"),
    __REVIEWS_WIDGET_SRC__: JSON.stringify(""),
  },
  test: {
    include: ["app/**/*.test.ts", "http/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/support/**/*.test.ts"],
    setupFiles: ["tests/setup/temp-per-file.ts", "tests/setup/fail-on-console-error.ts"],
    globalSetup: ["tests/setup/database-templates.ts"],
    // An integration test starts a server on its own database and walks a job through several pages
    // (10-20 s alone); on a loaded 2-core machine that doubles. Opening an embedded database (and its
    // migrations) in a beforeEach is given the same time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Three files at a time on two cores: much of an integration test is waiting on PostgreSQL, a
    // spawned command or a socket (with two, the cores were busy little more than half the time);
    // with four, the password-hashing tests each took several times as long.
    maxWorkers: 3,
  },
});
