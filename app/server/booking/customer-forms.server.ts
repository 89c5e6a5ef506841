/** The customer's forms on their page, each one zod schema read through parseForm: accepting (address, phone, slot), moving, cancelling, declining. */
import { parsePhoneNumberWithError, isValidPhoneNumber, type MetadataJson } from "libphonenumber-js/core";
import { isValid as isValidPostcode, toNormalised } from "postcode";
import { z } from "zod";
import { declineReasons } from "../../content/booking";
import { business } from "../../content/business";
import { sharedCoverageTable } from "../../lib/coverage-table";
import gbPhoneMetadata from "../../kernel/phone-metadata.gb.json" with { type: "json" };
import { answerPostcode } from "../../lib/postcode-coverage";
import { multiLine, singleLine } from "../../kernel/text";
import { parseSlotValue } from "./slots.server";

const phoneMetadata = gbPhoneMetadata as unknown as MetadataJson;

const phoneMessage = "Enter a UK phone number for the day, e.g. 07911 123456.";

/** Whether we cover a full postcode, with the answer in words when we don't (as /areas gives it). */
function coverageProblem(postcode: string): string | undefined {
  const answer = answerPostcode(postcode, sharedCoverageTable());
  if (answer.kind === "covered") return undefined;
  if (answer.kind === "likely") {
    return `We cover most of ${answer.area} (the ${answer.areaName} postcode area), but ${answer.district} is not one of our listed districts: call us on ${business.phoneDisplay} and we'll confirm before booking.`;
  }
  if (answer.kind === "outside")
    return `${answer.district} is outside our usual area, so it can't be booked here: call us on ${business.phoneDisplay}, we may still help.`;
  return "Enter the full postcode of the collection address, e.g. RH10 1AA.";
}

const slotField = singleLine()
  .max(40, "Choose one of the slots listed.")
  .transform((value, ctx) => {
    const ref = parseSlotValue(value);
    if (!ref) {
      ctx.addIssue({ code: "custom", message: value ? "Choose one of the slots listed." : "Choose a day and time for the collection." });
      return z.NEVER;
    }
    return ref;
  });

const line = (max: number, empty?: string) => {
  const text = singleLine().trim().max(max, `Keep this under ${max} characters.`);
  return empty ? text.min(1, empty) : text;
};

export const acceptSchema = z.object({
  addressLine1: line(100, "Enter the first line of the collection address."),
  addressLine2: line(100),
  town: line(60, "Enter the town."),
  postcode: singleLine()
    .trim()
    .min(1, "Enter the postcode of the collection address.")
    .max(10, "Enter a UK postcode, e.g. RH10 1AA.")
    .refine((v) => isValidPostcode(v), "Enter a UK postcode, e.g. RH10 1AA.")
    .transform((v) => toNormalised(v) ?? v.toUpperCase())
    .superRefine((v, ctx) => {
      const problem = coverageProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  phone: singleLine()
    .trim()
    .min(1, phoneMessage)
    .max(30, phoneMessage)
    .refine((v) => isValidPhoneNumber(v, "GB", phoneMetadata), phoneMessage)
    .transform((v) => parsePhoneNumberWithError(v, "GB", phoneMetadata).number.toString()),
  slot: slotField,
  agree: z.literal("yes", { error: "Tick the box to accept the fixed price and the terms." }),
});

export const moveSchema = z.object({ slot: slotField });

const reasonIds = declineReasons.map((r) => r.id) as [string, ...string[]];
export const cancelSchema = z.object({
  reason: multiLine().pipe(z.string().trim().max(500, "Keep this under 500 characters.")),
});

export const declineSchema = z.object({
  reason: z.enum(reasonIds, { error: "Choose a reason from the list." }),
  detail: multiLine().pipe(z.string().trim().max(1000, "Keep this under 1,000 characters.")),
});
