import { afterEach, vi } from "vitest";
import { log } from "../../app/server/log.server";

// Tests read what the code does, not its log lines (tests that want them set a level of their own).
log.level = "silent";

// A test that makes the code under test log an error fails, unless it expects that error.
let errors: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const logged = errors;
  errors = [];
  if (logged.length) throw new Error(`console.error was called:\n${logged.map((a) => a.map(String).join(" ")).join("\n")}`);
});
