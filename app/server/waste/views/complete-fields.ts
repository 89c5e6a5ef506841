import { hasRefusedCharacters } from "../../../kernel/text";
import { MAX_PHOTOS } from "../../../lib/quote-limits";
import type { FormErrors, FormValues } from "../../../components/page-kit/kit";

/*
 * What the completion form and its action both read: the "Nothing taken" choice, the photos of the
 * cleared space held in the photo store while the note waits (as they travel in the form and are read
 * back from it), and the form's state between the page and its action.
 */

/** "Paid by" when no money changed hands at the collection: the form's default. */
export const NOTHING_TAKEN = "nothing";

/** A photo of the cleared space already in the photo store, waiting for the note: its name there and the name it was sent with. */
export interface HeldPhoto {
  storedName: string;
  originalName: string;
}
export const CLEARED_NAME = /^cleared-(\d{1,2})\.jpg$/;
/** How a held photo travels in the form (a ticked box): "cleared-2.jpg|kitchen.jpg". */
export const heldValue = (photo: HeldPhoto) => `${photo.storedName}|${photo.originalName}`;

/** The held photos the form sent back (the boxes left ticked): well-formed names only, each once, at most the intake's number. */
export function heldPhotosSent(values: string[]): HeldPhoto[] {
  const held = new Map<string, HeldPhoto>();
  for (const value of values.slice(0, MAX_PHOTOS * 2)) {
    const bar = value.indexOf("|");
    const storedName = bar < 0 ? value : value.slice(0, bar);
    const originalName = bar < 0 ? storedName : value.slice(bar + 1);
    if (!CLEARED_NAME.test(storedName) || originalName.length > 100 || hasRefusedCharacters(originalName) || /[<>"]/.test(originalName))
      continue;
    if (!held.has(storedName)) held.set(storedName, { storedName, originalName: originalName || storedName });
  }
  return [...held.values()].slice(0, MAX_PHOTOS);
}

/** What the form shows: the values typed, the problems found, the rows and the photos kept. */
export interface CompletePageState {
  values: FormValues;
  errors: FormErrors;
  rows: number;
  photos: HeldPhoto[];
}
