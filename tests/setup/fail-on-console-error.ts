import { afterEach, vi } from "vitest";

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
