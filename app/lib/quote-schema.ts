import { isValidPhoneNumber, parsePhoneNumberWithError, type MetadataJson } from "libphonenumber-js/core";
import { isValid as isValidPostcode, toNormalised } from "postcode";
import { z } from "zod";
import gbPhoneMetadata from "./phone-metadata.gb.json";

const phoneMetadata = gbPhoneMetadata as unknown as MetadataJson;

/** Limits shared by the form and the server. */
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

/*
 * Control characters (C0, DEL) and the non-characters U+FFFE/U+FFFF are refused with a field error:
 * nobody types them, and PostgreSQL refuses a NUL. Multi-line fields keep tabs and line breaks
 * (a browser sends a textarea's line breaks as CR LF; they are stored as LF).
 */
/* eslint-disable no-control-regex */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f\ufffe\uffff]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f\ufffe\uffff]/;
/* eslint-enable no-control-regex */
const UNUSUAL_CHARACTERS = "Please remove the unusual characters (such as control characters) from this field.";

const singleLine = () => z.string().refine((v) => !SINGLE_LINE_FORBIDDEN.test(v), UNUSUAL_CHARACTERS);
const multiLine = () =>
  z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n"))
    .refine((v) => !MULTI_LINE_FORBIDDEN.test(v), UNUSUAL_CHARACTERS);

const trimmed = (max: number) => z.string().trim().max(max, `Please keep this under ${max} characters.`);

/** `now` is passed in so that the server and tests decide what "the past" means. */
export function quoteSchema(now: Date = new Date()) {
  return z.object({
    name: z
      .string()
      .refine((v) => !/[\r\n]/.test(v.trim()), "Please enter your name on one line.")
      .pipe(singleLine())
      .pipe(trimmed(NAME_MAX).min(1, "Please enter your name.")),
    phone: singleLine()
      .trim()
      .min(1, "Please enter your phone number.")
      .max(30, "Please enter a UK phone number, e.g. 07911 123456.")
      .refine((v) => isValidPhoneNumber(v, "GB", phoneMetadata), "Please enter a UK phone number, e.g. 07911 123456.")
      .transform((v) => parsePhoneNumberWithError(v, "GB", phoneMetadata).number.toString()),
    email: singleLine()
      .trim()
      .min(1, "Please enter your email address.")
      .max(254, "Please enter a shorter email address.")
      .pipe(z.email("Please enter a valid email address, e.g. name@example.com.")),
    postcode: singleLine()
      .trim()
      .min(1, "Please enter your postcode.")
      .max(10, "Please enter a UK postcode, e.g. RH10 1AA.")
      .refine((v) => isValidPostcode(v), "Please enter a UK postcode, e.g. RH10 1AA.")
      .transform((v) => toNormalised(v) ?? v.toUpperCase()),
    preferredDatetime: singleLine()
      .trim()
      .max(40)
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), "Please choose a valid date and time.")
      .refine(
        // A few minutes' grace for the time it takes to fill in the form.
        (v) => v === undefined || Date.parse(v) >= now.getTime() - 15 * 60 * 1000,
        "Please choose a date and time in the future.",
      ),
    accessNotes: multiLine().pipe(trimmed(ACCESS_NOTES_MAX)).optional().transform((v) => (v ? v : undefined)),
    description: multiLine()
      .pipe(z.string().trim())
      .pipe(z.string().min(DESCRIPTION_MIN, `Please tell us a little more about what needs clearing (at least ${DESCRIPTION_MIN} characters).`)
      .max(DESCRIPTION_MAX, `Please keep the description under ${DESCRIPTION_MAX} characters.`)),
    consentGiven: z.literal("true", { error: "Please tick the box so we can contact you about your quote." }),
  });
}

export type QuoteFields = z.output<ReturnType<typeof quoteSchema>>;
export type QuoteFieldName = keyof z.input<ReturnType<typeof quoteSchema>>;
export type FieldErrors = Partial<Record<QuoteFieldName | "files", string>>;

/** Validate raw form values; every problem, not only the first. */
export function validateQuote(
  values: Record<string, unknown>,
  now: Date = new Date(),
): { ok: true; data: QuoteFields } | { ok: false; fieldErrors: FieldErrors } {
  const result = quoteSchema(now).safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as QuoteFieldName;
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/** Whether a chosen file is one of the accepted photo kinds, by type or, for HEIC on some browsers, by name. */
export function isAcceptedPhoto(file: { name: string; type: string }): boolean {
  if ((ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) return true;
  const name = file.name.toLowerCase();
  return ACCEPTED_PHOTO_EXTENSIONS.some((ext) => name.endsWith(ext));
}
