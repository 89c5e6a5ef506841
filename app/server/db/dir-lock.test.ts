import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDirLock } from "./dir-lock.server";

const fresh = () => mkdtempSync(path.join(tmpdir(), "lock-"));

describe("the data directory lock", () => {
  it("lets exactly one of two takers starting together hold it, until it is released", async () => {
    const dir = fresh();
    const results = await Promise.allSettled([acquireDirLock(dir), acquireDirLock(dir)]);
    const held = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(held).toHaveLength(1);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toMatch(/in use by another process/);
    await (held[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof acquireDirLock>>>).value.release();
    await (await acquireDirLock(dir)).release();
  });

  it("is not fooled by an empty or stale lock file", async () => {
    const dir = fresh();
    writeFileSync(path.join(dir, "pglite.lock"), "");
    const lock = await acquireDirLock(dir);
    await expect(acquireDirLock(dir)).rejects.toThrow(/in use/);
    await lock.release();
    writeFileSync(path.join(dir, "pglite.lock"), "1");
    await (await acquireDirLock(dir)).release();
  });

  it("is freed by the kernel when the process holding it is killed with SIGKILL", async () => {
    const dir = fresh();
    // Another Node process takes the lock exactly as the server does, says so, and waits.
    const code = `import(${JSON.stringify(path.resolve("app/server/db/dir-lock.server.ts"))}).then((m) => m.acquireDirLock(${JSON.stringify(dir)})).then(() => { console.log("held"); setInterval(() => {}, 1000); });`;
    const holder = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise((resolve) => holder.stdout!.once("data", resolve));
    await expect(acquireDirLock(dir)).rejects.toThrow(/in use/);
    holder.kill("SIGKILL");
    await expect
      .poll(async () =>
        acquireDirLock(dir).then(
          async (lock) => (await lock.release(), "free"),
          () => "held",
        ),
      )
      .toBe("free");
  });
});
