import * as fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirUnsafe, makeDataDirPrivate, type DataDirFs } from "./data-dir.server";

const modeOf = (file: string) => fs.lstatSync(file).mode & 0o7777;
const scratch = () => fs.mkdtempSync(path.join(tmpdir(), "data-dir-"));

/** A file in a private folder of its own under the data folder, itself open to other users (0644). */
function openFileIn(dataDir: string, name: string, content: string): string {
  const file = path.join(dataDir, name);
  fs.mkdirSync(path.dirname(file), { mode: 0o700 });
  fs.writeFileSync(file, content, { mode: 0o644 });
  fs.chmodSync(file, 0o644);
  return file;
}

/** node:fs, with the mode change of one file answered by `fchmod` instead. */
function fsWith(file: string, fchmod: (fd: number, mode: number) => void): DataDirFs {
  const opened = new Set<number>();
  return {
    ...fs,
    openSync: ((...args: Parameters<typeof fs.openSync>) => {
      const fd = fs.openSync(...args);
      if (args[0] === file) opened.add(fd);
      return fd;
    }) as typeof fs.openSync,
    fchmodSync: (fd, mode) => (opened.has(fd) ? fchmod(fd, Number(mode)) : fs.fchmodSync(fd, mode)),
  };
}

describe("DATA_DIR readable by the server's user alone", () => {
  it("makes a missing DATA_DIR 0700, parents included", () => {
    const dataDir = path.join(scratch(), "a", "data");
    expect(makeDataDirPrivate(dataDir)).toEqual({ changed: 0 });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.dirname(dataDir))).toBe(0o700);
  });

  it("takes group and other permissions from everything in a DATA_DIR an older version made", () => {
    const dataDir = scratch();
    fs.chmodSync(dataDir, 0o755);
    fs.mkdirSync(path.join(dataDir, "pglite", "base", "5"), { recursive: true });
    fs.chmodSync(path.join(dataDir, "pglite"), 0o777);
    fs.chmodSync(path.join(dataDir, "pglite", "base"), 0o755);
    fs.writeFileSync(path.join(dataDir, "pglite", "base", "5", "1259"), "catalogue");
    fs.chmodSync(path.join(dataDir, "pglite", "base", "5", "1259"), 0o666);
    fs.writeFileSync(path.join(dataDir, "app-secret"), "x".repeat(48), { mode: 0o644 });
    fs.writeFileSync(path.join(dataDir, "tool"), "#!/bin/sh\n");
    fs.chmodSync(path.join(dataDir, "tool"), 0o755);
    fs.writeFileSync(path.join(dataDir, "kept"), "already private", { mode: 0o600 });
    // A link out of DATA_DIR is not followed: what it points to is not DATA_DIR's.
    const outside = path.join(scratch(), "elsewhere");
    fs.writeFileSync(outside, "not ours");
    fs.chmodSync(outside, 0o644);
    fs.symlinkSync(outside, path.join(dataDir, "link"));

    expect(makeDataDirPrivate(dataDir)).toEqual({ changed: 7 });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, "pglite"))).toBe(0o700);
    expect(modeOf(path.join(dataDir, "pglite", "base"))).toBe(0o700);
    expect(modeOf(path.join(dataDir, "pglite", "base", "5"))).toBe(0o700);
    expect(modeOf(path.join(dataDir, "pglite", "base", "5", "1259"))).toBe(0o600);
    expect(modeOf(path.join(dataDir, "app-secret"))).toBe(0o600);
    expect(modeOf(path.join(dataDir, "tool"))).toBe(0o700);
    expect(modeOf(path.join(dataDir, "kept"))).toBe(0o600);
    expect(modeOf(outside)).toBe(0o644);
    expect(makeDataDirPrivate(dataDir)).toEqual({ changed: 0 });
  });

  it("follows DATA_DIR itself when it is a link to the real folder", () => {
    const real = scratch();
    fs.chmodSync(real, 0o755);
    const link = path.join(scratch(), "data");
    fs.symlinkSync(real, link);
    makeDataDirPrivate(link);
    expect(modeOf(real)).toBe(0o700);
  });

  it("passes over what another instance sharing DATA_DIR removes while it looks", () => {
    const dataDir = scratch();
    const request = path.join(dataDir, "staging", "instance", "request");
    fs.mkdirSync(request, { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(request, "upload-1"), "", { mode: 0o644 });
    // Removed just after it was looked at: its mode is not changed, nor its contents read.
    const removing: DataDirFs = {
      ...fs,
      lstatSync: ((file: string) => {
        const stats = fs.lstatSync(file);
        if (file === request) fs.rmSync(request, { recursive: true });
        return stats;
      }) as typeof fs.lstatSync,
    };
    expect(() => makeDataDirPrivate(dataDir, removing)).not.toThrow();
    expect(modeOf(path.join(dataDir, "staging", "instance"))).toBe(0o700);
  });

  it("refuses a DATA_DIR that is a file, naming it", () => {
    const file = path.join(scratch(), "data");
    fs.writeFileSync(file, "");
    expect(() => makeDataDirPrivate(file)).toThrow(DataDirUnsafe);
    expect(() => makeDataDirPrivate(file)).toThrow(`DATA_DIR ${file} is not a folder`);
  });

  it("refuses a DATA_DIR under a file, naming it", () => {
    const file = path.join(scratch(), "data");
    fs.writeFileSync(file, "");
    expect(() => makeDataDirPrivate(path.join(file, "inside"))).toThrow(
      `DATA_DIR ${path.join(file, "inside")} could not be made (ENOTDIR)`,
    );
  });

  it("refuses, naming the file, when a mode cannot be changed (a file of another user, seen by a server not running as root)", () => {
    const dataDir = scratch();
    const photo = openFileIn(dataDir, "uploads/photo-1.jpg", "jpeg");
    const notOwner = fsWith(photo, () => {
      throw Object.assign(new Error("EPERM: operation not permitted"), { code: "EPERM" });
    });
    expect(() => makeDataDirPrivate(dataDir, notOwner)).toThrow(
      `${photo} is open to other users (mode 0644) and its mode could not be changed to 0600 (EPERM)`,
    );
  });

  it("refuses, naming it, a DATA_DIR or an entry in it owned by another user, even with its mode right (that user could read it or open it again)", () => {
    const dataDir = scratch();
    const wal = path.join(dataDir, "pglite", "pg_wal", "000000010000000000000001");
    fs.mkdirSync(path.dirname(wal), { recursive: true, mode: 0o700 });
    fs.writeFileSync(wal, "wal", { mode: 0o600 });
    const server = fs.lstatSync(dataDir).uid;
    const ownedBy = (file: string, uid: number): DataDirFs => {
      const as = (stats: fs.Stats) => Object.assign(Object.create(Object.getPrototypeOf(stats) as object) as fs.Stats, stats, { uid });
      return {
        ...fs,
        statSync: ((name: string) => (name === file ? as(fs.statSync(name)) : fs.statSync(name))) as typeof fs.statSync,
        lstatSync: ((name: string) => (name === file ? as(fs.lstatSync(name)) : fs.lstatSync(name))) as typeof fs.lstatSync,
      };
    };
    expect(() => makeDataDirPrivate(dataDir, ownedBy(wal, server + 1), server)).toThrow(
      `${wal} is owned by user ${server + 1}, not by the user the server runs as (${server})`,
    );
    expect(() => makeDataDirPrivate(dataDir, ownedBy(dataDir, server + 1), server)).toThrow(
      `${dataDir} is owned by user ${server + 1}, not by the user the server runs as (${server})`,
    );
    // The same folder, all of it the server's own: accepted.
    expect(makeDataDirPrivate(dataDir, fs, server).changed).toBe(0);
  });

  it("refuses, naming the file, when the file system does not keep the change", () => {
    const dataDir = scratch();
    const eml = openFileIn(dataDir, "outbox/message.eml", "From: x");
    const ignoresModes = fsWith(eml, () => {});
    expect(() => makeDataDirPrivate(dataDir, ignoresModes)).toThrow(
      `${eml} stays open to other users (mode 0644) after changing it to 0600`,
    );
  });

  it("does not follow an entry swapped for a link after it was looked at", () => {
    const dataDir = scratch();
    const victim = path.join(scratch(), "victim");
    fs.writeFileSync(victim, "");
    fs.chmodSync(victim, 0o644);
    const entry = path.join(dataDir, "outbox");
    fs.mkdirSync(entry, { mode: 0o755 });
    fs.chmodSync(entry, 0o755);
    const swapping: DataDirFs = {
      ...fs,
      lstatSync: ((file: string) => {
        const stats = fs.lstatSync(file);
        if (file === entry) {
          fs.rmdirSync(entry);
          fs.symlinkSync(victim, entry);
        }
        return stats;
      }) as typeof fs.lstatSync,
    };
    expect(() => makeDataDirPrivate(dataDir, swapping)).toThrow(
      `${entry} is open to other users (mode 0755) and its mode could not be changed to 0700 (ELOOP)`,
    );
    expect(modeOf(victim)).toBe(0o644);
  });
});
