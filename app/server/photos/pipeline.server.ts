import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import pLimit from "p-limit";
import type { Metadata, OutputInfo, default as Sharp } from "sharp";
import { refuse, RefusedError } from "../../kernel/refusal";

/**
 * The most memory one photo may take once decoded: width × height × channels × bytes per sample.
 * 256 MiB admits an 85-megapixel 8-bit colour photo (more than any phone takes by default) and
 * refuses a small file that would expand to gigabytes (a 16-bit RGBA image of 120 megapixels is
 * 960 MB), whatever its pixel count alone.
 */
const MAX_DECODED_BYTES = 256 * 1024 * 1024;
const PREVIEW_EDGE = 1600;
/** HEIC is decoded in a child process, which is killed past these. */
const HEIC_TIMEOUT_MS = 30_000;
const HEIC_MAX_RSS_BYTES = 1024 * 1024 * 1024;

/** sharp (libvips) and file-type load with the first photo, not at start: most of the server's time is pages. */
let imageLibraries: Promise<{ sharp: typeof Sharp; fileTypeFromFile: typeof import("file-type").fileTypeFromFile }> | undefined;
function loadImageLibraries() {
  imageLibraries ??= Promise.all([import("sharp"), import("file-type")]).then(([sharpModule, fileType]) => {
    const sharp = sharpModule.default;
    sharp.cache(false);
    sharp.concurrency(1);
    return { sharp, fileTypeFromFile: fileType.fileTypeFromFile };
  });
  return imageLibraries;
}

const detectable = { "image/jpeg": "jpg", "image/png": "png", "image/heic": "heic", "image/heif": "heif" } as const;
type DetectedType = keyof typeof detectable;

const bytesPerSample: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** A photo refused for what it is (thrown from the decoding pipeline); the message is the visitor's. */
const rejected = (message: string) => new RefusedError(refuse("unsupported", message));

/** What we keep of one photo: re-encoded without its metadata, the right way up, and a preview. */
export interface KeptPhoto {
  storedName: string;
  previewName: string;
  contentType: "image/jpeg" | "image/png";
  bytes: number;
  width: number;
  height: number;
}

/** Photos are decoded a few at a time, whatever the number of uploads: the server keeps answering pages. */
const decoding = pLimit(Math.max(1, Math.min(2, availableParallelism())));

/**
 * Check one staged upload by its content and make what we keep of it, in `dir`: the whole image is
 * decoded (a damaged or cut-short photo is refused, not stored), re-encoded without EXIF or GPS and
 * turned the right way up, and a JPEG preview of at most 1600 px is made. HEIC is kept as JPEG.
 * The original file is deleted: nothing is kept that was not re-encoded.
 */
export function preparePhoto(file: string, dir: string, position: number, displayName: string): Promise<KeptPhoto> {
  return decoding(async () => {
    const decodedHeic = `${file}.decoded.jpg`;
    try {
      return await makeKept(file, decodedHeic, dir, position, displayName);
    } finally {
      await rm(file, { force: true });
      await rm(decodedHeic, { force: true });
    }
  });
}

async function makeKept(file: string, decodedHeic: string, dir: string, position: number, displayName: string): Promise<KeptPhoto> {
  const { sharp, fileTypeFromFile } = await loadImageLibraries();
  const unreadable = () =>
    rejected(`"${displayName}" could not be read as a photo: it may be damaged or incomplete. Please send it again or choose another.`);
  const detected = await fileTypeFromFile(file).catch(() => undefined);
  const type = detected?.mime as DetectedType | undefined;
  if (!type || !(type in detectable)) throw rejected(`"${displayName}" is not a JPG, PNG or HEIC photo.`);

  let meta: Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  const decodedBytes = meta.width * meta.height * (meta.channels ?? 4) * (bytesPerSample[meta.depth ?? "uchar"] ?? 8);
  if (decodedBytes > MAX_DECODED_BYTES) {
    throw rejected(`"${displayName}" is too large an image (${meta.width} × ${meta.height}). Please send a smaller photo.`);
  }

  const isHeic = type === "image/heic" || type === "image/heif";
  if (isHeic) {
    try {
      await heicToJpeg(file, decodedHeic);
    } catch {
      throw unreadable();
    }
  }
  const input = isHeic ? decodedHeic : file;
  const keptType = type === "image/png" ? "image/png" : "image/jpeg";
  const storedName = `photo-${position}.${keptType === "image/png" ? "png" : "jpg"}`;
  const previewName = `preview-${position}.jpg`;
  const keptTmp = path.join(dir, `.${storedName}.tmp`);
  const previewTmp = path.join(dir, `.${previewName}.tmp`);
  let info: OutputInfo;
  try {
    // Decoding every pixel is the check: "error" refuses truncated and corrupt data, not mere warnings.
    const oriented = sharp(input, { limitInputPixels: Math.floor(MAX_DECODED_BYTES / 3), failOn: "error" }).rotate();
    info = keptType === "image/png" ? await oriented.png().toFile(keptTmp) : await oriented.jpeg({ quality: 90 }).toFile(keptTmp);
    await sharp(keptTmp)
      .resize(PREVIEW_EDGE, PREVIEW_EDGE, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toFile(previewTmp);
  } catch {
    await rm(keptTmp, { force: true });
    await rm(previewTmp, { force: true });
    throw unreadable();
  }
  await rename(previewTmp, path.join(dir, previewName));
  await rename(keptTmp, path.join(dir, storedName));
  return {
    storedName,
    previewName,
    contentType: keptType,
    bytes: (await stat(path.join(dir, storedName))).size,
    width: info.width,
    height: info.height,
  };
}

const require = createRequire(import.meta.url);
const heicConvertPath = require.resolve("heic-convert");
const heicChildCode = `
const { readFileSync, writeFileSync } = require("node:fs");
const convert = require(process.argv[1]);
convert({ buffer: readFileSync(process.argv[2]), format: "JPEG", quality: 0.92 }).then(
  (out) => { writeFileSync(process.argv[3], Buffer.from(out)); process.exit(0); },
  (error) => { process.stderr.write(String((error && error.message) || error).slice(0, 300)); process.exit(1); },
);
`;

function rssOf(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * Decode HEIC to a JPEG file in a child process: heic-convert blocks for seconds and its
 * WebAssembly memory is outside any V8 heap limit, so it runs where it can be measured and killed.
 * It is killed after HEIC_TIMEOUT_MS or once its memory passes HEIC_MAX_RSS_BYTES.
 */
function heicToJpeg(file: string, output: string, limits = { timeoutMs: HEIC_TIMEOUT_MS, maxRssBytes: HEIC_MAX_RSS_BYTES }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", heicChildCode, heicConvertPath, file, output], {
      stdio: ["ignore", "ignore", "pipe"],
      env: {},
    });
    let stderr = "";
    let killedFor: string | undefined;
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString("utf8")).slice(-300)));
    const kill = (reason: string) => {
      killedFor ??= reason;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => kill(`took longer than ${limits.timeoutMs} ms`), limits.timeoutMs);
    const watch = setInterval(() => {
      if (child.pid && rssOf(child.pid) > limits.maxRssBytes) kill(`used more than ${Math.round(limits.maxRssBytes / 1048576)} MB`);
    }, 100);
    child.on("error", (error) => {
      clearTimeout(timer);
      clearInterval(watch);
      reject(error);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      clearInterval(watch);
      if (code === 0 && !killedFor) resolve();
      else reject(new Error(`HEIC decode failed: ${killedFor ?? (stderr.trim() || `exit code ${code}`)}`));
    });
  });
}
