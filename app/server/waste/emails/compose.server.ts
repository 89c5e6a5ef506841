import { eq } from "drizzle-orm";
import type Mail from "nodemailer/lib/mailer";
import type { Db } from "../../db/client.server";
import { quotes, type OutboxMessage } from "../../db/schema.server";
import { assertSafeRecipient } from "../../mail/addresses.server";
import type { EmailComposer } from "../../mail/outbox.server";
import { cleanLine } from "../../../kernel/text";
import { noteEmail } from "./note-email.server";
import type { PhotoStore } from "../../photos/store.server";
import { pdfFor } from "../note-pdf.server";
import { noteTime, placeText } from "../pdf.server";

/**
 * The customer's email with a note's PDF attached, from its outbox row. The PDF is the stored file,
 * or made again from the note's rows when the file is missing (the same bytes).
 */
export async function composeNoteEmail(
  db: Db,
  store: Pick<PhotoStore, "get" | "put">,
  message: OutboxMessage,
  options: { from: string; siteUrl: string },
): Promise<Mail.Options> {
  const noteId = message.payload?.noteId;
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, message.quoteId));
  if (!quote) throw new Error(`Quote ${message.quoteId} not found`);
  const found = noteId ? await pdfFor(db, store, noteId) : undefined;
  if (!found) throw new Error(`Waste transfer note for outbox row ${message.id} not found`);
  assertSafeRecipient(quote.email);
  const { note, pdf } = found;
  const mail = noteEmail({
    siteUrl: options.siteUrl,
    reference: cleanLine(note.jobReference, 40),
    number: note.number,
    issuedAt: noteTime(note.layout === 1 ? note.issuedAt : note.transferredAt),
    place: cleanLine(placeText(note), 200),
    corrects: note.supersedesNumber,
    correctionReason: note.correctionReason ? cleanLine(note.correctionReason, 300) : null,
    resent: message.payload?.noteEvent === "resent",
  });
  return {
    from: options.from,
    messageId: message.messageId,
    to: quote.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: [{ filename: `${note.number}.pdf`, content: pdf, contentType: "application/pdf" }],
  };
}

/** The waste transfer note's email (template "note"), with the note's PDF. */
export const noteEmails: EmailComposer = {
  templates: ["note"],
  compose: (message, options) =>
    composeNoteEmail(options.db, options.photoStore, message, { from: options.mailFrom, siteUrl: options.siteUrl }),
};
