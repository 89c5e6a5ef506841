/**
 * `npm run backup:key -- <file>`: a new key pair for backups. The private key goes into <file>
 * (created, never overwritten, readable by this user alone): keep it off the server, where restores
 * are made. The public key is printed as the last line: set BACKUP_RECIPIENTS to it on the server.
 * Exit codes: 0 written; 1 the file exists or cannot be written; 64 wrong use.
 */
import { writeFile } from "node:fs/promises";
import "./app-modules.ts";

const { newKeyPair } = await import("../app/server/backup/archive.server.ts");

const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith("-")) {
  console.error("Usage: npm run backup:key -- <file>   (the private key is written there; the public key is printed)");
  process.exit(64);
}
const file = args[0]!;
const { identityFile, recipient } = await newKeyPair(new Date());
try {
  await writeFile(file, identityFile, { mode: 0o600, flag: "wx" });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === "EEXIST"
      ? `${file} already exists: a key is never overwritten (its backups would be lost). Choose a new file name.`
      : `Cannot write ${file}: ${(error as Error).message}`,
  );
  process.exit(1);
}
console.log(
  `Private key written to ${file} (readable by you alone). Keep it off the server, and keep a second copy somewhere safe: without it no backup can be restored.`,
);
console.log("Set BACKUP_RECIPIENTS on the server to this public key:");
console.log(recipient);
