import { isValidPhoneNumber, parsePhoneNumberWithError, type MetadataJson } from "libphonenumber-js/core";
import { isValid as isValidPostcode, toNormalised } from "postcode";
import { z } from "zod";
import gbPhoneMetadata from "../kernel/phone-metadata.gb.json" with { type: "json" };
import { ACCESS_NOTES_MAX, DESCRIPTION_MAX, DESCRIPTION_MIN, NAME_MAX } from "./quote-limits";
import { multiLine, singleLine } from "../kernel/text";

const phoneMetadata = gbPhoneMetadata as unknown as MetadataJson;

export { nationalPhone } from "../kernel/phone";

/** Limits and wording shared by the form and the server: quote-limits.ts, zod-free so the page can show them without this file. */
export * from "./quote-limits";

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
    accessNotes: multiLine()
      .pipe(trimmed(ACCESS_NOTES_MAX))
      .optional()
      .transform((v) => (v ? v : undefined)),
    description: multiLine()
      .pipe(z.string().trim())
      .pipe(
        z
          .string()
          .min(DESCRIPTION_MIN, `Please tell us a little more about what needs clearing (at least ${DESCRIPTION_MIN} characters).`)
          .max(DESCRIPTION_MAX, `Please keep the description under ${DESCRIPTION_MAX} characters.`),
      ),
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
