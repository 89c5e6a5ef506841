/**
 * The tip run's form, each one zod schema read through `parseForm` (app/kernel/form.server.ts): every
 * problem is returned with its field, nothing is thrown. Text never reaches the database with control
 * characters in it (PostgreSQL refuses a NUL): those are refused with a message too.
 */
import { z } from "zod";
import { isCalendarDay, optionalText, unusualCharacters } from "../../../kernel/form-fields";
import { singleLine } from "../../../kernel/text";
import { popsRefusal, siteTreatments, type ReceivingSite } from "../../../content/receiving-sites";
import { MAX_REASON, NO_JOBS, REASON_WITH_JOBS } from "../tip-runs.server";

/** The tip-run form's checkboxes, one field per ticked job. */
export const TIP_RUN_MANY = ["job"] as const;

/**
 * POST /staff/disposals (multipart: the ticket's photo is judged by the photo pipeline). `today`
 * is the London date now: a tip run is today or within the last year, never in the future.
 */
export function tipRunForm(today: string, sites: readonly ReceivingSite[], maxTonnes: number) {
  const siteIds = sites.map((site) => site.id);
  const earliest = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  return z
    .object({
      date: optionalText(unusualCharacters("date"))
        .transform((v) => v.trim())
        .refine((v) => isCalendarDay(v), "Enter the date on the ticket, e.g. 2026-11-24.")
        .refine((v) => !isCalendarDay(v) || v <= today, "The tip run's date can't be in the future.")
        .refine((v) => !isCalendarDay(v) || v >= earliest, "Record tip runs of the last 12 months only."),
      site: optionalText(unusualCharacters("receiving site"))
        .transform((v) => v.trim())
        .refine((v) => siteIds.includes(v), "Choose one of the receiving sites listed."),
      tonnes: optionalText(unusualCharacters("weight"))
        .transform((v) =>
          v
            .trim()
            .slice(0, 24)
            .replace(/\s*(t|tonnes?)$/i, ""),
        )
        .refine((v) => v !== "", "Enter the weight from the weighbridge ticket, in tonnes, e.g. 1.24.")
        .refine(
          (v) => v === "" || /^\d{1,6}(\.\d{1,3})?$/.test(v),
          "Enter the weight in tonnes as a positive number with up to 3 decimals, e.g. 1.24.",
        )
        .transform((v) => (/^\d{1,6}(\.\d{1,3})?$/.test(v) ? Math.round(Number(v) * 1000) : NaN))
        .refine((kg) => Number.isNaN(kg) || kg > 0, "The weight must be more than 0 tonnes.")
        .refine(
          (kg) => Number.isNaN(kg) || kg <= maxTonnes * 1000,
          `That is more than ${maxTonnes} tonnes, more than a vehicle carries: enter tonnes, not kilograms (1,240 kg is 1.24).`,
        ),
      rate: optionalText(unusualCharacters("recycled rate"))
        .transform((v) => v.trim().slice(0, 24).replace(/\s*%$/, ""))
        .refine((v) => v !== "", "Enter the rate the site reports recycled or recovered, as a percentage, e.g. 93.5.")
        .refine((v) => v === "" || /^\d{1,6}(\.\d{1,2})?$/.test(v), "Enter the rate as a percentage from 0 to 100, e.g. 93.5.")
        .transform((v) => (/^\d{1,6}(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : NaN))
        .refine((bp) => Number.isNaN(bp) || bp <= 10_000, "The rate is a percentage from 0 to 100."),
      pops: optionalText(unusualCharacters("POPs seating weight"))
        .transform((v) =>
          v
            .trim()
            .slice(0, 24)
            .replace(/\s*kg$/i, "")
            .replace(/,/g, ""),
        )
        .refine((v) => v === "" || /^\d{1,6}$/.test(v), "Enter the POPs seating in whole kilograms, e.g. 80, or 0 if there was none.")
        .transform((v) => (v === "" ? 0 : /^\d{1,6}$/.test(v) ? Number(v) : NaN)),
      /** Read with `parseForm(tipRunForm(…), fields, TIP_RUN_MANY)`; ids not shaped like one are dropped. */
      job: z
        .array(singleLine(unusualCharacters("jobs")))
        .optional()
        .transform((v) => (v ?? []).filter((id) => /^[0-9a-f-]{36}$/.test(id)).slice(0, 200)),
      /** Why no jobs are ticked: required with none, refused with some (checked below, once the jobs are read). */
      reason: optionalText(unusualCharacters("reason"))
        .transform((v) => v.trim())
        .refine((v) => v.length <= MAX_REASON, `Keep the reason to ${MAX_REASON} characters or fewer.`),
      /** "The weight is right: save it", ticked: the figures it was given for (WeightCheck.token). */
      weightOk: optionalText(unusualCharacters("confirmation")).transform((v) => v.trim().slice(0, 40)),
    })
    .superRefine((v, ctx) => {
      // Runs even when a field failed (its value then untransformed): compare only two weights read.
      if (
        typeof v.pops === "number" &&
        typeof v.tonnes === "number" &&
        !Number.isNaN(v.pops) &&
        !Number.isNaN(v.tonnes) &&
        v.pops > v.tonnes
      ) {
        ctx.addIssue({ code: "custom", path: ["pops"], message: "The POPs seating can't weigh more than the whole load." });
      }
      // Jobs or a reason, not neither and not both (a field that failed reads as not given).
      const jobs = Array.isArray(v.job) ? v.job.length : 0;
      const reason = typeof v.reason === "string" ? v.reason.trim() : "";
      if (!jobs && !reason) ctx.addIssue({ code: "custom", path: ["job"], message: NO_JOBS });
      if (jobs && reason) ctx.addIssue({ code: "custom", path: ["reason"], message: REASON_WITH_JOBS });
      const site = sites.find((s) => s.id === v.site);
      if (site && typeof v.pops === "number" && v.pops > 0 && !siteTreatments[site.treatment].destroysPops)
        ctx.addIssue({ code: "custom", path: ["pops"], message: popsRefusal(site) });
    });
}
