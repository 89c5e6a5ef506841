/** How a done job reads on the week and the crew's day: the tick with its word, the note's number and PDF, when the waste was collected. */
import { collectedAt, type Job } from "../schedule.server";
import { staffNotePdfPath } from "../../waste/web.server";
import { linkClass } from "../../../kernel/page/kit.server";

/** "✓ Done": the word says it, the tick and the colour only repeat it. */
export function DoneMark({ className = "" }: { className?: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded border border-brand bg-brand-tint px-1.5 font-semibold text-brand-dark ${className}`}
    >
      <span aria-hidden="true">✓ </span>Done
    </span>
  );
}

/** The note's number, a link to its PDF; "No note on record" when the job has none. */
export function NoteLink({ job }: { job: Pick<Job, "note" | "reference"> }) {
  if (!job.note) return <>No note on record</>;
  return (
    <a href={staffNotePdfPath(job.note.number)} className={linkClass}>
      {job.note.number}
      <span className="sr-only">{`, the waste transfer note for ${job.reference},`}</span> (PDF)
    </a>
  );
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
