/**
 * The schedule's jobs as the office's week and the crew's day show them: what a job is, and how its
 * load, its extras, its note and its count read. No server code: the pages' views draw with it.
 */
import type { SlotDefinition } from "../../content/booking";
import { loadSizes } from "../../content/pricing";
import type { PriceQuoteLine, WasteNoteLine } from "../db/schema.server";
import type { SlotRef } from "../booking/index.server";
import { formatDate, londonDate, londonParts } from "../../kernel/uk-time";

/** A done job's current waste transfer note (the issued one): its number, when the waste changed hands, its waste. */
export interface JobNote {
  number: string;
  transferredAt: Date;
  lines: Pick<WasteNoteLine, "code" | "description" | "hazardous" | "pops" | "vanPercent" | "weightKg">[];
}

/** One booked or done job, with what the office and the crew need to see. */
export interface Job {
  bookingId: string;
  /** "booked", or "done" (its waste transfer note issued). Cancelled jobs are not shown. */
  status: "booked" | "done";
  /** A done job's note; null while it is booked (or when the note was removed with its request). */
  note: JobNote | null;
  quoteId: string;
  reference: string;
  /** The customer's name. */
  name: string;
  /** The member of staff the request is assigned to, by name; null when nobody is. */
  assigneeName: string | null;
  slot: SlotRef;
  addressLine1: string;
  addressLine2: string | null;
  town: string;
  postcode: string;
  /** The phone for the day. */
  phone: string;
  /** What the customer wrote is to go, as they wrote it. */
  description: string;
  accessNotes: string | null;
  /** The accepted price's lines, in order; the load is the line of kind "load". */
  lines: Pick<PriceQuoteLine, "kind" | "itemId" | "label" | "quantity" | "amountPence">[];
  totalPence: number;
  photos: { position: number; originalName: string }[];
}

/** The load line's label, or what the lines are when there is none ("2 lines"). */
export function loadOf(job: Pick<Job, "lines">): string {
  const load = job.lines.find((line) => line.kind === "load");
  if (load) return load.label;
  return job.lines.length === 1 ? job.lines[0]!.label : `${job.lines.length} lines`;
}

/** Every line but the load: the extra items and charges. */
export const extrasOf = (job: Pick<Job, "lines">) => job.lines.filter((line) => line.kind !== "load");

/** What a surcharged item is called on the van's list, one and many: the sofa's foam holds POPs, which decides the tip. */
const ITEM_NAMES: Record<string, [one: string, many: string]> = {
  fridge: ["fridge", "fridges"],
  sofa: ["sofa (POPs)", "sofas (POPs)"],
  mattress: ["mattress", "mattresses"],
  tyre: ["tyre", "tyres"],
  tube: ["fluorescent tube", "fluorescent tubes"],
};

/** One price line as the van's list says it: "Half van", "1 fridge", "2 sofas (POPs)", "stairs, no lift". */
function lineSummary(line: Job["lines"][number]): string {
  if (line.kind === "load") return loadSizes.find((size) => size.id === line.itemId)?.label ?? line.label;
  const names = line.itemId ? ITEM_NAMES[line.itemId] : undefined;
  if (line.kind === "surcharge" && names) return `${line.quantity} ${line.quantity === 1 ? names[0] : names[1]}`;
  if (line.kind === "stairs") return "stairs, no lift";
  return line.quantity > 1 ? `${line.quantity} × ${line.label}` : line.label;
}

/** What is on the van: the load and every extra, "Half van · 1 sofa (POPs) · 1 fridge". */
export const vanSummary = (job: Pick<Job, "lines">) => job.lines.map(lineSummary).join(" · ") || "Nothing priced";

/** How many jobs, and how many of them are done: "3 jobs (1 done)", "1 job", "No jobs". */
export function jobCount(jobs: Pick<Job, "status">[]): string {
  const done = jobs.filter((job) => job.status === "done").length;
  const count = jobs.length === 0 ? "No jobs" : jobs.length === 1 ? "1 job" : `${jobs.length} jobs`;
  return done ? `${count} (${done} done)` : count;
}

/**
 * When a done job's waste was collected, in UK time: "10:30 GMT" on its booked day; on another day
 * the day too, as `otherDay` ("Friday 27 November").
 */
function collectedAt(job: Pick<Job, "slot" | "note">): { time: string; otherDay: string | null } | null {
  if (!job.note) return null;
  const p = londonParts(job.note.transferredAt);
  const day = londonDate(job.note.transferredAt);
  return { time: `${p.hour}:${p.minute} ${p.timeZoneName}`, otherDay: day === job.slot.date ? null : formatDate(day, "weekday") };
}

/** The address on one line. */
export const addressLine = (job: Pick<Job, "addressLine1" | "addressLine2" | "town" | "postcode">) =>
  [job.addressLine1, job.addressLine2, job.town, job.postcode].filter(Boolean).join(", ");

/** A slot of the week; its jobs as the domain reads them, or (`J`) as a page shows them. */
export interface ScheduleSlot<J extends Job = Job> {
  ref: SlotRef;
  definition: SlotDefinition;
  /** Its times that day as people read them ("7am–12pm"); null when it does not run that day. */
  window: string | null;
  /** Its booked and done jobs. */
  jobs: J[];
  /** The booked ones: a done job no longer takes a place. */
  booked: number;
  /** Blocked by staff (this slot or the whole day), with the reason given. */
  blocked: { reason: string | null; wholeDay: boolean } | null;
  /** Places left (never below 0; none when it does not run that day). */
  room: number;
  /** Its start has passed (or it does not run that day). */
  begun: boolean;
}

export interface ScheduleDay<J extends Job = Job> {
  date: string;
  /** Why the crews don't work that day (a bank holiday's name), or null. */
  closed: string | null;
  /** The whole day blocked by staff. */
  dayBlock: { reason: string | null } | null;
  slots: ScheduleSlot<J>[];
}

/** A job as a page shows it: with the links to its note's PDF and to its completion form (the waste pages' paths). */
export interface JobOnPage extends Job {
  notePath: string | null;
  completePath: string;
}

/** "10:30 GMT", or "Saturday 28 November, 09:30 GMT" when the waste went on another day than the one booked. */
export function collectedText(job: Pick<Job, "slot" | "note">): string | null {
  const at = collectedAt(job);
  if (!at) return null;
  return at.otherDay ? `${at.otherDay}, ${at.time}` : at.time;
}

/** A line of the note as the crew recorded it: "20 03 07 Domestic seating waste containing POPs: about 40 kg". */
export function wasteLineText(line: NonNullable<Job["note"]>["lines"][number]): string {
  const amounts = [
    line.vanPercent !== null ? `${line.vanPercent}% of the van` : null,
    line.weightKg !== null ? `about ${line.weightKg} kg` : null,
  ];
  return `${line.code}${line.hazardous ? "*" : ""} ${line.description}: ${amounts.filter(Boolean).join(", ")}`;
}
