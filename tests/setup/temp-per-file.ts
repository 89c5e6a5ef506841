import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/*
 * Each test file writes its temporary folders (embedded databases of about 40 MB each, photos, PDFs,
 * the servers' data folders) under one folder of its own, removed when the file's tests are done:
 * a whole run then needs room for one file's data at a time, not every file's. os.tmpdir() reads
 * TMPDIR on each call, and the servers and commands the tests start inherit it. Registered before
 * the file's own hooks, this one runs after them (after hooks run in reverse order).
 */
const folder = mkdtempSync(path.join(tmpdir(), "test-file-"));
process.env.TMPDIR = folder;
afterAll(() => rmSync(folder, { recursive: true, force: true }));
