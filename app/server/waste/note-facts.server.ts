/**
 * What a waste transfer note records, as zod schemas: the waste lines, the customer, the handover
 * and its signature, the photos, the payment taken and a correction's reason; and the rules of the
 * transfer's time. The completion and correction forms' own fields are read in pages/forms.server.ts.
 */
import { z } from "zod";
import { receivingSite, siteRefuses } from "../../content/receiving-sites";
import { wasteKind, type WasteId } from "../../content/waste";
import { hasRefusedCharacters } from "../../kernel/text";
import { formatDate, londonDate } from "../../kernel/uk-time";

/** The most waste lines one note carries. */
const MAX_NOTE_LINES = 20;

// The kernel's text rules: no control, bidirectional or line-separating character on a legal record; a one-line fact has no line feed or tab either.
const text = (what: string, max: number) =>
  z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .refine((value) => value.length > 0, `Enter ${what}.`)
    .refine((value) => value.length <= max, `${what[0]!.toUpperCase()}${what.slice(1)} is longer than ${max} characters.`)
    .refine(
      (value) => !hasRefusedCharacters(value, true),
      `${what[0]!.toUpperCase()}${what.slice(1)} has characters that cannot be printed.`,
    );
const oneLineText = (what: string, max: number) =>
  text(what, max).refine((value) => !hasRefusedCharacters(value), `${what[0]!.toUpperCase()}${what.slice(1)} must be one line.`);

/** One waste line as the completion form sends it. */
const wasteLineSchema = z
  .object({
    wasteId: z.string().refine((id) => wasteKind(id) !== undefined, "Pick a waste code from the list."),
    description: text("the description of the waste", 300),
    vanPercent: z
      .number()
      .int("Enter the share of the van as a whole number.")
      .min(1, "The share of the van is at least 1%.")
      .max(100, "The share of the van is at most 100%.")
      .nullable(),
    weightKg: z
      .number()
      .int("Enter the weight in whole kilograms.")
      .min(1, "The weight is at least 1 kg.")
      .max(5000, "The weight is at most 5,000 kg: check it.")
      .nullable(),
    containment: z.enum(["loose", "bags", "other"], "Say how the waste was held: loose, bags or other."),
    containmentText: z.string().nullable(),
    /** Where this line's waste goes: one of the receiving sites, whose permit accepts its code. */
    siteId: z.string().refine((id) => receivingSite(id) !== undefined, "Pick the receiving site for this waste from the list."),
  })
  .superRefine((line, ctx) => {
    const kind = wasteKind(line.wasteId);
    const site = receivingSite(line.siteId);
    if (kind && site) {
      const refused = siteRefuses(site, kind);
      if (refused) ctx.addIssue({ code: "custom", path: ["siteId"], message: refused });
    }
    if (line.vanPercent === null && line.weightKg === null)
      ctx.addIssue({ code: "custom", path: ["vanPercent"], message: "Give the quantity: the share of the van, the weight, or both." });
    if (line.containment === "other") {
      const parsed = oneLineText("what the waste was held in", 100).safeParse(line.containmentText ?? "");
      if (!parsed.success) ctx.addIssue({ code: "custom", path: ["containmentText"], message: parsed.error.issues[0]!.message });
    }
  })
  .transform((line) => ({
    ...line,
    wasteId: line.wasteId as WasteId,
    containmentText: line.containment === "other" ? line.containmentText!.trim() : null,
  }));

/** What a note records of the job, the customer and the handover: everything but the booking it completes. */
const noteFactsSchema = z.object({
  customerName: oneLineText("the customer's name", 120),
  /** Defaults to the collection address. */
  customerAddress: text("the customer's address", 400).optional(),
  customer: z.discriminatedUnion("role", [
    z.object({ role: z.literal("householder") }),
    z.object({
      role: z.literal("business"),
      businessName: oneLineText("the business's name", 160),
      sicCode: z
        .string()
        .trim()
        .regex(/^\d{5}$/, "The SIC code is five digits, e.g. 38110."),
      hierarchyDeclared: z.literal(true, "A business customer must declare that it applied the waste hierarchy."),
    }),
  ]),
  lines: z
    .array(wasteLineSchema)
    .min(1, "Add at least one waste line.")
    .max(MAX_NOTE_LINES, `A note carries at most ${MAX_NOTE_LINES} waste lines.`),
  /** When the waste changed hands: checked against the moment of issue by the caller (issueNote, correctNote). */
  transferredAt: z.date("Give the time of the transfer."),
  crew: z.object({ id: z.string().nullable(), name: oneLineText("the crew member's name", 120) }),
  signature: z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("signed"),
      name: oneLineText("the customer's full name as they typed it", 120),
      confirmed: z.literal(true, "The customer must tick that this describes the waste they handed over."),
      /** The drawn signature, a PNG; made plain (greyscale, white background) before it is stored. */
      png: z.instanceof(Buffer).nullable().optional(),
    }),
    z.object({ kind: z.literal("not-present"), reason: oneLineText("why the customer was not there", 300) }),
  ]),
  /** Photos of the cleared space, already in the photo store in the request's folder ("cleared-<n>.jpg"). */
  photos: z
    .array(
      z.object({
        originalName: z.string().max(200),
        storedName: z.string().regex(/^cleared-\d{1,2}\.jpg$/),
        contentType: z.literal("image/jpeg"),
        bytes: z.number().int().positive(),
        width: z.number().int().positive().nullable(),
        height: z.number().int().positive().nullable(),
      }),
    )
    .max(10)
    .default([]),
});
export type NoteFacts = z.input<typeof noteFactsSchema>;
export type CheckedFacts = z.output<typeof noteFactsSchema>;

/**
 * A payment taken at collection: not on the note (a note records no money) but a sales record of the
 * job, kept apart from the customer's details.
 */
export const paymentSchema = z
  .object({
    pence: z.number().int().min(0, "The payment cannot be negative.").max(1_000_000, "The payment is more than £10,000: check it."),
    method: z.enum(["cash", "card", "bank-transfer"]).nullable(),
  })
  .refine((p) => (p.pence === 0) === (p.method === null), {
    message: "Give the amount taken and how it was paid, or choose “Nothing taken”.",
    path: ["method"],
  });
export type Payment = z.input<typeof paymentSchema>;

/** The reason a correction gives, printed on the new note and in the customer's email. */
export const correctionReasonSchema = z
  .string()
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, "Say what was wrong and what the correction changes.")
  .refine((value) => value.length <= 300, "The reason is longer than 300 characters.")
  .refine((value) => !hasRefusedCharacters(value, false), "The reason must be one line of ordinary characters.");

/**
 * Why a transfer time cannot stand, or undefined: it may be now or earlier on the day it is given
 * for (`day`, the London date the waste changed hands), never in the future.
 */
export function transferTimeProblem(transferredAt: Date, now: Date, day = londonDate(now)): string | undefined {
  if (transferredAt.getTime() > now.getTime() + 60_000) return "The time of the transfer cannot be in the future.";
  if (londonDate(transferredAt) !== day) return `The time of the transfer must be on ${formatDate(day, "long")}.`;
  return undefined;
}

/** The refusal of a job completed before its day, with the way out. */
export const beforeBookedDay = (slotDate: string) =>
  `This job is booked for ${formatDate(slotDate, "weekday")}: its waste transfer note cannot be issued before that day. If the crew is collecting today, move the job to today from the schedule first (and tell the customer), or call the customer.`;

/** Every problem in the facts, by field path ("lines.0.weightKg"), or the checked facts. */
export function checkNoteFacts(facts: NoteFacts): { ok: true; facts: CheckedFacts } | { ok: false; errors: Record<string, string> } {
  const parsed = noteFactsSchema.safeParse(facts);
  if (parsed.success) return { ok: true, facts: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".") || "form"] ??= issue.message;
  return { ok: false, errors };
}
