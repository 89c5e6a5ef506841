import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "./data-dir.server";

/** Where the generated secret is kept. */
export const appSecretFile = (dataDir: string) => path.join(dataDir, "app-secret");

/**
 * The key for what the server signs (the quote form's stamp): APP_SECRET when it is set, otherwise
 * a random secret generated once into DATA_DIR/app-secret (mode 0600) and reused at every start.
 * Several instances of the site must share one key, so they set APP_SECRET. Staff authenticator
 * secrets are encrypted with a key derived from it: a backup restores only with the same one.
 */
export function appSecret(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, "utf8");
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const file = appSecretFile(dataDir);
  try {
    // "wx": only the first process to get here writes it; any other reads what that one wrote.
    writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: PRIVATE_FILE_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it to have a new one made, or set APP_SECRET.`);
  return Buffer.from(secret, "utf8");
}
