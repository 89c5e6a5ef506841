/*
 * The quote form's limits and wording, shared by the form, the photo picker, the server and the
 * schema (quote-schema.ts). No zod and no phone rules here: the form shows these with the page,
 * while the schema loads only when the visitor starts on the form.
 */

export const MAX_PHOTOS = 10;
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export const MAX_PHOTO_MB = MAX_PHOTO_BYTES / (1024 * 1024);
export const ACCEPTED_PHOTO_TYPES = ["image/jpeg", "image/png", "image/heic", "image/heif"] as const;
export const ACCEPTED_PHOTO_EXTENSIONS = [".jpg", ".jpeg", ".png", ".heic", ".heif"] as const;
export const PHOTO_ACCEPT_ATTRIBUTE = [...ACCEPTED_PHOTO_TYPES, ...ACCEPTED_PHOTO_EXTENSIONS].join(",");
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 5000;
export const ACCESS_NOTES_MAX = 2000;
export const NAME_MAX = 100;

/** The consent wording, exactly as the business states it. */
export const CONSENT_TEXT = "I consent to be contacted via phone, email or text regarding my quote request.";

/** Whether a chosen file is one of the accepted photo kinds, by type or, for HEIC on some browsers, by name. */
export function isAcceptedPhoto(file: { name: string; type: string }): boolean {
  if ((ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) return true;
  const name = file.name.toLowerCase();
  return ACCEPTED_PHOTO_EXTENSIONS.some((ext) => name.endsWith(ext));
}
