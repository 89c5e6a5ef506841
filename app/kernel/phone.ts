import { parsePhoneNumberFromString, type MetadataJson } from "libphonenumber-js/core";
import gbPhoneMetadata from "./phone-metadata.gb.json" with { type: "json" };

/** Phone numbers as people read and dial them: one helper for every page and email. */

const phoneMetadata = gbPhoneMetadata as unknown as MetadataJson;

/** A stored phone number ("+447700900123") as it is dialled in the UK ("07700 900123"); undefined when it is not a UK number. */
export function nationalPhone(phone: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone, "GB", phoneMetadata);
  return parsed?.isPossible() ? parsed.formatNational() : undefined;
}

/** A phone number to show: the UK national form where it is one, else as it was given. */
export const phoneForPeople = (phone: string): string => nationalPhone(phone) ?? phone;

/** A tap-to-call link's address: the international form ("tel:+447700900123"), so it dials from anywhere. */
export function telHref(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, "GB", phoneMetadata);
  return `tel:${parsed?.isPossible() ? parsed.number : phone.replace(/[^\d+]/g, "")}`;
}
