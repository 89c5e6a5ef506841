import type { WasteNote } from "../../db/schema.server";
import { noteTime } from "../../waste/pdf.server";
import { buttonClass, cardTable, CardLabel, linkClass, Panel } from "./kit.server";

/** Where a note's PDF is downloaded by the office. */
export const staffNotePdfPath = (number: string) => `/staff/notes/${encodeURIComponent(number)}.pdf`;
/** A photo of the cleared space, kept in the request's folder of the photo store. */
export const clearedPhotoPath = (bookingId: string, storedName: string) => `/staff/jobs/${encodeURIComponent(bookingId)}/photos/${encodeURIComponent(storedName)}`;
export const staffNoteResendPath = (number: string) => `/staff/notes/${encodeURIComponent(number)}/resend`;

/**
 * The request's waste transfer notes, newest first: each number with its PDF, when it was issued,
 * whether a correction replaced it, the photos of the cleared space taken with it, and a form to send
 * it to the customer again.
 */
export function NotesSection({ notes, canResend }: { notes: (WasteNote & { photos: { storedName: string; originalName: string }[] })[]; canResend: boolean }) {
  if (!notes.length) return null;
  const numberOf = new Map(notes.map((note) => [note.id, note.number]));
  return (
    <Panel id="waste-notes" heading="Waste transfer notes" className="mt-6">
      <table className={cardTable.table}>
        <caption className="sr-only">Waste transfer notes issued for this request, newest first</caption>
        <thead className={cardTable.head}>
          <tr>
            <th scope="col" className="p-2">
              Note
            </th>
            <th scope="col" className="p-2">
              Issued
            </th>
            <th scope="col" className="p-2">
              State
            </th>
            <th scope="col" className="p-2">
              Photos of the cleared space
            </th>
            <th scope="col" className="p-2">
              <span className="sr-only">Send again</span>
            </th>
          </tr>
        </thead>
        <tbody className={cardTable.body}>
          {notes.map((note) => {
            const replacedBy = notes.find((other) => other.supersedesId === note.id)?.number;
            return (
              <tr key={note.id} className={cardTable.row}>
                <th scope="row" className={`${cardTable.cell} pt-2 font-semibold`}>
                  <a href={staffNotePdfPath(note.number)} className={linkClass}>
                    {`${note.number} (PDF)`}
                  </a>
                </th>
                <td className={cardTable.cell}>
                  <CardLabel>Issued</CardLabel>
                  {noteTime(note.issuedAt)}
                </td>
                <td className={cardTable.cell}>
                  <CardLabel>State</CardLabel>
                  {note.status === "superseded" ? `Replaced by ${replacedBy ?? "a correction"}` : note.supersedesId ? `Corrects ${numberOf.get(note.supersedesId) ?? "an earlier note"}` : "Issued"}
                </td>
                <td className={cardTable.cell}>
                  <CardLabel>Photos</CardLabel>
                  {note.photos.length && note.bookingId ? (
                    <ul className="flex flex-wrap gap-x-3">
                      {note.photos.map((photo, i) => (
                        <li key={photo.storedName}>
                          <a href={clearedPhotoPath(note.bookingId!, photo.storedName)} className={`${linkClass} inline-flex min-h-11 items-center`}>
                            {`Photo ${i + 1}`}
                            <span className="sr-only">{` of the cleared space (${photo.originalName})`}</span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    "None"
                  )}
                </td>
                <td className={cardTable.cell}>
                  {canResend && (
                    <form method="post" action={staffNoteResendPath(note.number)}>
                      <button type="submit" className={buttonClass("outline")}>
                        {`Send ${note.number} to the customer again`}
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Panel>
  );
}
