/**
 * The waste register's range and the completion form, each one zod schema read through
 * `parseForm` (app/kernel/form.server.ts): every problem is returned with its field, nothing is thrown. Text never reaches the database with control
 * characters in it (PostgreSQL refuses a NUL): those are refused with a message too.
 */
import { z } from "zod";
import { clippedText, isCalendarDay, optionalText, poundsField, tickBox } from "../../../kernel/form-fields";

/** The longest range one register covers: 3 years of London days. */
const REGISTER_MAX_DAYS = 366 * 3;

const registerDay = (label: string) =>
  optionalText(`Please remove the unusual characters (such as control characters) from the ${label} date.`)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, `Enter the ${label} date, e.g. 2026-11-01.`)
    .refine((v) => !v || isCalendarDay(v), `Enter the ${label} date as year, month and day, e.g. 2026-11-01.`);

/** GET /staff/register.csv and `npm run staff -- register --from … --to …`: London days, both included. */
export const registerRange = z.object({ from: registerDay("first"), to: registerDay("last") }).superRefine(({ from, to }, context) => {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return;
  if (to < from) context.addIssue({ code: "custom", path: ["to"], message: "The last date must be on or after the first." });
  else if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= REGISTER_MAX_DAYS)
    context.addIssue({ code: "custom", path: ["to"], message: "Export at most 3 years at a time." });
});

// This schema reads what was typed (control characters refused, numbers read as numbers, the drawn
// signature's data URL decoded); whether the facts make a note is checkNoteFacts's judgement.

/** The waste line rows the form sends at most (the note's own limit). */
export const COMPLETE_ROWS_MAX = 20;
/** The drawn signature as the browser sends it: a PNG data URL, at most this many characters. */
const SIGNATURE_FIELD_MAX = 360_000;
/** The completion form sent with photos: every waste line's seven fields, the rest, the photos kept from a refused send. */
export const COMPLETE_FIELD_LIMITS = { fields: COMPLETE_ROWS_MAX * 7 + 40, fieldBytes: SIGNATURE_FIELD_MAX + 1024 };

/** "14:05": a time of day on the 24-hour clock. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const wholeNumber = (label: string) =>
  optionalText(`Please remove the unusual characters (such as control characters) from the ${label}.`)
    .transform((v) =>
      v
        .trim()
        .slice(0, 24)
        .replace(/\s*(%|kg)$/i, ""),
    )
    .refine((v) => !v || /^-?\d{1,7}$/.test(v), `Enter the ${label} as a whole number.`)
    .transform((v) => (v ? Number(v) : null));

const lineFields = Object.fromEntries(
  Array.from({ length: COMPLETE_ROWS_MAX }, (_, i) => [
    [`line-${i}-wasteId`, clippedText(40, "waste code")],
    [
      `line-${i}-description`,
      optionalText("Please remove the unusual characters (such as control characters) from the description.").transform((v) =>
        v.slice(0, 400),
      ),
    ],
    [`line-${i}-vanPercent`, wholeNumber("share of the van")],
    [`line-${i}-weightKg`, wholeNumber("weight")],
    [`line-${i}-containment`, clippedText(20, "containment")],
    [
      `line-${i}-containmentText`,
      optionalText("Please remove the unusual characters (such as control characters) from what the waste was held in.").transform((v) =>
        v.slice(0, 200),
      ),
    ],
    [`line-${i}-siteId`, clippedText(60, "receiving site")],
  ]).flat(),
) as Record<string, z.ZodType<string | number | null>>;

/** POST /staff/jobs/:booking/complete. */
export const completeForm = z
  .object({
    ...lineFields,
    customerName: clippedText(200, "customer's name"),
    role: z
      .string()
      .optional()
      .transform((v) => (v === "business" ? "business" : "householder") as "householder" | "business"),
    businessName: clippedText(200, "business's name"),
    sicCode: clippedText(20, "SIC code"),
    hierarchy: tickBox,
    transferTime: clippedText(10, "time of the transfer")
      .transform((v) => v.trim().slice(0, 5))
      .refine((v) => TIME_OF_DAY.test(v), "Enter the time of the transfer as hours and minutes, e.g. 14:30."),
    present: z
      .string()
      .optional()
      .transform((v) => (v === "not-present" ? "not-present" : "signed") as "signed" | "not-present"),
    signatureName: clippedText(200, "customer's full name"),
    confirmed: tickBox,
    signaturePng: optionalText("The drawn signature could not be read: clear it and sign again.")
      .refine((v) => v.length <= SIGNATURE_FIELD_MAX, "The drawn signature is too large: clear it and sign again.")
      .refine(
        (v) => !v || /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/.test(v),
        "The drawn signature is not a PNG image: clear it and sign again.",
      ),
    reason: clippedText(400, "reason"),
    payment: poundsField.transform((v) => v ?? 0),
    paymentMethod: clippedText(20, "payment method"),
  })
  .transform((form) => {
    const rows = Array.from({ length: COMPLETE_ROWS_MAX }, (_, i) => {
      const get = (field: string) => (form as Record<string, unknown>)[`line-${i}-${field}`];
      return {
        row: i,
        wasteId: get("wasteId") as string,
        description: get("description") as string,
        vanPercent: get("vanPercent") as number | null,
        weightKg: get("weightKg") as number | null,
        containment: get("containment") as string,
        containmentText: get("containmentText") as string,
        siteId: get("siteId") as string,
      };
    }).filter((line) => line.wasteId || line.description.trim() || line.vanPercent !== null || line.weightKg !== null);
    return {
      rows,
      customerName: form.customerName,
      role: form.role,
      businessName: form.businessName,
      sicCode: form.sicCode,
      hierarchy: form.hierarchy,
      transferTime: form.transferTime,
      present: form.present,
      signatureName: form.signatureName,
      confirmed: form.confirmed,
      signaturePng: form.signaturePng ? Buffer.from(form.signaturePng.slice("data:image/png;base64,".length), "base64") : null,
      reason: form.reason,
      pence: form.payment,
      paymentMethod: form.paymentMethod,
    };
  });
export type CompleteForm = z.output<typeof completeForm>;
