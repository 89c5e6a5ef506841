/**
 * DATA_DIR holds every customer's request: nothing in it may be open to another user of the machine.
 * The built server, started as `npm run serve` starts it, on a new DATA_DIR and on one an older
 * version left open, takes a quote with a photo (database, photo, preview, both emails as files)
 * and a staff command through its socket; then no folder or file in DATA_DIR has a group or other bit.
 */
import { chmodSync, lstatSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../integration/harness";
import { emailFiles, sendQuoteWithPhoto, startServerProcess, type ServerProcess } from "./server-process";
import { staffCommand } from "./staff-support";

/** Every entry under `dir` (itself included) with a group or other permission bit, as "0644 relative/path"; links aside. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (file: string) => {
    const stats = lstatSync(file);
    if (stats.isSymbolicLink()) return;
    if (stats.mode & 0o077) found.push(`0${(stats.mode & 0o777).toString(8)} ${path.relative(dir, file) || "."}`);
    if (stats.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
  };
  visit(dir);
  return found;
}

/** Every entry under `dir` made open to everyone, as an older version (or a careless copy) could leave it. */
function openUp(dir: string): void {
  const stats = lstatSync(dir);
  if (stats.isSymbolicLink()) return;
  chmodSync(dir, stats.isDirectory() ? 0o777 : 0o666);
  if (stats.isDirectory()) for (const name of readdirSync(dir)) openUp(path.join(dir, name));
}

const modeOf = (file: string) => `0${(lstatSync(file).mode & 0o777).toString(8)}`;

/** The office's and the customer's emails for `reference`, once both are written. */
async function emailsWritten(dataDir: string, reference: string): Promise<string[]> {
  await expect.poll(() => emailFiles(dataDir, reference).length, { timeout: 20_000 }).toBe(2);
  return emailFiles(dataDir, reference);
}

describe("DATA_DIR is readable by the server's user alone", () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  /** A quote with a photo and a staff account added through the socket; returns the files they made. */
  async function useTheSite(dataDir: string, index: number): Promise<string[]> {
    server = await startServerProcess(await freePort(), {}, dataDir);
    const reference = await sendQuoteWithPhoto(server, `private-${index}`);
    const emails = await emailsWritten(dataDir, reference);
    const added = await staffCommand(dataDir, ["add", `private-${index}@example.com`, "--password-stdin"], "a long enough password 1\n");
    expect(added.stderr).toBe(`Database: the running server's embedded database in ${dataDir}.\n`);
    expect(added.code).toBe(0);
    const uploads = readdirSync(path.join(dataDir, "uploads")).map((id) => path.join(dataDir, "uploads", id));
    return [...emails, ...uploads.flatMap((folder) => readdirSync(folder).map((name) => path.join(folder, name)))];
  }

  it("on a new DATA_DIR: the database, photos, previews, emails, secret, lock, staging and socket are 0700 folders and 0600 files", async () => {
    const parent = mkdtempSync(path.join(tmpdir(), "private-"));
    chmodSync(parent, 0o755);
    const dataDir = path.join(parent, "data");
    const made = await useTheSite(dataDir, 1);

    expect(made.some((file) => file.endsWith("photo-1.jpg"))).toBe(true);
    expect(made.some((file) => file.endsWith("preview-1.jpg"))).toBe(true);
    for (const file of ["app-secret", "pglite.lock", "staff.sock", "pglite/global/pg_control", "pglite/PG_VERSION", "staging"]) {
      expect(lstatSync(path.join(dataDir, file)).isSymbolicLink()).toBe(false);
    }
    expect(readdirSync(path.join(dataDir, "pglite", "pg_wal")).length).toBeGreaterThan(0);
    expect(modeOf(dataDir)).toBe("0700");
    expect(openToOthers(dataDir)).toEqual([]);
    await server!.stop();
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it("on a DATA_DIR left open to everyone: start-up closes every folder and file, and what is made afterwards stays closed", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "private-"));
    await useTheSite(dataDir, 2);
    await server!.stop();
    openUp(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(1000);

    await useTheSite(dataDir, 3);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(server!.output()).toContain("DATA_DIR had folders or files open to other users");
  });

  it("refuses to start, naming the path, when DATA_DIR cannot be made private", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "private-")), "data");
    writeFileSync(file, "");
    await expect(startServerProcess(await freePort(), {}, file)).rejects.toThrow(`Refusing to start: DATA_DIR ${file} is not a folder`);
  });
});
