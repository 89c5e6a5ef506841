/**
 * The server at idle carries neither the PDF library (pdfkit, for the waste transfer notes) nor the
 * image library (sharp, for photos): the pages and files that use them load them on first use. Every
 * module the built server resolves is written to a file by a resolve hook, from its start on.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendQuoteWithPhoto, startServerProcess, type ServerProcess } from "./server-process";
import { freePort } from "../integration/harness";

const folder = mkdtempSync(path.join(tmpdir(), "idle-modules-"));
const moduleLog = path.join(folder, "modules.txt");
const hook = `
import { appendFileSync } from "node:fs";
import { registerHooks } from "node:module";
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    appendFileSync(${JSON.stringify(moduleLog)}, resolved.url + "\\n");
    return resolved;
  },
});`;

const loaded = () => readFileSync(moduleLog, "utf8").split("\n");
const ofPackage = (name: string) => loaded().filter((url) => url.includes(`/node_modules/${name}/`));

describe("what the server loads at start", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess(await freePort(), { NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(hook)}` });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("loads neither pdfkit nor sharp at start, only when something first needs one", async () => {
    // The staff pages that make notes' PDFs and take photos, asked for (the sign-in turns them away).
    for (const target of ["/staff/notes", "/staff/notes/WTN-2026-000001.pdf", "/staff/disposals", "/staff/register"])
      expect((await fetch(server.url + target, { redirect: "manual" })).status).toBeGreaterThanOrEqual(300);
    expect(ofPackage("react-router").length).toBeGreaterThan(0);
    expect(ofPackage("pdfkit")).toEqual([]);
    expect(ofPackage("sharp")).toEqual([]);
    // The hook sees a library loaded on first use: a quote's photo brings in sharp.
    await sendQuoteWithPhoto(server, "idle");
    expect(ofPackage("sharp").length).toBeGreaterThan(0);
    expect(ofPackage("pdfkit")).toEqual([]);
  });
});
