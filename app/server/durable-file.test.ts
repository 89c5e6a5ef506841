import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * A power cut cannot be staged here; what can be watched is whether the calls that make a write
 * survive one are made, in their order. The disk photo store runs in a Node process of its own under
 * strace (installed by scripts/ensure-test-tools.sh), and the trace must show, for each photo: the
 * file flushed, then renamed to its name, then the folder holding the name flushed; and the quote's
 * new folder flushed into the folder above it.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const QUOTE = "7a0c5f0e-1b2c-4d3e-8f90-a1b2c3d4e5f6";

function traced(root: string, staged: string) {
  const script = path.join(path.dirname(root), "put.ts");
  writeFileSync(
    script,
    `import ${JSON.stringify(path.join(repo, "scripts", "app-modules.ts"))};
const { Readable } = await import("node:stream");
const { diskPhotoStore } = await import(${JSON.stringify(path.join(repo, "app", "server", "photos", "disk-store.server.ts"))});
const store = diskPhotoStore(process.argv[2]);
await store.putFile(${JSON.stringify(QUOTE)}, "photo-1.jpg", process.argv[3], "image/jpeg");
await store.put(${JSON.stringify(QUOTE)}, "wtn-2026-000001.pdf", Readable.from([Buffer.from("%PDF-1.7")]), "application/pdf");
`,
  );
  const out = path.join(path.dirname(root), "trace.txt");
  const run = spawnSync(
    "strace",
    [
      "-f",
      "-y",
      "-qq",
      "-e",
      "trace=fsync,fdatasync,rename,renameat,renameat2,mkdir,mkdirat",
      "-o",
      out,
      process.execPath,
      script,
      root,
      staged,
    ],
    { encoding: "utf8" },
  );
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  // One call per line: the calls here are awaited one after another, so none is split across threads.
  return readFileSync(out, "utf8")
    .split("\n")
    .filter((line) => / = 0$/.test(line));
}

describe("the disk photo store's writes survive a power cut once put returns", () => {
  it("flushes each file, then its name and the quote's new folder, before returning", () => {
    const base = mkdtempSync(path.join(tmpdir(), "durable-"));
    const root = path.join(base, "uploads");
    const staging = path.join(base, "staging");
    mkdirSync(root);
    mkdirSync(staging);
    const staged = path.join(staging, "photo-1.jpg");
    writeFileSync(staged, "jpeg bytes");
    const folder = path.join(root, QUOTE);
    const lines = traced(root, staged);
    const at = (what: string, test: (line: string) => boolean) => {
      const index = lines.findIndex(test);
      expect(index, `${what} in the trace:\n${lines.join("\n")}`).toBeGreaterThanOrEqual(0);
      return index;
    };
    const flushOf = (file: string) => (line: string) => /\bf(data)?sync\(/.test(line) && line.includes(`<${file}>`);
    const renameTo = (file: string) => (line: string) => /\brename(at2?)?\(/.test(line) && line.includes(`"${file}"`);

    const made = at("the quote's folder made", (line) => /\bmkdir(at)?\(/.test(line) && line.includes(`"${folder}"`));
    expect(
      lines.findIndex((line, index) => index > made && flushOf(root)(line)),
      "the uploads folder flushed after the quote's folder was made in it",
    ).toBeGreaterThan(made);

    const photoFlushed = at("the staged photo flushed", flushOf(staged));
    const photoRenamed = at("the photo renamed into the quote's folder", renameTo(path.join(folder, "photo-1.jpg")));
    const folderFlushed = lines.findIndex((line, index) => index > photoRenamed && flushOf(folder)(line));
    expect(photoFlushed).toBeLessThan(photoRenamed);
    expect(folderFlushed, "the quote's folder flushed after the photo's rename").toBeGreaterThan(photoRenamed);

    const pdfRenamed = at("the note renamed to its name", renameTo(path.join(folder, "wtn-2026-000001.pdf")));
    const pdfTemp = /rename(?:at2?)?\(.*?"([^"]*\.wtn-2026-000001\.pdf\.[^"]*\.tmp)"/.exec(lines[pdfRenamed]!)?.[1];
    expect(pdfTemp, "the note is written under a temporary name first").toBeDefined();
    expect(at("the note's temporary file flushed", flushOf(pdfTemp!))).toBeLessThan(pdfRenamed);
    expect(
      lines.findIndex((line, index) => index > pdfRenamed && flushOf(folder)(line)),
      "the folder flushed after the note's rename",
    ).toBeGreaterThan(pdfRenamed);
  });
});
