/**
 * The booking the office makes for a customer who phoned or messaged: the address, the slot, and a
 * reason when the slot is above its capacity, one zod schema read through parseForm; the fixed price
 * on the same form is the price form's own schema (prices.server.ts). The address fields are shared
 * with the "Phone or WhatsApp job" form (app/server/quotes/phone-job.server.ts).
 */
import { isValid as isValidPostcode, toNormalised } from "postcode";
import { z } from "zod";
import { multiLine, singleLine } from "../../kernel/text";
import { acceptSchema } from "./customer-forms.server";

/** A UK postcode, normalised. The office may take a job outside the listed districts (it decides on the phone). */
const postcode = singleLine()
  .trim()
  .min(1, "Enter the postcode of the collection address.")
  .max(10, "Enter a UK postcode, e.g. RH10 1AA.")
  .refine((v) => isValidPostcode(v), "Enter a UK postcode, e.g. RH10 1AA.")
  .transform((v) => toNormalised(v) ?? v.toUpperCase());

/** The collection address and the phone for the day, as the office types them. */
export const officeAddressShape = {
  addressLine1: acceptSchema.shape.addressLine1,
  addressLine2: acceptSchema.shape.addressLine2,
  town: acceptSchema.shape.town,
  postcode,
  phone: acceptSchema.shape.phone,
};

/** The booking the office makes for a customer: the address and phone for the day, a slot, and why if above capacity. */
export const officeBookingSchema = z.object({
  formId: z.uuid({ error: "The form has expired: open the booking page again." }),
  ...officeAddressShape,
  slot: acceptSchema.shape.slot,
  overbookReason: multiLine()
    .pipe(z.string().trim().max(300, "Keep the reason under 300 characters."))
    .transform((v) => (v ? v : null)),
});

export type OfficeBookingForm = z.output<typeof officeBookingSchema>;
