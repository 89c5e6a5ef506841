/** How a done job reads on the week and the crew's day: the tick with its word, the note's number and PDF. */
import { linkClass } from "../../../components/page-kit/kit";
import type { JobOnPage } from "../jobs";

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
export function NoteLink({ job }: { job: Pick<JobOnPage, "note" | "notePath" | "reference"> }) {
  if (!job.note || !job.notePath) return <>No note on record</>;
  return (
    <a href={job.notePath} className={linkClass}>
      {job.note.number}
      <span className="sr-only">{`, the waste transfer note for ${job.reference},`}</span> (PDF)
    </a>
  );
}
