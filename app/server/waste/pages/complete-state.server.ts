import { poundsNumber } from "../../../kernel/money";
import { hasRefusedCharacters } from "../../../kernel/text";
import { MAX_PHOTOS } from "../../../lib/quote-limits";
import { usualSiteFor } from "../../../content/receiving-sites";
import { wasteKind } from "../../../content/waste";
import { londonParts } from "../../../kernel/uk-time";
import type { JobToComplete } from "../completion.server";
import { prefillLines } from "../prefill.server";
import { COMPLETE_ROWS_MAX } from "./forms.server";
import type { FormErrors, FormValues } from "../../../kernel/page/kit.server";

/*
 * The completion form's state between the page and its action: the values shown, the number of waste
 * line rows, and the photos of the cleared space already kept while the note waits.
 */

/** "Paid by" when no money changed hands at the collection: the form's default. */
export const NOTHING_TAKEN = "nothing";

/** "14:05": the London time of day at `now`, as the transfer time's box takes it. */
export const timeOfDay = (now: Date) => {
  const p = londonParts(now);
  return `${p.hour}:${p.minute}`;
};

/** The line's site as first offered: the usual one for its code. */
export const usualSiteId = (wasteId: string) => {
  const kind = wasteKind(wasteId);
  return (kind && usualSiteFor(kind)?.id) ?? "";
};

/**
 * The form's first values: the price's waste lines each with its usual site (only those: "Add a
 * line" adds more), the customer's name, the time now, and the price as the amount, with "Nothing
 * taken" chosen until the crew says how it was paid.
 */
export function firstValues(job: JobToComplete, now: Date): { values: FormValues; rows: number } {
  const values: FormValues = {
    customerName: job.quote.name,
    role: "householder",
    transferTime: timeOfDay(now),
    present: "signed",
    payment: poundsNumber(job.totalPence),
    paymentMethod: NOTHING_TAKEN,
  };
  const lines = prefillLines(job.lines);
  lines.forEach((line, i) => {
    values[`line-${i}-wasteId`] = line.wasteId;
    values[`line-${i}-description`] = line.description;
    values[`line-${i}-vanPercent`] = line.vanPercent === null ? "" : String(line.vanPercent);
    values[`line-${i}-weightKg`] = line.weightKg === null ? "" : String(line.weightKg);
    values[`line-${i}-containment`] = line.containment;
    values[`line-${i}-siteId`] = usualSiteId(line.wasteId);
  });
  return { values, rows: Math.min(COMPLETE_ROWS_MAX, Math.max(1, lines.length)) };
}

/** As many rows as were sent, and at least one. */
export function rowsSent(values: FormValues): number {
  let last = -1;
  for (const key of Object.keys(values)) {
    const m = /^line-(\d{1,2})-/.exec(key);
    if (m && Number(m[1]) < COMPLETE_ROWS_MAX) last = Math.max(last, Number(m[1]));
  }
  return Math.min(COMPLETE_ROWS_MAX, Math.max(last + 1, 1));
}

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

/** What the form shows: the values typed, the problems found, the rows, the photos kept, and the answer's status. */
export interface CompletePageState {
  values: FormValues;
  errors: FormErrors;
  rows: number;
  photos: HeldPhoto[];
  status?: number;
}
