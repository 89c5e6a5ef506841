import { ButtonCell, cardTable, CardHead, CardLabel, linkClass, Panel } from "../../../components/page-kit/kit";
import { clearedPhotoPath, staffNoteCorrectPath, staffNotePdfPath, staffNoteResendPath } from "../paths";

/** A note as the request's page lists it: its collection time already written out as the note prints it. */
export interface ShownNote {
  id: string;
  number: string;
  /** When the waste was collected, as the note says it ("Tuesday 24 November 2026, 10:42 GMT"). */
  collected: string;
  status: string;
  supersedesId: string | null;
  bookingId: string | null;
  photos: { storedName: string; originalName: string }[];
}

/**
 * The request's waste transfer notes, newest first: each number with its PDF, when it was issued,
 * whether a correction replaced it, the photos of the cleared space taken with it, and a form to send
 * it to the customer again.
 */
export function NotesSection({ notes, canResend }: { notes: ShownNote[]; canResend: boolean }) {
  if (!notes.length) return null;
  const numberOf = new Map(notes.map((note) => [note.id, note.number]));
  return (
    <Panel id="waste-notes" heading="Waste transfer notes" className="mt-6">
      <table className={cardTable.table}>
        <caption className="sr-only">Waste transfer notes issued for this request, newest first</caption>
        <CardHead columns={["Note", "Collected", "State", "Photos of the cleared space", { hidden: "Send again" }]} />
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
                  <CardLabel>Collected</CardLabel>
                  {note.collected}
                </td>
                <td className={cardTable.cell}>
                  <CardLabel>State</CardLabel>
                  {note.status === "superseded"
                    ? `Replaced by ${replacedBy ?? "a correction"}`
                    : note.supersedesId
                      ? `Corrects ${numberOf.get(note.supersedesId) ?? "an earlier note"}`
                      : "Issued"}
                  {note.status === "issued" && (
                    <>
                      {" · "}
                      <a href={staffNoteCorrectPath(note.number)} className={`${linkClass} inline-flex min-h-11 items-center`}>
                        Correct this note<span className="sr-only">{` ${note.number}`}</span>
                      </a>
                    </>
                  )}
                </td>
                <td className={cardTable.cell}>
                  <CardLabel>Photos</CardLabel>
                  {note.photos.length && note.bookingId ? (
                    <ul className="flex flex-wrap gap-x-3">
                      {note.photos.map((photo, i) => (
                        <li key={photo.storedName}>
                          <a
                            href={clearedPhotoPath(note.bookingId!, photo.storedName)}
                            className={`${linkClass} inline-flex min-h-11 items-center`}
                          >
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
                <ButtonCell show={canResend} action={staffNoteResendPath(note.number)}>
                  {`Send ${note.number} to the customer again`}
                </ButtonCell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Panel>
  );
}
