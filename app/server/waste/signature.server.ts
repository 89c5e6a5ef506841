import { refuse, RefusedError } from "../../kernel/refusal";

/** The largest drawn signature accepted. */
const MAX_SIGNATURE_BYTES = 256 * 1024;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A drawn signature made plain for the record: a PNG within the size limit that the image library
 * reads, scaled to fit 600 × 200, flattened on white and made greyscale (it prints in black and white).
 */
export async function normaliseSignature(png: Buffer): Promise<Buffer> {
  if (png.length > MAX_SIGNATURE_BYTES)
    throw new RefusedError(refuse("invalid", `The drawn signature is larger than ${MAX_SIGNATURE_BYTES / 1024} KB.`));
  if (png.length < PNG_MAGIC.length || !png.subarray(0, 8).equals(PNG_MAGIC))
    throw new RefusedError(refuse("invalid", "The drawn signature is not a PNG image."));
  const { default: sharp } = await import("sharp");
  try {
    return await sharp(png, { limitInputPixels: 4_000_000, failOn: "error" })
      .resize(600, 200, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new RefusedError(refuse("invalid", "The drawn signature is not an image that can be read."));
  }
}
