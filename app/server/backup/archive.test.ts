import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { RefusedError } from "../../kernel/refusal";
import { AGE_HEADER, ArchiveWriter, decrypt, encrypt, newKeyPair, readArchive, readIdentities } from "./archive.server";
import { parseRecipients } from "./recipients";

async function archiveOf(files: [string, Buffer][]): Promise<Buffer> {
  const writer = new ArchiveWriter(new Date("2026-11-27T03:00:00Z"));
  const out = buffer(writer.stream);
  for (const [name, body] of files) await writer.add(name, body.length, Readable.from([body]));
  writer.finish();
  return out;
}

async function entriesOf(source: Readable): Promise<[string, string][]> {
  const found: [string, string][] = [];
  for await (const entry of readArchive(source)) found.push([entry.name, (await buffer(entry.body)).toString()]);
  return found;
}

describe("the backup archive", () => {
  it("round-trips files through a tar archive encrypted to a new key, and a second recipient opens it too", async () => {
    const one = await newKeyPair(new Date("2026-11-27T03:00:00Z"));
    const two = await newKeyPair(new Date("2026-11-27T03:00:00Z"));
    expect(one.identityFile).toMatch(
      /^# created: 2026-11-27T03:00:00Z .*\n# public key: age1[a-z0-9]{58}\nAGE-SECRET-KEY-1[A-Z0-9]{58}\n$/,
    );
    const big = Buffer.alloc(300_000, 7);
    const plain = await archiveOf([
      ["database.dump", Buffer.from("rows")],
      ["files/a/photo-1.jpg", big],
    ]);
    const cipher = await buffer(await encrypt(parseRecipients(`${one.recipient}, ${two.recipient}`), Readable.from([plain])));
    expect(cipher.subarray(0, AGE_HEADER.length).toString()).toBe(AGE_HEADER);
    expect(cipher.includes(Buffer.from("rows"))).toBe(false);
    for (const key of [one, two]) {
      const opened = await decrypt(readIdentities(key.identityFile, "key.txt"), Readable.from([cipher]), "b.tar.age");
      expect(await entriesOf(opened)).toEqual([
        ["database.dump", "rows"],
        ["files/a/photo-1.jpg", big.toString()],
      ]);
    }
  });

  it("refuses another key, a changed byte and a file cut short", async () => {
    const key = await newKeyPair(new Date());
    const other = await newKeyPair(new Date());
    const plain = await archiveOf([["database.dump", Buffer.alloc(200_000, 1)]]);
    const cipher = await buffer(await encrypt([key.recipient], Readable.from([plain])));
    await expect(decrypt(readIdentities(other.identityFile, "other.txt"), Readable.from([cipher]), "b.tar.age")).rejects.toThrow(
      /cannot open b\.tar\.age: it was encrypted to another key/,
    );
    const changed = Buffer.from(cipher);
    changed[changed.length - 100_000]! ^= 1;
    await expect(
      entriesOf(await decrypt(readIdentities(key.identityFile, "key.txt"), Readable.from([changed]), "b.tar.age")),
    ).rejects.toThrow();
    await expect(
      entriesOf(
        await decrypt(readIdentities(key.identityFile, "key.txt"), Readable.from([cipher.subarray(0, cipher.length - 70_000)]), "b"),
      ),
    ).rejects.toThrow();
  });

  it("reads only key files and public keys it knows", () => {
    expect(() => readIdentities("# nothing here\n", "k.txt")).toThrow(RefusedError);
    expect(() => readIdentities("AGE-SECRET-KEY-1NOTAKEY\n", "k.txt")).toThrow(/k\.txt is not a backup key file/);
    expect(() => parseRecipients("age1abc")).toThrow(/is not an age public key/);
    expect(parseRecipients(" , ")).toEqual([]);
  });

  it("refuses to write an entry whose source has more or fewer bytes than announced", async () => {
    const writer = new ArchiveWriter(new Date());
    void buffer(writer.stream).catch(() => {});
    await expect(writer.add("files/a/photo-1.jpg", 10, Readable.from([Buffer.alloc(12)]))).rejects.toThrow(/changed while it was copied/);
  });
});
