/**
 * Every staff form and every query string that filters data, each one zod schema read through
 * `parseForm` (app/server/html/form-reading.server.ts, re-exported by kit.server.tsx): every problem
 * is returned with its field, nothing is thrown. The fixed price's schema lives with the prices
 * (booking/prices.server.ts, `priceForm`); a page's notice key (`?done=`) and a day to show
 * (`?date=`, `?week=`) are looked up in a fixed table or checked as a date where they are read.
 * Text never reaches the database with control characters in it (PostgreSQL refuses a NUL): those
 * are refused with a message too.
 */
import { z } from "zod";
import { penceFromPounds } from "../../booking/prices.server";
import { multiLine, singleLine } from "../../../lib/text-fields";
import { safeNext } from "../auth/sign-in.server";
import { NOTE_MAX } from "../inbox/actions.server";
import { isView, STATUSES, type InboxView } from "../inbox/model.server";
import { SEARCH_MAX, type InboxFilter, type ListPosition } from "../inbox/queries.server";

/** A field that may be left out: absent reads as "". */
const text = (message?: string) =>
  singleLine(message)
    .optional()
    .transform((v) => v ?? "");

/** A hidden `next` field: only ever a path on the staff side. */
const next = z
  .string()
  .optional()
  .transform((v) => safeNext(v));

// --- sign-in ----------------------------------------------------------------------------------

/** Length and content are judged by the sign-in itself, the same way for every account. */
export const signInForm = z.object({
  email: text("Please remove the unusual characters (such as control characters) from the email address.").transform((v) => v.slice(0, 254)),
  password: text("Please remove the unusual characters (such as control characters) from the password."),
  /** Asked for with the password while the email is held back (decision 0009). */
  code: text("Please remove the unusual characters (such as control characters) from the code."),
  next,
});

export const twoFactorForm = z.object({
  code: text("Please remove the unusual characters (such as control characters) from the code."),
  trust: z
    .string()
    .optional()
    .transform((v) => v === "1"),
  next,
});

export const setupForm = z.object({
  step: z.string().optional(),
  password: text("Please remove the unusual characters (such as control characters) from the password."),
  code: text("Please remove the unusual characters (such as control characters) from the code."),
});

// --- the inbox list, its export and its bulk form ---------------------------------------------

const filterFields = {
  /** Anything unknown falls back to the working set. */
  status: z
    .string()
    .optional()
    .transform((v): InboxView => (isView(v) ? v : "active")),
  q: text("Please remove the unusual characters (such as control characters) from the search.").transform((v) => v.trim().slice(0, SEARCH_MAX)),
};

const toFilter = ({ status, q }: { status: InboxView; q: string }): InboxFilter => ({ view: status, q });

/** `?status=…&q=…` of the list and the CSV export. */
export const filterParams = z.object(filterFields).transform((v) => ({ filter: toFilter(v) }));

/** A list position's reference: anything else (control characters included) is refused. */
const positionReference = text("Please remove the unusual characters (such as control characters) from the page link.").transform((v) => v.trim().toUpperCase().slice(0, 40));

/** The list's query: the filter and where the page starts (`after` or `before` a reference, else the newest). */
export const listQuery = z
  .object({ ...filterFields, after: positionReference, before: positionReference })
  .transform(({ after, before, ...filter }) => ({
    filter: toFilter(filter),
    position: (after ? { after } : before ? { before } : {}) as ListPosition,
  }));

/** The bulk form's fields sent once per ticked box. */
export const BULK_MANY = ["id"] as const;

/** The list's checkboxes (ids not shaped like one are dropped) and what to do with them. */
export const bulkForm = z
  .object({
    ...filterFields,
    action: z
      .string()
      .optional()
      .transform((v): "spam" | "lost" | undefined => (v === "spam" || v === "lost" ? v : undefined)),
    /** Read with `parseForm(bulkForm, fields, BULK_MANY)`. */
    id: z
      .array(z.string())
      .optional()
      .transform((v) => v ?? []),
  })
  .transform(({ action, id, ...filter }) => ({ filter: toFilter(filter), action, ids: id }));

// --- one request's work forms -----------------------------------------------------------------

/** "£120", "120.50", "1,200" → pence; blank clears the price. */
const pounds = text()
  .transform((v) => penceFromPounds(v))
  .refine((v) => v !== undefined, "Enter the price in pounds, e.g. 180 or 180.50.")
  .transform((v) => v ?? null)
  .refine((v) => v === null || v <= 10_000_000, "Enter a price under £100,000.");

const isDay = (value: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.getUTCDate() === Number(m[3]) && day.getUTCMonth() === Number(m[2]) - 1 && Number(m[1]) >= 2000 && Number(m[1]) <= 2100;
};

/** A real calendar day "YYYY-MM-DD" (what a date input sends); blank clears the booking date. */
const day = text()
  .transform((v) => v.trim())
  .refine((v) => !v || isDay(v), "Enter the date as day, month and year, e.g. 2026-12-03.")
  .transform((v) => v || null);

/** The intents of the forms on a request's page. */
export const WORK_INTENTS = ["status", "price", "booking", "assignee", "note", "not-spam", "send-again", "erase"] as const;
export type WorkIntent = (typeof WORK_INTENTS)[number];
export const isWorkIntent = (value: unknown): value is WorkIntent => typeof value === "string" && (WORK_INTENTS as readonly string[]).includes(value);

/** One change to the request `reference`, by the form's intent. */
export function workForm(reference: string) {
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("status"), status: text().pipe(z.enum(STATUSES, { error: "Choose one of the statuses." })) }),
    z.object({ intent: z.literal("price"), price: pounds }),
    z.object({ intent: z.literal("booking"), bookedFor: day }),
    /** "" for nobody; whether the member of staff is active is the change's own check. */
    z.object({ intent: z.literal("assignee"), assignee: text() }),
    z.object({
      intent: z.literal("note"),
      note: multiLine()
        .optional()
        .transform((v) => (v ?? "").trim())
        .refine((v) => v.length > 0, "Write the note before adding it.")
        .refine((v) => v.length <= NOTE_MAX, `Keep a note under ${NOTE_MAX} characters.`),
    }),
    z.object({ intent: z.literal("not-spam") }),
    z.object({
      intent: z.literal("send-again"),
      /** Shown by the emails' list (#email). */
      outboxId: text("Only a failed email can be sent again.")
        .refine((v) => /^\d{1,12}$/.test(v), "Only a failed email can be sent again.")
        .transform(Number),
    }),
    z.object({
      intent: z.literal("erase"),
      confirm: text()
        .transform((v) => v.trim().toUpperCase())
        .refine((v) => v === reference, `Type the reference ${reference} exactly to erase this request.`),
    }),
  ]);
}

export type WorkChange = z.output<ReturnType<typeof workForm>>;

// --- the schedule and the crew's day ------------------------------------------------------------
// The handlers judge what the values mean (a real date, a slot with room, a booked job); these
// schemas keep control characters out and cut each value to its size.

const clipped = (max: number, label: string) => text(`Please remove the unusual characters (such as control characters) from the ${label}.`).transform((v) => v.trim().slice(0, max));

/** POST /staff/schedule/move. */
export const moveForm = z.object({ week: clipped(20, "week"), booking: clipped(40, "job"), slot: clipped(40, "slot") });

/** POST /staff/schedule/block and /unblock. */
export const blockForm = z.object({
  week: clipped(20, "week"),
  date: clipped(20, "date"),
  slot: clipped(40, "slot"),
  reason: text("Please remove the unusual characters (such as control characters) from the reason.")
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(100, "Keep the reason under 100 characters.")),
});

/** POST /staff/today/on-my-way. */
export const onMyWayForm = z.object({ booking: clipped(40, "job") });

// --- disposals: a tip run -----------------------------------------------------------------------

/** The tip-run form's checkboxes, one field per ticked job. */
export const TIP_RUN_MANY = ["job"] as const;

const unusual = (label: string) => `Please remove the unusual characters (such as control characters) from the ${label}.`;

/**
 * POST /staff/disposals (multipart: the ticket's photo is judged by the photo pipeline). `today`
 * is the London date now: a tip run is today or within the last year, never in the future.
 */
export function tipRunForm(today: string, siteIds: readonly string[], maxTonnes: number) {
  const earliest = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  return z
    .object({
      date: text(unusual("date"))
        .transform((v) => v.trim())
        .refine((v) => isDay(v), "Enter the date on the ticket, e.g. 2026-11-24.")
        .refine((v) => !isDay(v) || v <= today, "The tip run's date can't be in the future.")
        .refine((v) => !isDay(v) || v >= earliest, "Record tip runs of the last 12 months only."),
      site: text(unusual("receiving site"))
        .transform((v) => v.trim())
        .refine((v) => siteIds.includes(v), "Choose one of the receiving sites listed."),
      tonnes: text(unusual("weight"))
        .transform((v) => v.trim().slice(0, 24).replace(/\s*(t|tonnes?)$/i, ""))
        .refine((v) => v !== "", "Enter the weight from the weighbridge ticket, in tonnes, e.g. 1.24.")
        .refine((v) => v === "" || /^\d{1,6}(\.\d{1,3})?$/.test(v), "Enter the weight in tonnes as a positive number with up to 3 decimals, e.g. 1.24.")
        .transform((v) => (/^\d{1,6}(\.\d{1,3})?$/.test(v) ? Math.round(Number(v) * 1000) : NaN))
        .refine((kg) => Number.isNaN(kg) || kg > 0, "The weight must be more than 0 tonnes.")
        .refine(
          (kg) => Number.isNaN(kg) || kg <= maxTonnes * 1000,
          `That is more than ${maxTonnes} tonnes, more than a vehicle carries: enter tonnes, not kilograms (1,240 kg is 1.24).`,
        ),
      rate: text(unusual("recycled rate"))
        .transform((v) => v.trim().slice(0, 24).replace(/\s*%$/, ""))
        .refine((v) => v !== "", "Enter the rate the site reports recycled or recovered, as a percentage, e.g. 93.5.")
        .refine((v) => v === "" || /^\d{1,6}(\.\d{1,2})?$/.test(v), "Enter the rate as a percentage from 0 to 100, e.g. 93.5.")
        .transform((v) => (/^\d{1,6}(\.\d{1,2})?$/.test(v) ? Math.round(Number(v) * 100) : NaN))
        .refine((bp) => Number.isNaN(bp) || bp <= 10_000, "The rate is a percentage from 0 to 100."),
      pops: text(unusual("POPs seating weight"))
        .transform((v) => v.trim().slice(0, 24).replace(/\s*kg$/i, "").replace(/,/g, ""))
        .refine((v) => v === "" || /^\d{1,6}$/.test(v), "Enter the POPs seating in whole kilograms, e.g. 80, or 0 if there was none.")
        .transform((v) => (v === "" ? 0 : /^\d{1,6}$/.test(v) ? Number(v) : NaN)),
      /** Read with `parseForm(tipRunForm(…), fields, TIP_RUN_MANY)`; ids not shaped like one are dropped. */
      job: z
        .array(singleLine(unusual("jobs")))
        .optional()
        .transform((v) => (v ?? []).filter((id) => /^[0-9a-f-]{36}$/.test(id)).slice(0, 200))
        .refine((v) => v.length > 0, "Choose the jobs whose waste this tip run carried."),
    })
    .superRefine((v, ctx) => {
      // Runs even when a field failed (its value then untransformed): compare only two weights read.
      if (typeof v.pops === "number" && typeof v.tonnes === "number" && !Number.isNaN(v.pops) && !Number.isNaN(v.tonnes) && v.pops > v.tonnes) {
        ctx.addIssue({ code: "custom", path: ["pops"], message: "The POPs seating can't weigh more than the whole load." });
      }
    });
}

export type TipRunFields = z.output<ReturnType<typeof tipRunForm>>;
// --- the waste register -----------------------------------------------------------------------

/** The longest range one register covers: 3 years of London days. */
export const REGISTER_MAX_DAYS = 366 * 3;

const registerDay = (label: string) =>
  text(`Please remove the unusual characters (such as control characters) from the ${label} date.`)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, `Enter the ${label} date, e.g. 2026-11-01.`)
    .refine((v) => !v || isDay(v), `Enter the ${label} date as year, month and day, e.g. 2026-11-01.`);

/** GET /staff/register.csv and `npm run staff -- register --from … --to …`: London days, both included. */
export const registerRange = z
  .object({ from: registerDay("first"), to: registerDay("last") })
  .superRefine(({ from, to }, context) => {
    if (!isDay(from) || !isDay(to)) return;
    if (to < from) context.addIssue({ code: "custom", path: ["to"], message: "The last date must be on or after the first." });
    else if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= REGISTER_MAX_DAYS) context.addIssue({ code: "custom", path: ["to"], message: "Export at most 3 years at a time." });
  });
// --- completing a job: the waste transfer note --------------------------------------------------
// This schema reads what was typed (control characters refused, numbers read as numbers, the drawn
// signature's data URL decoded); whether the facts make a note is checkNoteFacts's judgement.

/** The waste line rows the form sends at most (the note's own limit). */
export const COMPLETE_ROWS_MAX = 20;
/** The drawn signature as the browser sends it: a PNG data URL, at most this many characters. */
export const SIGNATURE_FIELD_MAX = 360_000;
/** The completion form sent with photos: every waste line's six fields, the rest, the photos kept from a refused send. */
export const COMPLETE_FIELD_LIMITS = { fields: COMPLETE_ROWS_MAX * 6 + 40, fieldBytes: SIGNATURE_FIELD_MAX + 1024 };

const wholeNumber = (label: string) =>
  text(`Please remove the unusual characters (such as control characters) from the ${label}.`)
    .transform((v) => v.trim().slice(0, 24).replace(/\s*(%|kg)$/i, ""))
    .refine((v) => !v || /^-?\d{1,7}$/.test(v), `Enter the ${label} as a whole number.`)
    .transform((v) => (v ? Number(v) : null));

const lineFields = Object.fromEntries(
  Array.from({ length: COMPLETE_ROWS_MAX }, (_, i) => [
    [`line-${i}-wasteId`, clipped(40, "waste code")],
    [`line-${i}-description`, text("Please remove the unusual characters (such as control characters) from the description.").transform((v) => v.slice(0, 400))],
    [`line-${i}-vanPercent`, wholeNumber("share of the van")],
    [`line-${i}-weightKg`, wholeNumber("weight")],
    [`line-${i}-containment`, clipped(20, "containment")],
    [`line-${i}-containmentText`, text("Please remove the unusual characters (such as control characters) from what the waste was held in.").transform((v) => v.slice(0, 200))],
  ]).flat(),
) as Record<string, z.ZodType<string | number | null>>;

const tick = z
  .string()
  .optional()
  .transform((v) => v === "yes");

/** POST /staff/jobs/:booking/complete. */
export const completeForm = z
  .object({
    ...lineFields,
    customerName: clipped(200, "customer's name"),
    role: z
      .string()
      .optional()
      .transform((v) => (v === "business" ? "business" : "householder") as "householder" | "business"),
    businessName: clipped(200, "business's name"),
    sicCode: clipped(20, "SIC code"),
    hierarchy: tick,
    siteId: clipped(60, "receiving site"),
    present: z
      .string()
      .optional()
      .transform((v) => (v === "not-present" ? "not-present" : "signed") as "signed" | "not-present"),
    signatureName: clipped(200, "customer's full name"),
    confirmed: tick,
    signaturePng: text("The drawn signature could not be read: clear it and sign again.")
      .refine((v) => v.length <= SIGNATURE_FIELD_MAX, "The drawn signature is too large: clear it and sign again.")
      .refine((v) => !v || /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/.test(v), "The drawn signature is not a PNG image: clear it and sign again."),
    reason: clipped(400, "reason"),
    payment: pounds.transform((v) => v ?? 0),
    paymentMethod: clipped(20, "payment method"),
  })
  .transform((form) => {
    const rows = Array.from({ length: COMPLETE_ROWS_MAX }, (_, i) => {
      const get = (field: string) => (form as Record<string, unknown>)[`line-${i}-${field}`];
      return {
        row: i,
        wasteId: get("wasteId") as string,
        description: get("description") as string,
        vanPercent: get("vanPercent") as number | null,
        weightKg: get("weightKg") as number | null,
        containment: get("containment") as string,
        containmentText: get("containmentText") as string,
      };
    }).filter((line) => line.wasteId || line.description.trim() || line.vanPercent !== null || line.weightKg !== null);
    return {
      rows,
      customerName: form.customerName,
      role: form.role,
      businessName: form.businessName,
      sicCode: form.sicCode,
      hierarchy: form.hierarchy,
      siteId: form.siteId,
      present: form.present,
      signatureName: form.signatureName,
      confirmed: form.confirmed,
      signaturePng: form.signaturePng ? Buffer.from(form.signaturePng.slice("data:image/png;base64,".length), "base64") : null,
      reason: form.reason,
      pence: form.payment,
      paymentMethod: form.paymentMethod,
    };
  });
export type CompleteForm = z.output<typeof completeForm>;
