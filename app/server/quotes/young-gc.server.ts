import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * Free upload chunks as the upload goes, with a young-generation collection every few megabytes.
 *
 * Node hands each chunk of a request body to JavaScript as a fresh Buffer: a tiny object on the V8
 * heap holding up to 64 KB outside it. Tiny objects fill the young generation slowly, so chunks that
 * are already written and dropped are not collected for a long time; instead, every 64 MB of such
 * memory V8 starts a full mark-compact of the whole heap ("external memory pressure"). On the site's
 * heap (the server build, the embedded database) those collections doubled the time just to read a
 * 200 MB upload (docs/benchmarks.md). A young-generation collection frees the same dead chunks in about
 * a millisecond and keeps V8 below that threshold.
 *
 * The collector is taken from a fresh `vm` context created after --expose-gc is set at run time
 * (a context gets `gc` when it is created with that flag on), so it does not depend on how the server
 * was started and puts no `gc` on the site's own global object (Jest's leak detector gets its
 * collector the same way). If that ever fails, uploads still work and V8 collects as before.
 */
type Collect = (options: { type: "minor" }) => void;

function collector(): Collect | undefined {
  try {
    setFlagsFromString("--expose-gc");
    const collect: unknown = runInNewContext("gc");
    return typeof collect === "function" ? (collect as Collect) : undefined;
  } catch {
    return undefined;
  } finally {
    // Contexts made later (by the site or its libraries) get no `gc`; the one taken here keeps working.
    setFlagsFromString("--no-expose-gc");
  }
}

const collect = collector();

/** Body bytes read, across all uploads, since the last young-generation collection. */
let sinceLast = 0;
export const YOUNG_GC_EVERY_BYTES = 16 * 1024 * 1024;

/** Count body bytes just read; collect the young generation when enough has gone by. */
export function noteBodyBytes(bytes: number): void {
  if (!collect) return;
  sinceLast += bytes;
  if (sinceLast < YOUNG_GC_EVERY_BYTES) return;
  sinceLast = 0;
  collect({ type: "minor" });
}
