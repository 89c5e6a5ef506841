/**
 * The postcode checkers' working part, loaded the first time a visitor types a postcode (or statically
 * by the result page, which shows an answer at once): the coverage table, the answer and its words.
 */
import { CircleCheck, CircleHelp, Info } from "lucide-react";
import { telLink } from "../../content/business";
import {
  answerPostcode,
  milesText,
  parsePostcode,
  postcodeEmptyError,
  postcodeFieldError,
  type CoverageAnswer,
  type CoverageTable,
} from "../../lib/postcode-coverage";
import { Problem } from "../ui/problem";

let table: Promise<CoverageTable> | undefined;

/**
 * The coverage table, fetched once per visit the first time a checker needs it (a small prerendered
 * file, /coverage.json), so no page carries it in its scripts. A failed fetch is tried again next time.
 */
export function loadCoverageTable(): Promise<CoverageTable> {
  table ??= fetch("/coverage.json")
    .then((response) => {
      if (!response.ok) throw new Error(`/coverage.json answered ${response.status}`);
      return response.json() as Promise<CoverageTable>;
    })
    .catch((error: unknown) => {
      table = undefined;
      throw error;
    });
  return table;
}

/**
 * The answer for `value`. While the visitor is still typing (`final` false), a value not yet shaped
 * like a postcode gets no answer rather than an error. Rejects when the table cannot be fetched.
 */
export async function answerFor(value: string, final: boolean): Promise<CoverageAnswer | null> {
  if (!final && !parsePostcode(value)) return null;
  const answer = answerPostcode(value, await loadCoverageTable());
  return !final && answer.kind === "invalid" ? null : answer;
}

const linkClass = "font-semibold text-brand underline";

/**
 * One answer in words, or the field's error. `inForm` is the quote form's hint: no links away from a
 * half-filled form, and the next step is the form itself rather than a call.
 */
export function CoverageResult({ answer, inForm = false, errorId }: { answer: CoverageAnswer; inForm?: boolean; errorId?: string }) {
  if (answer.kind === "invalid" || answer.kind === "empty") {
    return <Problem id={errorId} text={answer.kind === "empty" ? postcodeEmptyError : postcodeFieldError} className="mt-0" />;
  }
  if (answer.kind === "covered") {
    const { district, town, others, base } = answer;
    return (
      <div className="flex items-start gap-2" data-answer="covered">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
        <p>
          Yes, we cover {district} (
          {inForm ? (
            town.name
          ) : (
            <a href={`/areas/${town.slug}`} className={linkClass}>
              {town.name}
            </a>
          )}
          , {milesText(town.miles)} from our {base} yard).
          {!inForm && others.length > 0 ? (
            <>
              {" "}
              Also in {district}:{" "}
              {others.map((other, i) => (
                <span key={other.slug}>
                  {i > 0 ? ", " : null}
                  <a href={`/areas/${other.slug}`} className={linkClass}>
                    {other.name}
                  </a>
                </span>
              ))}
              .
            </>
          ) : null}
        </p>
      </div>
    );
  }
  if (answer.kind === "likely") {
    return (
      <div className="flex items-start gap-2" data-answer="likely">
        <CircleHelp className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
        <p>
          Probably: we cover most of {answer.area} (the {answer.areaName} postcode area);{" "}
          {inForm ? (
            "we'll confirm when we reply."
          ) : (
            <>
              <a href={telLink} className={linkClass}>
                call
              </a>{" "}
              or{" "}
              <a href="/contact#quote-form" className={linkClass}>
                send photos
              </a>{" "}
              and we'll confirm.
            </>
          )}
        </p>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-2" data-answer="outside">
      <Info className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
      <p>
        {answer.district} is outside our usual area;{" "}
        {inForm ? (
          "send your request anyway, or call us: we may still help."
        ) : (
          <>
            <a href={telLink} className={linkClass}>
              call us
            </a>
            , we may still help.
          </>
        )}
      </p>
    </div>
  );
}
