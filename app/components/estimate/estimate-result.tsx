import { vatNote } from "../../content/pricing";
import { describeChoices, formatRange, type Estimate, type EstimateChoices } from "../../lib/estimate";
import { QuoteButton } from "../quote/quote-button";
import { claim } from "../../content/claims";

/** The estimate beside the form: its total, each part of it, and the way on to a fixed price. */
export function EstimateResult({
  id,
  choices,
  result,
  quoteHref,
}: {
  id: string;
  choices: EstimateChoices;
  result: Estimate | null;
  quoteHref?: string;
}) {
  return (
    <div id={id} tabIndex={-1} className="rounded-2xl border-2 border-brand bg-white p-5 shadow-sm outline-none sm:p-6 lg:sticky lg:top-24">
      <h3 className="text-xl text-brand-dark">Your estimate</h3>
      <p role="status" aria-live="polite" aria-atomic="true" className="mt-1 text-muted">
        {result ? (
          <>
            Estimate: <strong className="text-ink">{formatRange(result.total)}</strong>
          </>
        ) : (
          "Choose how much of the van your waste will fill to see an estimate."
        )}
      </p>
      {result ? (
        <>
          <table className="mt-3 w-full border-collapse text-left">
            <caption className="sr-only">Each part of the estimate and its amount</caption>
            <tbody>
              {result.lines.map((line) => (
                <tr key={line.label} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    {line.label}
                    {line.each ? <span className="block text-sm text-muted">{line.each}</span> : null}
                  </th>
                  <td className="whitespace-nowrap py-2 text-right align-top">{formatRange(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="pt-3 text-lg">
                  Total
                </th>
                <td className="whitespace-nowrap pt-3 text-right text-2xl font-extrabold text-brand-dark" data-testid="estimate-total">
                  {formatRange(result.total)}
                </td>
              </tr>
            </tfoot>
          </table>
          <p className="mt-4">Send us photos and we'll turn this into a fixed price {claim("reply.when")}.</p>
          <QuoteButton size="lg" className="mt-4 w-full" prefill={{ description: describeChoices(choices) }} href={quoteHref}>
            Get a fixed price for this
          </QuoteButton>
        </>
      ) : null}
      <p className="mt-4 text-sm text-muted">An estimate for mixed household waste with normal access. {vatNote}</p>
    </div>
  );
}
