import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { quotes, wasteNotes } from "../db/schema.server";
import { putKeptPhotos, type PhotoStore } from "../photos/store.server";
import type { KeptPhoto } from "../photos/pipeline.server";
import { hasRefusedCharacters } from "../../kernel/text";

/**
 * A ticket's photo held in the photo store before its tip run is recorded, under the id the run will
 * take: a form refused for another reason comes back with the photo kept (a browser cannot fill a
 * file input again), and the run is recorded from it without sending it twice. A held ticket whose
 * run is never recorded goes with the start-up sweep of folders no row knows, an hour on.
 */
export interface HeldTicket {
  id: string;
  storedName: string;
  previewName: string;
  contentType: "image/jpeg" | "image/png";
  /** The name the photo was sent with, shown on the "Keep" box. */
  originalName: string;
}

const HELD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const HELD_NAME = /^photo-1\.(jpg|png)$/;

/** Puts the re-encoded ticket (in `stagingDir`) into the photo store under a new id. */
export async function holdTicket(store: PhotoStore, ticket: KeptPhoto, stagingDir: string, originalName: string): Promise<HeldTicket> {
  const id = randomUUID();
  await putKeptPhotos(store, id, [ticket], stagingDir);
  return { id, storedName: ticket.storedName, previewName: ticket.previewName, contentType: ticket.contentType, originalName };
}

/** How a held ticket travels in the form (a ticked box): "<id>|photo-1.jpg|ticket.jpg". */
export const heldTicketValue = (ticket: HeldTicket) => `${ticket.id}|${ticket.storedName}|${ticket.originalName}`;

/** A "Keep" box's value back as a held ticket: undefined unless well formed (the store is asked separately). */
export function heldTicketSent(value: string | null | undefined): HeldTicket | undefined {
  const [id = "", storedName = "", ...rest] = (value ?? "").slice(0, 200).split("|");
  const originalName = rest.join("|");
  if (!HELD_ID.test(id) || !HELD_NAME.test(storedName) || hasRefusedCharacters(originalName) || /[<>"]/.test(originalName))
    return undefined;
  return {
    id,
    storedName,
    previewName: "preview-1.jpg",
    contentType: storedName.endsWith(".png") ? "image/png" : "image/jpeg",
    originalName: originalName || storedName,
  };
}

/**
 * Whether `id` names a held ticket: its photo is in the store, and no request, note or recorded run
 * owns the folder (a request's photos can never pass for a ticket).
 */
export async function isHeldTicket(db: Db, store: PhotoStore, ticket: Pick<HeldTicket, "id" | "previewName">): Promise<boolean> {
  if (!HELD_ID.test(ticket.id)) return false;
  const [quote] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, ticket.id)).limit(1);
  const [note] = await db.select({ id: wasteNotes.id }).from(wasteNotes).where(eq(wasteNotes.id, ticket.id)).limit(1);
  if (quote || note) return false;
  const object = await store.get(ticket.id, ticket.previewName);
  object?.body.destroy();
  return object !== undefined;
}
