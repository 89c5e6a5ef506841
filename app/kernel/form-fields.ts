/**
 * The field builders every server-rendered form's zod schema is made of (read through `parseForm`,
 * app/kernel/form.server.ts): text with control characters refused, clipped to a size, a ticked box,
 * a calendar day. Each feature's form schemas live with its pages.
 */
import { z } from "zod";
import { penceFromPounds } from "./money";
import { singleLine } from "./text";
import { isDate } from "./uk-time";

/** The message for a field holding control characters. */
export const unusualCharacters = (label: string) => `Please remove the unusual characters (such as control characters) from the ${label}.`;

/** A field that may be left out: absent reads as "". */
export const optionalText = (message?: string) =>
  singleLine(message)
    .optional()
    .transform((v) => v ?? "");

/** A short value cut to its size (what the handler then judges). */
export const clippedText = (max: number, label: string) => optionalText(unusualCharacters(label)).transform((v) => v.trim().slice(0, max));

/** A checkbox: ticked reads as true. */
export const tickBox = z
  .string()
  .optional()
  .transform((v) => v === "yes");

/** "YYYY-MM-DD", a real calendar day between 2000 and 2100. */
export const isCalendarDay = (value: string) => isDate(value) && Number(value.slice(0, 4)) >= 2000 && Number(value.slice(0, 4)) <= 2100;

/** "£120", "120.50", "1,200" → pence; blank reads as null. */
export const poundsField = optionalText()
  .transform((v) => penceFromPounds(v))
  .refine((v) => v !== undefined, "Enter the price in pounds, e.g. 180 or 180.50.")
  .transform((v) => v ?? null)
  .refine((v) => v === null || v <= 10_000_000, "Enter a price under £100,000.");
