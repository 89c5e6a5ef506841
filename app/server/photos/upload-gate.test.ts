import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UploadGate, type UploadTicket } from "./upload-gate.server";

const dir = mkdtempSync(path.join(tmpdir(), "gate-"));
const MB = 1024 * 1024;
const gate = (limits: Partial<ConstructorParameters<typeof UploadGate>[0]> = {}) =>
  new UploadGate({ perAddress: 2, total: 3, stagingMaxBytes: 100 * MB, diskFreeMinBytes: 0, ...limits }, dir);
const ticket = (value: UploadTicket | string) => {
  if (typeof value === "string") throw new Error(`refused: ${value}`);
  return value;
};

describe("UploadGate", () => {
  it("lets two uploads at once from one address, and three in all", async () => {
    const g = gate();
    const three = await Promise.all([g.enter("1.2.3.4", 0), g.enter("1.2.3.4", 0), g.enter("1.2.3.4", 0)]);
    expect(three.filter((t) => t === "address-busy")).toHaveLength(1);
    const [a] = three.filter((t) => typeof t === "object");
    const d = ticket(await g.enter("5.6.7.8", 0));
    expect(await g.enter("9.9.9.9", 0)).toBe("server-busy");
    ticket(a!).release();
    ticket(a!).release(); // twice is harmless
    expect(typeof (await g.enter("1.2.3.4", 0))).toBe("object");
    d.release();
    expect(g.uploadsInProgress).toBe(2);
  });

  it("refuses an upload that would overfill staging, and stops one that grows past it", async () => {
    const g = gate({ stagingMaxBytes: 10 * MB });
    expect(await g.enter("1.1.1.1", 11 * MB)).toBe("staging-full");
    const t = ticket(await g.enter("1.1.1.1", 0));
    expect(t.addStagedBytes(6 * MB)).toBe(true);
    const u = ticket(await g.enter("2.2.2.2", 0));
    expect(u.addStagedBytes(5 * MB)).toBe(false);
    u.release();
    t.release();
    expect(ticket(await g.enter("3.3.3.3", 10 * MB)).addStagedBytes(10 * MB)).toBe(true);
  });

  it("refuses while the disk has less free space than the floor", async () => {
    expect(await gate({ diskFreeMinBytes: Number.MAX_SAFE_INTEGER }).enter("1.1.1.1", 0)).toBe("disk-low");
  });
});
