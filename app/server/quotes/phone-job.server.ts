/**
 * A "Phone or WhatsApp job": the office takes down a caller who never used the web form (name,
 * phone, an email address if they have one, the collection address, what is to go, the access and
 * any photos they sent), and the request is stored as if it had come in, already answered. It is
 * then priced and booked from its own booking page like any other request. The form's id, made when
 * the form was drawn, is the request's idempotency key: a second post of the same form stores nothing
 * more and leads to the same request.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { ACCESS_NOTES_MAX, DESCRIPTION_MAX, DESCRIPTION_MIN, NAME_MAX } from "../../lib/quote-limits";
import { multiLine, singleLine } from "../../kernel/text";
import type { Db } from "../db/client.server";
import { violatedConstraint } from "../db/errors.server";
import { quotePhotos, quotes } from "../db/schema.server";
import { audit, type Actor } from "../audit.server";
import { putKeptPhotos, type PhotoStore } from "../photos/store.server";
import type { KeptPhoto } from "../photos/pipeline.server";
import { officeAddressShape } from "../booking/index.server";
import { newReference } from "./reference.server";
import { photoRows } from "./store.server";
import { replyDeadlineFor } from "./inbox/reply-promise.server";
import { townForPostcode } from "./town.server";

const line = (max: number, empty: string) => singleLine().trim().max(max, `Keep this under ${max} characters.`).min(1, empty);

/** The form: how they got in touch, who, where, what is to go, the access, and that they were told how we use their details. */
export const phoneJobSchema = z.object({
  formId: z.uuid({ error: "The form has expired: open it again." }),
  came: z.enum(["phone", "whatsapp"], { error: "Say how the customer got in touch." }),
  name: line(NAME_MAX, "Enter the customer's name."),
  ...officeAddressShape,
  email: singleLine()
    .trim()
    .max(254, "Enter a shorter email address.")
    .pipe(z.union([z.literal(""), z.email("Enter a valid email address, e.g. name@example.com, or leave it blank.")]))
    .transform((v) => (v ? v : null)),
  description: multiLine()
    .pipe(z.string().trim())
    .pipe(
      z
        .string()
        .min(DESCRIPTION_MIN, `Say what is to go (at least ${DESCRIPTION_MIN} characters).`)
        .max(DESCRIPTION_MAX, `Keep what is to go under ${DESCRIPTION_MAX} characters.`),
    ),
  accessNotes: multiLine()
    .pipe(z.string().trim().max(ACCESS_NOTES_MAX, `Keep the access notes under ${ACCESS_NOTES_MAX} characters.`))
    .transform((v) => (v ? v : null)),
  told: z.literal("yes", { error: "Tell the customer how we use their details (our privacy notice), then tick the box." }),
});

export type PhoneJob = z.output<typeof phoneJobSchema>;

export interface PhoneJobPhotos {
  photos: KeptPhoto[];
  originalNames: string[];
  /** Where the kept photos and previews are now. */
  stagingDir: string;
}

/**
 * Stores the request with its photos (into the photo store first, then one transaction for the rows
 * and the audit line; the objects are deleted again if the rows are not written). Returns its
 * reference, and `duplicate` when this form was stored before.
 */
export async function takePhoneJob(
  db: Db,
  photoStore: PhotoStore,
  job: PhoneJob,
  files: PhoneJobPhotos,
  actor: Actor,
  now: Date,
): Promise<{ reference: string; duplicate: boolean }> {
  const id = randomUUID();
  await putKeptPhotos(photoStore, id, files.photos, files.stagingDir);
  for (let attempt = 0; ; attempt++) {
    const reference = newReference(now);
    try {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await tx.insert(quotes).values({
          id,
          reference,
          createdAt: now,
          name: job.name,
          phone: job.phone,
          email: job.email,
          postcode: job.postcode,
          town: townForPostcode(job.postcode),
          addressLine1: job.addressLine1,
          addressLine2: job.addressLine2 || null,
          addressTown: job.town,
          accessNotes: job.accessNotes,
          description: job.description,
          consentGiven: true,
          idempotencyKey: `office:${job.formId}`,
          source: job.came,
          status: "contacted",
          contactedAt: now,
          replyDeadline: replyDeadlineFor(now),
          updatedAt: now,
        });
        if (files.photos.length) await tx.insert(quotePhotos).values(photoRows(id, files.photos, files.originalNames, now));
        await audit(tx, actor, {
          reference,
          action: "taken",
          detail: `taken by the office from a ${job.came === "phone" ? "phone call" : "WhatsApp message"}, ${files.photos.length} photo(s), ${job.email ? "with" : "no"} email address`,
          at: now,
        });
      });
      return { reference, duplicate: false };
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint === "quotes_reference_key" && attempt < 5) continue;
      await photoStore.deleteQuote(id).catch(() => {});
      if (constraint === "quotes_idempotency_key") {
        const [row] = await db
          .select({ reference: quotes.reference })
          .from(quotes)
          .where(eq(quotes.idempotencyKey, `office:${job.formId}`));
        if (row) return { reference: row.reference, duplicate: true };
      }
      throw error;
    }
  }
}
