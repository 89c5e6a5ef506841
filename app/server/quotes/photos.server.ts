import { rename, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { fileTypeFromFile } from "file-type";
import sharp from "sharp";

/** Photos larger than this many pixels are refused unread (a decompression bomb is tiny on disk, huge in memory). */
export const MAX_PHOTO_PIXELS = 120_000_000;
export const PREVIEW_EDGE = 1600;

sharp.cache(false);
sharp.concurrency(1);

const extensions = { "image/jpeg": "jpg", "image/png": "png", "image/heic": "heic", "image/heif": "heif" } as const;
export type PhotoType = keyof typeof extensions;

export interface CheckedPhoto {
  type: PhotoType;
  extension: string;
  width: number | null;
  height: number | null;
}

export class PhotoRejected extends Error {}

/** Check a staged file by its content: JPEG, PNG or HEIC/HEIF, and not too many pixels. */
export async function checkPhoto(file: string, displayName: string): Promise<CheckedPhoto> {
  const detected = await fileTypeFromFile(file).catch(() => undefined);
  const type = detected?.mime as PhotoType | undefined;
  if (!type || !(type in extensions)) {
    throw new PhotoRejected(`"${displayName}" is not a JPG, PNG or HEIC photo.`);
  }
  let width: number | null = null;
  let height: number | null = null;
  try {
    const meta = await sharp(file, { limitInputPixels: false }).metadata();
    width = meta.width ?? null;
    height = meta.height ?? null;
  } catch {
    if (type !== "image/heic" && type !== "image/heif") throw new PhotoRejected(`"${displayName}" could not be read as a photo.`);
  }
  if (width && height && width * height > MAX_PHOTO_PIXELS) {
    throw new PhotoRejected(`"${displayName}" has too many pixels (${width} × ${height}). Please send a smaller photo.`);
  }
  return { type, extension: extensions[type], width, height };
}

const require = createRequire(import.meta.url);
const heicConvertPath = require.resolve("heic-convert");
const heicWorkerCode = `
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const convert = require(workerData.modulePath);
convert({ buffer: readFileSync(workerData.file), format: "JPEG", quality: 0.92 })
  .then((out) => parentPort.postMessage(Buffer.from(out)))
  .catch((error) => parentPort.postMessage({ error: String(error && error.message || error) }));
`;

/** Decode HEIC to JPEG in a worker thread: heic-convert blocks for seconds, and the server must keep answering. */
export function heicToJpeg(file: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(heicWorkerCode, { eval: true, workerData: { file, modulePath: heicConvertPath }, resourceLimits: { maxOldGenerationSizeMb: 1024 } });
    worker.once("message", (message: Uint8Array | { error: string }) => {
      void worker.terminate();
      if (message instanceof Uint8Array) resolve(Buffer.from(message));
      else reject(new Error(`HEIC decode failed: ${message.error}`));
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`HEIC decoder exited with code ${code}`));
    });
  });
}

export interface ProcessedPhoto {
  storedName: string;
  contentType: string;
  bytes: number;
  previewName: string;
  width: number | null;
  height: number | null;
  /** The original, when it was replaced by a file of another name (HEIC → JPEG); delete it after saving. */
  replacedFile: string | null;
}

/**
 * Make what we keep of one photo: the photo itself with its metadata (EXIF, GPS) removed and the
 * right way up, and a JPEG preview of at most 1600 px. HEIC is kept as a full-size JPEG. Each file
 * is written under a temporary name and renamed, so a crash never leaves half a file.
 */
export async function processPhoto(dir: string, storedName: string, contentType: string, position: number): Promise<ProcessedPhoto> {
  const source = path.join(dir, storedName);
  const isHeic = contentType === "image/heic" || contentType === "image/heif";
  const input = isHeic ? await heicToJpeg(source) : source;
  const keptName = isHeic || contentType === "image/jpeg" ? `photo-${position}.jpg` : `photo-${position}.png`;
  const keptType = keptName.endsWith(".png") ? "image/png" : "image/jpeg";
  const previewName = `preview-${position}.jpg`;

  const oriented = () => sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
  const keptTmp = path.join(dir, `.${keptName}.tmp`);
  const info = keptType === "image/png" ? await oriented().png().toFile(keptTmp) : await oriented().jpeg({ quality: 90 }).toFile(keptTmp);
  const previewTmp = path.join(dir, `.${previewName}.tmp`);
  await sharp(keptTmp).resize(PREVIEW_EDGE, PREVIEW_EDGE, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: 80 }).toFile(previewTmp);
  await rename(previewTmp, path.join(dir, previewName));
  await rename(keptTmp, path.join(dir, keptName));
  const bytes = (await stat(path.join(dir, keptName))).size;
  return {
    storedName: keptName,
    contentType: keptType,
    bytes,
    previewName,
    width: info.width,
    height: info.height,
    replacedFile: keptName === storedName ? null : source,
  };
}

/** After the database points at the kept file, the original (a HEIC) can go. */
export async function removeReplaced(file: string | null): Promise<void> {
  if (file) await rm(file, { force: true });
}
