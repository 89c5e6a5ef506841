import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { diskPhotoStore } from "./disk-store.server";

const quoteId = "3f2a6c1e-0000-4000-8000-00000000abcd";

describe("the disk photo store", () => {
  it("puts, gets, lists and deletes a quote's objects", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "store-"));
    const store = diskPhotoStore(root);
    await store.put(quoteId, "photo-1.jpg", Readable.from([Buffer.from("jpeg bytes")]), "image/jpeg");
    const staged = path.join(root, "staged");
    writeFileSync(staged, "preview bytes");
    await store.putFile(quoteId, "preview-1.jpg", staged, "image/jpeg");
    const photo = await store.get(quoteId, "photo-1.jpg");
    expect(photo && [await text(photo.body), photo.bytes, photo.contentType]).toEqual(["jpeg bytes", 10, "image/jpeg"]);
    expect(await store.get(quoteId, "photo-2.jpg")).toBeUndefined();
    const listed = [];
    for await (const entry of store.listQuotes()) listed.push(entry.quoteId);
    expect(listed).toEqual([quoteId]);
    await store.deleteQuote(quoteId);
    await store.deleteQuote(quoteId);
    expect(await store.get(quoteId, "preview-1.jpg")).toBeUndefined();
  });

  it("refuses names that are not ours before they reach a path", async () => {
    const store = diskPhotoStore(mkdtempSync(path.join(tmpdir(), "store-")));
    for (const [id, name] of [
      [quoteId, "../../etc/passwd"],
      ["../x", "photo-1.jpg"],
      [quoteId, "photo-1.jpg/../../x"],
      [quoteId, ".hidden.jpg"],
    ]) {
      await expect(store.get(id!, name!)).rejects.toThrow(/Not a photo key/);
    }
    await expect(store.deleteQuote("..")).rejects.toThrow(/Not a quote id/);
  });

  it("does not follow a symbolic link put in the place of a photo", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "store-"));
    const secret = path.join(root, "app-secret");
    writeFileSync(secret, "the key");
    mkdirSync(path.join(root, quoteId));
    symlinkSync(secret, path.join(root, quoteId, "photo-1.jpg"));
    expect(await diskPhotoStore(root).get(quoteId, "photo-1.jpg")).toBeUndefined();
  });
});
