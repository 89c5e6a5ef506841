import { loadSizes, maxItemCount, surcharges, type LoadId, type PriceRange, type SurchargeId } from "../content/pricing";

/** What a visitor chose in the instant estimate. */
export interface EstimateChoices {
  load: LoadId | null;
  counts: Record<SurchargeId, number>;
  stairs: boolean;
}

interface EstimateLine {
  label: string;
  /** "£15–£25 each", when the line is a count of items. */
  each?: string;
  amount: PriceRange;
}

export interface Estimate {
  lines: EstimateLine[];
  total: PriceRange;
}

export type EstimateErrors = Partial<Record<"load" | SurchargeId | "stairs", string>>;

export const noChoices: EstimateChoices = {
  load: null,
  counts: { fridge: 0, mattress: 0, sofa: 0, tyre: 0, tube: 0 },
  stairs: false,
};

/** "£145–£175", or "£49" when both ends are the same. */
export function formatRange({ min, max }: PriceRange): string {
  return min === max ? `£${min}` : `£${min}–£${max}`;
}

const add = (a: PriceRange, b: PriceRange): PriceRange => ({ min: a.min + b.min, max: a.max + b.max });
const times = (n: number, r: PriceRange): PriceRange => ({ min: n * r.min, max: n * r.max });

/** Each line and the total of an estimate; null until a load size is chosen. */
export function estimate(choices: EstimateChoices): Estimate | null {
  const load = loadSizes.find((l) => l.id === choices.load);
  if (!load) return null;
  const lines: EstimateLine[] = [{ label: load.label, amount: load.price }];
  for (const charge of surcharges) {
    const count = choices.counts[charge.id];
    if (count > 0)
      lines.push({ label: `${count} × ${charge.one}`, each: `${formatRange(charge.price)} each`, amount: times(count, charge.price) });
  }
  if (choices.stairs) lines.push({ label: "Carrying down stairs, no lift", amount: load.stairs });
  return { lines, total: lines.reduce((sum, line) => add(sum, line.amount), { min: 0, max: 0 }) };
}

/** The choices in words, for the quote form's description when the visitor asks for a fixed price. */
export function describeChoices(choices: EstimateChoices): string {
  const result = estimate(choices);
  if (!result) return "";
  const items = result.lines.map((line) => line.label);
  return `From the price estimate: ${items.join("; ")}. Estimate ${formatRange(result.total)}.`;
}

/** The query string of the estimate's form (its no-JavaScript result page takes the same). */
export function estimateQuery(choices: EstimateChoices): string {
  const params = new URLSearchParams();
  if (choices.load) params.set("load", choices.load);
  for (const charge of surcharges) params.set(charge.id, String(choices.counts[charge.id]));
  if (choices.stairs) params.set("stairs", "yes");
  return params.toString();
}

/** Longest value any parameter of the form can have; anything longer is refused unread. */
const PARAM_MAX = 8;

/**
 * The estimate form's query string, checked: the load must be one of ours, each count a whole number
 * from 0 to maxItemCount, and stairs "yes" or absent. Unknown parameters are ignored. Nothing is echoed:
 * the result holds only values taken from our own lists.
 */
export function parseEstimateQuery(params: URLSearchParams): { choices: EstimateChoices; errors: EstimateErrors; submitted: boolean } {
  const errors: EstimateErrors = {};
  const choices: EstimateChoices = { load: null, counts: { ...noChoices.counts }, stairs: false };
  const submitted = params.has("load") || surcharges.some((s) => params.has(s.id)) || params.has("stairs");

  const load = params.get("load");
  const known = load !== null && load.length <= PARAM_MAX ? loadSizes.find((l) => l.id === load) : undefined;
  if (known) choices.load = known.id;
  else if (submitted) errors.load = "Choose how much of the van your waste will fill.";

  for (const charge of surcharges) {
    const raw = params.get(charge.id);
    if (raw === null || raw === "") continue;
    const count = raw.length <= PARAM_MAX && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (Number.isInteger(count) && count >= 0 && count <= maxItemCount) choices.counts[charge.id] = count;
    else errors[charge.id] = `Choose a number from 0 to ${maxItemCount}.`;
  }

  const stairs = params.get("stairs");
  if (stairs === "yes") choices.stairs = true;
  else if (stairs !== null && stairs !== "") errors.stairs = "Tick the box if the crew must carry items down stairs with no lift.";

  return { choices, errors, submitted };
}
