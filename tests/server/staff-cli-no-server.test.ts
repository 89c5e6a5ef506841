/** `npm run staff` on PGlite with no server running: every command opens the database itself (tests/server/staff-cli-support.ts). */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { cloneOfRepository, everyCommand, serverWithOneQuote } from "./staff-cli-support";

it("PGlite, no server running: every command opens the database itself", async () => {
  const clone = cloneOfRepository();
  const settings = { DATA_DIR: mkdtempSync(path.join(tmpdir(), "staff-cli-")) };
  const started = await serverWithOneQuote(settings);
  await started.server.stop();
  expect(existsSync(path.join(settings.DATA_DIR, "staff.sock"))).toBe(false);
  await everyCommand(clone, settings, started.reference, new RegExp(`^Database: the embedded database in ${settings.DATA_DIR}\\.\n$`));
}, 300_000); // each command starts the embedded database and checks its migrations
