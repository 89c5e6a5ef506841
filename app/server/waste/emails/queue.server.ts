import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.server";
import { outbox } from "../../db/schema.server";

/** Queues the email carrying a note's PDF to the customer, in the caller's transaction. */
export async function queueNoteEmail(
  tx: Db,
  quote: { id: string; reference: string; email: string | null },
  note: { id: string; number: string },
  mailDomain: string,
  event: "issued" | "corrected" | "resent" = "issued",
): Promise<void> {
  // A customer with no email address is handed the note's PDF another way (printed, or by message).
  if (quote.email === null) return;
  await tx.insert(outbox).values({
    quoteId: quote.id,
    kind: "customer",
    template: "note",
    recipient: quote.email.toLowerCase(),
    messageId: `<${quote.reference.toLowerCase()}.note.${note.number.toLowerCase()}.${event}.${randomUUID().slice(0, 8)}@${mailDomain}>`,
    payload: { noteId: note.id, noteEvent: event },
  });
}
