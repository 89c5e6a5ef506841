import { poundsNumber } from "../../../kernel/money";
import { usualSiteFor } from "../../../content/receiving-sites";
import { wasteKind } from "../../../content/waste";
import { londonParts } from "../../../kernel/uk-time";
import type { JobToComplete } from "../completion.server";
import { prefillLines } from "../prefill.server";
import { COMPLETE_ROWS_MAX } from "./forms.server";
import type { FormValues } from "../../../components/page-kit/kit";
import { NOTHING_TAKEN } from "../views/complete-fields";

/*
 * The completion form's first values and rows (the held photos and the rest of its state are in
 * views/complete-fields.ts, which the page draws from too).
 */

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
