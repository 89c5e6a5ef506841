/**
 * What a tip run's jobs could have weighed: the upper bound its weighbridge weight is checked
 * against before the run is recorded (docs/decisions/0036-tip-run-weight-and-runs-without-jobs.md).
 * A run above the bound is not refused (a load may be heavier than its jobs' shares suggest): the
 * form asks for confirmation with the figures side by side, and the audit line says it was given.
 * No database here: tip-runs.server.ts reads each job's facts and the pages show the figures.
 */
import { loadSizes } from "../../content/pricing";
import { prefillRules, van } from "../../content/waste";

/**
 * The heaviest a cubic metre of a van's load is taken to weigh, in kilograms: the dense end of what
 * the business carries as it is loaded. Loose mixed household and bulky waste (furniture, bags, boxes:
 * much air) weighs roughly 80–150 kg/m³ in a van; garden waste and rubble are denser, but a van
 * carrying them reaches its payload long before it is full (a 3.5 t Luton box van, the business's
 * ~15 m³ van, may carry about 1.0–1.2 t). At 150 kg/m³ a full 15 m³ van is 2.25 t: about twice the
 * payload and above the 1.5–2 t a full Luton van of mixed waste rarely exceeds, so a ticket above the
 * bound is far more often a slip (kilograms typed, a job missing or ticked wrongly) than a true load.
 * Generous on purpose: the check asks, it never refuses, and a question on every heavy run would be
 * answered without reading.
 */
export const DENSE_LOAD_KG_PER_CUBIC_METRE = 150;

/** The most a full van of `litres` load space is taken to hold, in kilograms (rounded up). */
const fullVanKg = (litres: number) => Math.ceil((litres * DENSE_LOAD_KG_PER_CUBIC_METRE) / 1000);

/** A full van of the business's van (app/content/waste.ts, 15 m³ until measured): 2,250 kg. */
export const FULL_VAN_MAX_KG = fullVanKg(van.loadCubicMetres * 1000);

/** Tonnes as the office reads them: "1.24 t". */
export const formatTonnes = (kg: number) =>
  `${(kg / 1000).toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 3 })} t`;

/** "15 m³", "7.5 m³". */
const cubicMetres = (litres: number) => `${(litres / 1000).toLocaleString("en-GB", { maximumFractionDigits: 1 })} m³`;

/** What is known of a job's load: its booked price's load lines, its current note's lines and van. */
export interface JobLoadFacts {
  reference: string;
  /** The booked price's lines of kind "load": the size (a LoadId) and how many. */
  booked: readonly { itemId: string | null; quantity: number }[];
  /** Its issued note's lines: each a share of the van (per cent) and/or an estimated weight. */
  noted: readonly { vanPercent: number | null; weightKg: number | null }[];
  /** The van's load space on the note (litres), null on a note before it was stated. */
  vanLitres: number | null;
}

/** A job's load as the check counts it. */
export interface JobLoad {
  reference: string;
  /** The booked load size's name ("Half van"), or null with no load line. */
  bookedLabel: string | null;
  /** The booked share of the van (per cent), or null with no load size booked. */
  bookedPercent: number | null;
  /** The share of the van on its note, the lines added up, or null when no line gives one. */
  notedPercent: number | null;
  /** The weights its note estimates for lines given no share of the van (a sofa, a fridge). */
  notedKg: number;
  /** False when neither the price nor the note gives a share: the job then counts as a full van. */
  known: boolean;
  /** The share counted: the larger of the booked and the noted; 100 when neither is known. */
  percent: number;
  /** The van the share is of: the note's, else the business's. */
  vanLitres: number;
  /** The share's bound (percent of a full van's), before the note's estimated weights. */
  shareKg: number;
  /** The most the job's load is taken to weigh: shareKg + notedKg. */
  boundKg: number;
}

/**
 * A job's load and its upper bound: the larger share of the van of the two records (booked, noted at
 * the door) as a volume of the note's van at DENSE_LOAD_KG_PER_CUBIC_METRE, plus the weights the note
 * estimates for what it gives no share (items priced apart). Neither share known: a full van.
 */
export function jobLoad(facts: JobLoadFacts): JobLoad {
  const sized = facts.booked.filter((line) => line.itemId !== null && prefillRules.loadVanPercent[line.itemId] !== undefined);
  const bookedPercent = sized.length
    ? sized.reduce((sum, line) => sum + prefillRules.loadVanPercent[line.itemId!]! * line.quantity, 0)
    : null;
  const bookedLabel = sized.length ? (loadSizes.find((size) => size.id === sized[0]!.itemId)?.label ?? null) : null;
  const shared = facts.noted.filter((line) => line.vanPercent !== null);
  const notedPercent = shared.length ? shared.reduce((sum, line) => sum + line.vanPercent!, 0) : null;
  const notedKg = facts.noted.reduce((sum, line) => sum + (line.vanPercent === null ? (line.weightKg ?? 0) : 0), 0);
  const known = bookedPercent !== null || notedPercent !== null;
  const percent = known ? Math.max(bookedPercent ?? 0, notedPercent ?? 0) : 100;
  const vanLitres = facts.vanLitres && facts.vanLitres > 0 ? facts.vanLitres : van.loadCubicMetres * 1000;
  const shareKg = Math.ceil((percent * vanLitres * DENSE_LOAD_KG_PER_CUBIC_METRE) / 100_000);
  return {
    reference: facts.reference,
    bookedLabel,
    bookedPercent,
    notedPercent,
    notedKg,
    known,
    percent,
    vanLitres,
    shareKg,
    boundKg: shareKg + notedKg,
  };
}

/** A job's load in words: "Half van booked (50% of the van); 50% of the van and 40 kg estimated on its note". */
export function loadText(job: JobLoad): string {
  const parts: string[] = [];
  if (job.bookedPercent !== null) parts.push(`${job.bookedLabel ?? "A load"} booked (${job.bookedPercent}% of the van)`);
  if (!job.known) parts.push("no share of the van booked or noted: counted as a full van");
  const noted = [job.notedPercent !== null ? `${job.notedPercent}% of the van` : "", job.notedKg > 0 ? `${job.notedKg} kg` : ""].filter(
    Boolean,
  );
  if (noted.length) {
    const estimated = job.notedKg > 0 ? " estimated" : "";
    parts.push(`${noted.join(" and ")}${estimated} on its note`);
  }
  return parts.join("; ");
}

/** A tip run's weight against what its jobs could hold. */
export interface WeightCheck {
  weightKg: number;
  /** The sum of the jobs' bounds; one full van with no jobs. */
  boundKg: number;
  /** A full van of the business's van, for the comparison. */
  fullVanKg: number;
  jobs: JobLoad[];
  /** The weight is above the bound: the form asks before it records. */
  above: boolean;
  /**
   * What the confirmation's box sends back: these figures, so a tick given for one weight and one
   * set of jobs does not pass another (the weight changed, a job ticked or a note corrected since).
   */
  token: string;
}

/** `weightKg` against the bound of `jobs`' loads (with no jobs, one full van: a run is one vehicle's load). */
export function weightCheck(weightKg: number, jobs: JobLoad[]): WeightCheck {
  const boundKg = jobs.length ? jobs.reduce((sum, job) => sum + job.boundKg, 0) : FULL_VAN_MAX_KG;
  return { weightKg, boundKg, fullVanKg: FULL_VAN_MAX_KG, jobs, above: weightKg > boundKg, token: `${weightKg}-${boundKg}` };
}

/** A job's bound in words for the audit: "50% of a 15 m³ van up to 1.125 t, plus 40 kg". */
const jobBoundText = (job: JobLoad) =>
  `${job.known ? "" : "share not known, "}${job.percent}% of a ${cubicMetres(job.vanLitres)} van up to ${formatTonnes(job.shareKg)}${job.notedKg > 0 ? `, plus ${job.notedKg} kg` : ""}`;

/** The audit line's words for a weight confirmed above the bound, with the figures. */
export function weightConfirmedText(check: WeightCheck): string {
  if (!check.jobs.length)
    return `weight confirmed above one full van (no jobs): ${formatTonnes(check.weightKg)} entered, a full van up to ${formatTonnes(check.fullVanKg)}`;
  const jobs = check.jobs.map((job) => `${job.reference}: ${jobBoundText(job)}`).join("; ");
  return `weight confirmed above what its jobs' loads could hold: ${formatTonnes(check.weightKg)} entered, their loads up to ${formatTonnes(check.boundKg)} (${jobs}; a full van up to ${formatTonnes(check.fullVanKg)})`;
}

/** The comparison as the form shows it: the figures written out. */
export interface ShownWeightCheck {
  weight: string;
  bound: string;
  fullVan: string;
  /** The van's load space, "15 m³". */
  vanSize: string;
  /** Each job: its load in words, its bound, and how it is made where that is more than the share ("… up to 1.125 t, plus 40 kg"). */
  jobs: { reference: string; load: string; bound: string; workings: string }[];
  token: string;
}

export function shownWeightCheck(check: WeightCheck): ShownWeightCheck {
  return {
    weight: formatTonnes(check.weightKg),
    bound: formatTonnes(check.boundKg),
    fullVan: formatTonnes(check.fullVanKg),
    vanSize: cubicMetres(van.loadCubicMetres * 1000),
    jobs: check.jobs.map((job) => ({
      reference: job.reference,
      load: loadText(job),
      bound: formatTonnes(job.boundKg),
      // How the bound is made, where it is more than the share alone (the note's weights, a share not known).
      workings: job.notedKg > 0 || !job.known ? jobBoundText(job) : "",
    })),
    token: check.token,
  };
}
