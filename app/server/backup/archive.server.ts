/**
 * A backup is one file: a tar archive (tar-stream) of the database dump, the app's key, every stored
 * file the database names and, last, manifest.json; encrypted as it is written to the recipients'
 * public keys in the age format (age-encryption), so only the holder of a private key can read it,
 * and any change to a byte of it fails the decryption (docs/decisions/0027-encrypted-backups.md).
 * Everything streams: no file is held in memory whole.
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from "age-encryption";
import tar from "tar-stream";
import { refuse, RefusedError } from "../../kernel/refusal";

/** The first bytes of every age file. */
export const AGE_HEADER = "age-encryption.org/v1\n";

/** An age X25519 private key. */
const IDENTITY = /^AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}$/;

const refused = (message: string) => new RefusedError(refuse("conflict", message));

/** A new key pair: the private key as an age identity file (what age-keygen writes), and its public key. */
export async function newKeyPair(now: Date): Promise<{ identityFile: string; recipient: string }> {
  const identity = await generateX25519Identity();
  const recipient = await identityToRecipient(identity);
  return {
    identityFile: [
      `# created: ${now.toISOString().replace(/\.\d{3}Z$/, "Z")} by npm run backup:key, for this site's backups`,
      `# public key: ${recipient}`,
      identity,
      "",
    ].join("\n"),
    recipient,
  };
}

/** The private keys in an identity file (comments and blank lines skipped); a refusal naming the file otherwise. */
export function readIdentities(text: string, file: string): string[] {
  const keys = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  if (!keys.length || keys.some((key) => !IDENTITY.test(key)))
    throw refused(`${file} is not a backup key file (one AGE-SECRET-KEY-1… line, as npm run backup:key writes). Nothing was restored.`);
  return keys;
}

const toWeb = (stream: Readable) => Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
const fromWeb = (stream: ReadableStream<Uint8Array>) => Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>);

/** `plain`, encrypted to every recipient, as it streams. */
export async function encrypt(recipients: string[], plain: Readable): Promise<Readable> {
  const encrypter = new Encrypter();
  for (const recipient of recipients) encrypter.addRecipient(recipient);
  return fromWeb(await encrypter.encrypt(toWeb(plain)));
}

/**
 * `cipher` decrypted with the identities as it streams; the stream fails if a byte was changed or
 * the file was cut short. A refusal when no identity opens it.
 */
export async function decrypt(identities: string[], cipher: Readable, name: string): Promise<Readable> {
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  try {
    return fromWeb(await decrypter.decrypt(toWeb(cipher)));
  } catch (error) {
    const message = (error as Error).message;
    if (/no identity matched/i.test(message))
      throw refused(`The key given with --identity cannot open ${name}: it was encrypted to another key. Nothing was restored.`);
    throw refused(`${name} is damaged or was altered (its encryption does not verify: ${message}). Nothing was restored.`);
  }
}

export interface EntryDigest {
  bytes: number;
  sha256: string;
}

/** Writes a tar archive entry by entry; `stream` is the archive as it is made. */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  readonly stream: Readable = Readable.from(this.pack);
  private readonly mtime: Date;
  constructor(mtime: Date) {
    this.mtime = mtime;
  }

  /** Adds one file of `size` bytes from `body`, hashing it as it goes. */
  async add(name: string, size: number, body: Readable | Buffer): Promise<EntryDigest> {
    const hash = createHash("sha256");
    let bytes = 0;
    const entry = this.pack.entry({ name, size, mode: 0o600, mtime: this.mtime, type: "file" });
    const finished = new Promise<void>((resolve, reject) => {
      entry.once("error", reject);
      entry.once("finish", () => resolve());
      entry.once("close", () => resolve());
    });
    // Awaited below; marked handled so a refusal thrown first is the only error reported.
    finished.catch(() => {});
    const chunks = Buffer.isBuffer(body) ? [body] : body;
    for await (const chunk of chunks) {
      const buffer = chunk as Buffer;
      hash.update(buffer);
      bytes += buffer.length;
      if (bytes > size) break;
      if (!entry.write(buffer)) await Promise.race([once(entry, "drain"), finished]);
    }
    if (bytes !== size) {
      const error = new Error(`${name} changed while it was copied (${bytes} bytes, not ${size})`);
      entry.destroy(error);
      throw error;
    }
    entry.end(() => {});
    await finished;
    return { bytes, sha256: hash.digest("hex") };
  }

  finish(): void {
    this.pack.finalize();
  }

  abort(error: Error): void {
    this.pack.destroy(error);
  }
}

/** One file of an archive being read: its header already checked by the caller. */
export interface ArchiveEntry {
  name: string;
  type: string;
  size: number;
  body: Readable;
}

/** The entries of a tar archive, in order. Each entry's body must be read (or resumed) before the next. */
export async function* readArchive(source: Readable): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  source.once("error", (error) => extract.destroy(error));
  source.pipe(extract);
  for await (const entry of extract) {
    yield { name: entry.header.name, type: entry.header.type ?? "file", size: entry.header.size ?? 0, body: entry as unknown as Readable };
  }
}
