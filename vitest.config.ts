import { defineConfig } from "vitest/config";

export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify("https://www.example.com"),
    __REVIEWS_WIDGET_SRC__: JSON.stringify(""),
  },
  test: {
    include: ["app/**/*.test.ts", "http/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/support/**/*.test.ts"],
    setupFiles: ["tests/setup/temp-per-file.ts", "tests/setup/fail-on-console-error.ts"],
    testTimeout: 30_000,
    pool: "forks",
  },
});
