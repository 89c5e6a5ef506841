/** `npm run staff` on PGlite with the server running: every command goes through the server's socket (tests/server/staff-cli-support.ts). */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../integration/harness";
import { startServerProcess, type ServerProcess } from "./server-process";
import { cloneOfRepository, everyCommand, npmRunStaff, PASSWORD, serverWithOneQuote } from "./staff-cli-support";

describe("npm run staff, as an operator runs it, with the server running", () => {
  let clone: string;
  let server: ServerProcess | undefined;
  beforeAll(() => {
    clone = cloneOfRepository();
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it("PGlite, server running: every command goes through the server's socket", async () => {
    const settings = { DATA_DIR: mkdtempSync(path.join(tmpdir(), "staff-cli-")) };
    const started = await serverWithOneQuote(settings);
    server = started.server;
    await everyCommand(
      clone,
      settings,
      started.reference,
      new RegExp(`^Database: the running server's embedded database in ${settings.DATA_DIR}\\.\n$`),
    );
  });

  it("reads the server's settings from .env, and refuses to make a second database while a server answers on PORT", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "staff-cli-"));
    server = await startServerProcess(await freePort(), {}, dataDir);
    // DATA_DIR unset: ./data in the clone has no database, and the site on PORT keeps its records elsewhere.
    const refused = await npmRunStaff(
      clone,
      { PORT: String(server.port) },
      ["add", "newcomer@example.com", "--password-stdin"],
      `${PASSWORD}\n`,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Nothing was changed: there is no database in .*\/data yet, but a server answers on port \d+/);
    expect(refused.stderr).toMatch(/the same DATA_DIR .* or put them in \.env/);
    expect(refused.stdout).toBe("");
    expect(existsSync(path.join(clone, "data", "pglite"))).toBe(false);

    // The same settings in .env: the command reaches the running server; no line about a missing .env anywhere.
    writeFileSync(path.join(clone, ".env"), `DATA_DIR=${dataDir}\nPORT=${server.port}\n`);
    try {
      const added = await npmRunStaff(clone, {}, ["add", "newcomer@example.com", "--password-stdin"], `${PASSWORD}\n`);
      expect(added.code, added.stderr).toBe(0);
      expect(added.stdout).toMatch(/^Added newcomer@example\.com\./);
      expect(added.stderr).toBe(`Database: the running server's embedded database in ${dataDir}.\n`);
    } finally {
      rmSync(path.join(clone, ".env"));
    }
    const withoutEnvFile = await npmRunStaff(clone, { DATA_DIR: dataDir }, ["list"]);
    expect(withoutEnvFile.stdout).toMatch(/^newcomer@example\.com\t/m);
    expect(withoutEnvFile.stderr).not.toMatch(/not found/);
  });
});
