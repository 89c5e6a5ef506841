import { constants, PerformanceObserver } from "node:perf_hooks";
import { expect, it } from "vitest";
import { noteBodyBytes, YOUNG_GC_EVERY_BYTES } from "./young-gc.server";

it("runs a young-generation collection for every 16 MB of upload read", async () => {
  const minor: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if ((entry as unknown as { detail: { kind: number } }).detail.kind === constants.NODE_PERFORMANCE_GC_MINOR) minor.push(entry.duration);
    }
  });
  observer.observe({ entryTypes: ["gc"] });
  // Chunks as Node hands them over: fresh 64 KB buffers, dropped as soon as they are counted. They
  // hardly touch the young generation's own space, so V8 alone would not collect it for this.
  const chunk = 64 * 1024;
  for (let read = 0; read < 10 * YOUNG_GC_EVERY_BYTES; read += chunk) noteBodyBytes(Buffer.allocUnsafe(chunk).length);
  await new Promise((resolve) => setTimeout(resolve, 100)); // entries arrive after the collection
  observer.disconnect();
  expect(minor.length).toBeGreaterThanOrEqual(8);
});
