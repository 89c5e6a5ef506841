/**
 * Where the office finds a job's completion, a note's file, its correction and its "send again", and
 * the photos of a cleared space: plain functions, so pages and their views (which go to the browser
 * bundle too) link to them alike.
 */

/** The job's "Collected" form, and its note once issued. */
export const completePath = (bookingId: string) => `/staff/jobs/${encodeURIComponent(bookingId)}/complete`;
/** Where a note's PDF is downloaded by the office. */
export const staffNotePdfPath = (number: string) => `/staff/notes/${encodeURIComponent(number)}.pdf`;
/** A photo of the cleared space, kept in the request's folder of the photo store. */
export const clearedPhotoPath = (bookingId: string, storedName: string) =>
  `/staff/jobs/${encodeURIComponent(bookingId)}/photos/${encodeURIComponent(storedName)}`;
export const staffNoteCorrectPath = (number: string) => `/staff/notes/${encodeURIComponent(number)}/correct`;
export const staffNoteResendPath = (number: string) => `/staff/notes/${encodeURIComponent(number)}/resend`;
