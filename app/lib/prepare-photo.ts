/**
 * Longest side of a photo after shrinking in the browser: 2048 px (within the 2,560 px ceiling) is
 * plenty to price a clearance and keeps ten phone photos under 8 MB on a slow connection.
 */
const MAX_UPLOAD_EDGE = 2048;
const JPEG_QUALITY = 0.82;

/**
 * Shrink a JPEG or PNG to at most MAX_UPLOAD_EDGE px on its longest side and re-encode it as JPEG, so a
 * 4–12 MB phone photo travels as well under 2 MB on a slow connection. HEIC (which most browsers
 * cannot decode) and anything that fails to decode are sent as they are.
 */
export async function prepareForUpload(file: File): Promise<File> {
  if (!/^image\/(jpeg|png)$/.test(file.type) || typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, MAX_UPLOAD_EDGE / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    // JPEG has no transparency: PNG cut-outs go on white rather than black.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
    if (!blob) return file;
    const name = file.name.replace(/\.[^.]*$/, "") + ".jpg";
    return new File([blob], name, { type: "image/jpeg", lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
