import type { Env } from "../env.server";
import { diskPhotoStore, uploadsRoot } from "./disk-store.server";
import type { PhotoStore } from "./store.server";

/** The photo store PHOTO_STORE names; the S3 client is only loaded when it is used. */
export async function createPhotoStore(env: Env): Promise<PhotoStore> {
  if (env.PHOTO_STORE === "disk") return diskPhotoStore(uploadsRoot(env.dataDir));
  const { parseS3Url, s3PhotoStore } = await import("./s3-store.server");
  return s3PhotoStore({
    ...parseS3Url(env.PHOTO_STORE),
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
