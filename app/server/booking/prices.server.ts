import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { priceTerms } from "../../content/booking";
import { loadSizes, pricingIncludes, surcharges, type LoadId } from "../../content/pricing";
import { multiLine, singleLine } from "../../kernel/text";
import { formValues, parseForm, type FormErrors } from "../../kernel/form.server";
import type { Db } from "../db/client.server";
import {
  bookings,
  outbox,
  priceQuoteLines,
  priceQuotes,
  quotes,
  type PriceQuote,
  type PriceQuoteLine,
  type Quote,
} from "../db/schema.server";
import { audit, type Actor } from "../audit.server";
import { addDays, londonDate, londonInstant } from "../../kernel/uk-time";
import { formatPounds, penceFromPounds } from "../../kernel/money";
import { refuse, RefusedError } from "../../kernel/refusal";
import { FREE_LINES, priceFields, type DraftLine, type PriceDraft } from "./price-fields";
import { newToken } from "../link-token.server";
import { sealToken } from "./token.server";

export type { PriceDraft };

const maxLine = formatPounds(priceTerms.maxLinePence).replace(/\.00$/, "");

/** An amount field: blank is allowed (no line); a negative, malformed or absurd amount is an error. */
const amount = (what: string) =>
  singleLine()
    .max(20, `Enter ${what} in pounds, e.g. 180 or 180.50.`)
    .transform((text, ctx) => {
      if (/^\s*-/.test(text)) {
        ctx.addIssue({ code: "custom", message: `${what[0]!.toUpperCase()}${what.slice(1)} cannot be negative.` });
        return z.NEVER;
      }
      const pence = penceFromPounds(text);
      if (pence === undefined) {
        ctx.addIssue({ code: "custom", message: `Enter ${what} in pounds, e.g. 180 or 180.50.` });
        return z.NEVER;
      }
      if (pence !== null && pence > priceTerms.maxLinePence) {
        ctx.addIssue({
          code: "custom",
          message: `${what[0]!.toUpperCase()}${what.slice(1)} is more than ${maxLine}: check it, or call the customer instead.`,
        });
        return z.NEVER;
      }
      return pence;
    });

const loadIds = loadSizes.map((load) => load.id) as [LoadId, ...LoadId[]];

/** The price form as one schema: every field checked, every problem reported with its field. */
function priceSchema(now: Date) {
  const today = londonDate(now);
  const latest = addDays(today, 90);
  const shape: Record<string, z.ZodType> = {
    [priceFields.load]: z.union([z.literal(""), z.enum(loadIds, { error: "Choose a load size from the list." })]),
    [priceFields.loadAmount]: amount("the load's price"),
    [priceFields.stairs]: amount("the stairs charge"),
    [priceFields.included]: multiLine().pipe(z.string().max(2000, "Keep what is included under 2,000 characters.")),
    [priceFields.validUntil]: singleLine()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as day, month and year, e.g. 2026-12-08.")
      .refine((v) => addDays(v, 0) === v, "Enter a real date, e.g. 2026-12-08.")
      .refine((v) => v >= today, "The price must be valid until today or later.")
      .refine((v) => v <= latest, "A price can be valid for 90 days at most."),
  };
  for (const s of surcharges) {
    shape[priceFields.surchargeCount(s.id)] = singleLine()
      .trim()
      .regex(/^\d{0,2}$/, `Enter how many (0 to 10) of the ${s.item.toLowerCase()}.`)
      .transform((v) => (v ? Number(v) : 0))
      .refine((v) => v <= 10, `Enter how many (0 to 10) of the ${s.item.toLowerCase()}.`);
    shape[priceFields.surchargeAmount(s.id)] = amount(`the price of each ${s.one}`);
  }
  for (let n = 1; n <= FREE_LINES; n++) {
    shape[priceFields.freeText(n)] = singleLine().trim().max(120, "Keep a line's text under 120 characters.");
    shape[priceFields.freeAmount(n)] = amount("the line's amount");
  }
  return z.object(shape);
}

/** Every field of the price form (anything else posted is ignored). */
const priceFieldNames: readonly string[] = Object.keys(priceSchema(new Date()).shape);

/** The form's fields as typed, and nothing else. */
export function priceFormValues(form: URLSearchParams | FormData): Record<string, string> {
  return formValues(form, priceFieldNames);
}

export type PriceFormErrors = FormErrors;

/**
 * The price form as one schema, from the typed fields to a draft: each field checked on its own
 * (priceSchema), then the lines built and checked together (an amount with no load size, a count
 * with no price, a line with no text, the total), every problem reported with its field.
 */
function priceForm(now: Date) {
  return priceSchema(now).transform((data, ctx): PriceDraft => {
    const problems: Record<string, string> = {};
    const lines: DraftLine[] = [];
    const loadId = data[priceFields.load] as LoadId | "";
    const loadPence = data[priceFields.loadAmount] as number | null;
    if (loadId && loadPence === null) problems[priceFields.loadAmount] = "Enter the load's price.";
    if (!loadId && loadPence !== null) problems[priceFields.load] = "Choose the load size the price is for.";
    if (loadId && loadPence !== null) {
      const load = loadSizes.find((l) => l.id === loadId)!;
      lines.push({
        kind: "load",
        itemId: load.id,
        label: `${load.label}: ${load.detail.toLowerCase()}`,
        quantity: 1,
        unitPence: loadPence,
        amountPence: loadPence,
      });
    }
    for (const s of surcharges) {
      const count = data[priceFields.surchargeCount(s.id)] as number;
      const each = data[priceFields.surchargeAmount(s.id)] as number | null;
      if (count === 0) continue;
      if (each === null) {
        problems[priceFields.surchargeAmount(s.id)] = `Enter the price of each ${s.one}.`;
        continue;
      }
      const label = `${s.one[0]!.toUpperCase()}${s.one.slice(1)}${count > 1 ? ` × ${count}` : ""}`;
      lines.push({ kind: "surcharge", itemId: s.id, label, quantity: count, unitPence: each, amountPence: each * count });
    }
    const stairs = data[priceFields.stairs] as number | null;
    if (stairs)
      lines.push({
        kind: "stairs",
        itemId: null,
        label: "Carrying down stairs with no lift",
        quantity: 1,
        unitPence: stairs,
        amountPence: stairs,
      });
    for (let n = 1; n <= FREE_LINES; n++) {
      const text = data[priceFields.freeText(n)] as string;
      const pence = data[priceFields.freeAmount(n)] as number | null;
      if (!text && pence === null) continue;
      if (!text) problems[priceFields.freeText(n)] = "Say what the line is for.";
      else if (pence === null) problems[priceFields.freeAmount(n)] = "Enter the line's amount.";
      else lines.push({ kind: "custom", itemId: null, label: text, quantity: 1, unitPence: pence, amountPence: pence });
    }
    const totalPence = lines.reduce((sum, line) => sum + line.amountPence, 0);
    if (!Object.keys(problems).length) {
      if (lines.length === 0 || totalPence === 0)
        problems[priceFields.load] = "Add at least one line with an amount: the load size and its price, or a line of your own.";
      else if (totalPence > priceTerms.maxTotalPence)
        problems[priceFields.load] = `The total is more than ${formatPounds(priceTerms.maxTotalPence)}: check the amounts.`;
    }
    for (const [field, message] of Object.entries(problems)) ctx.addIssue({ code: "custom", path: [field], message });
    if (Object.keys(problems).length) return z.NEVER;
    const included = (data[priceFields.included] as string)
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, 12);
    return { lines, totalPence, included, validUntil: data[priceFields.validUntil] as string };
  });
}

/** The typed form to a draft, or every problem by field, through the one form helper. */
export function parsePriceForm(
  values: Record<string, string>,
  now: Date,
): { ok: true; draft: PriceDraft } | { ok: false; errors: PriceFormErrors } {
  // A field left out of the post counts as blank, as a browser sends an empty field.
  const parsed = parseForm(priceForm(now), new URLSearchParams(priceFieldNames.map((name) => [name, values[name] ?? ""])));
  return parsed.ok ? { ok: true, draft: parsed.data } : { ok: false, errors: parsed.errors };
}

/** The form as it starts: what is included and the validity from the business's data. */
export function defaultPriceValues(now: Date): Record<string, string> {
  const values: Record<string, string> = {
    [priceFields.included]: pricingIncludes.join("\n"),
    [priceFields.validUntil]: addDays(londonDate(now), priceTerms.validDays),
  };
  for (const s of surcharges) values[priceFields.surchargeAmount(s.id)] = String(s.price.min);
  return values;
}

/** Why a done job gets no new price: its note records that collection, and another one is a request of its own. */
export const JOB_DONE =
  "This job is done and its waste transfer note issued. Another collection for this customer starts with a new quote request.";

/** The instant a London calendar day ends. */
const endOfLondonDay = (date: string) => londonInstant(addDays(date, 1), "00:00");

export interface SendPriceInput {
  reference: string;
  draft: PriceDraft;
  actor: Actor & { id: string | null };
  now: Date;
  secret: Buffer;
  mailDomain: string;
}

const transaction = <T>(db: Db, job: (tx: Db) => Promise<T>) => db.transaction((tx) => job(tx as unknown as Db));

/**
 * Sends a fixed price: in one transaction the open price (if any) is superseded, the new price and
 * its lines are stored, the request becomes "quoted", an audit entry is written and the customer's
 * email (with the link, sealed) is queued. A change that cannot be made to the request as it stands
 * throws a RefusedError (the transaction rolls back). Returns the link's token (the email carries it; tests use it).
 */
export async function sendPrice(db: Db, input: SendPriceInput): Promise<{ priceQuoteId: string; token: string; version: number }> {
  const { draft, now } = input;
  return transaction(db, async (tx) => {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.reference, input.reference.trim().toUpperCase())).for("update");
    if (!quote) throw new RefusedError(refuse("not-found", "There is no request with that reference."));
    await refuseUnlessPriceable(tx, quote);
    const { id, token, version } = await insertPrice(tx, quote.id, draft, { actorId: input.actor.id, now });
    await tx
      .update(quotes)
      .set({
        status: "quoted",
        quotedPricePence: draft.totalPence,
        quotedAt: quote.quotedAt ?? now,
        contactedAt: quote.contactedAt ?? now,
        updatedAt: now,
      })
      .where(eq(quotes.id, quote.id));
    await audit(tx, input.actor, {
      reference: quote.reference,
      action: "price-sent",
      detail: `fixed price v${version} ${formatPounds(draft.totalPence)} sent, valid until ${draft.validUntil}; status ${quote.status} → quoted`,
      at: now,
    });
    await queueBookingEmail(tx, quote, {
      kind: "customer",
      template: "price",
      event: `v${version}`,
      mailDomain: input.mailDomain,
      payload: { priceQuoteId: id, sealedToken: sealToken(token, input.secret) },
    });
    return { priceQuoteId: id, token, version };
  });
}

/** Throws the refusal when the request cannot take a new price: marked spam, booked, or done. */
export async function refuseUnlessPriceable(tx: Db, quote: Pick<Quote, "id" | "status">): Promise<void> {
  if (quote.status === "spam")
    throw new RefusedError(refuse("conflict", "This request is marked as a suspected bot: mark it as not spam before sending a price."));
  const [live] = await tx
    .select({ status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.quoteId, quote.id), inArray(bookings.status, ["booked", "done"])));
  if (live?.status === "booked")
    throw new RefusedError(
      refuse(
        "conflict",
        "This request is booked: a new price would not change the booking. Cancel the booking first, or call the customer.",
      ),
    );
  if (live) throw new RefusedError(refuse("conflict", JOB_DONE));
}

/**
 * In the caller's transaction: the request's open price (if any) superseded and a new version stored
 * with its lines and a new link, whose token is returned (only its hash is kept). `accepted` stores it
 * already accepted, its link lasting until `linkExpiresAt` (the office booking for a caller).
 */
export async function insertPrice(
  tx: Db,
  quoteId: string,
  draft: PriceDraft,
  options: { actorId: string | null; now: Date; accepted?: { linkExpiresAt: Date } },
): Promise<{ id: string; token: string; version: number }> {
  const { now } = options;
  const [{ version }] = (await tx
    .select({ version: sql<number>`coalesce(max(${priceQuotes.version}), 0)::int + 1` })
    .from(priceQuotes)
    .where(eq(priceQuotes.quoteId, quoteId))) as [{ version: number }];
  const id = randomUUID();
  const { token, hash } = newToken();
  await tx
    .update(priceQuotes)
    .set({ status: "superseded", supersededAt: now, supersededById: id })
    .where(and(eq(priceQuotes.quoteId, quoteId), eq(priceQuotes.status, "open")));
  await tx.insert(priceQuotes).values({
    id,
    quoteId,
    version,
    tokenHash: hash,
    linkExpiresAt: options.accepted?.linkExpiresAt ?? endOfLondonDay(draft.validUntil),
    totalPence: draft.totalPence,
    included: draft.included,
    validUntil: draft.validUntil,
    createdById: options.actorId,
    createdAt: now,
    ...(options.accepted ? { status: "accepted", acceptedAt: now } : {}),
  });
  await tx.insert(priceQuoteLines).values(draft.lines.map((line, position) => ({ priceQuoteId: id, position, ...line })));
  return { id, token, version };
}

export type BookingTemplate = "price" | "booked" | "declined" | "moved" | "cancelled";

/**
 * Queues one booking email in the caller's transaction; the outbox composes it when it sends it,
 * from the rows and the event's facts in `payload`. Sent as soon as the worker is free (the database's
 * clock decides, never a time passed in).
 */
export async function queueBookingEmail(
  tx: Db,
  quote: Pick<Quote, "id" | "reference" | "email">,
  mail: {
    kind: "customer" | "staff";
    template: BookingTemplate;
    event: string;
    mailDomain: string;
    payload: NonNullable<typeof outbox.$inferInsert.payload>;
  },
): Promise<void> {
  // A caller the office booked with no email address is told by phone: nothing is queued for them.
  if (mail.kind === "customer" && quote.email === null) return;
  const unique = randomUUID().slice(0, 8);
  await tx.insert(outbox).values({
    quoteId: quote.id,
    kind: mail.kind,
    template: mail.template,
    recipient: mail.kind === "customer" ? quote.email!.toLowerCase() : null,
    messageId: `<${quote.reference.toLowerCase()}.${mail.template}.${mail.kind}.${mail.event}.${unique}@${mail.mailDomain}>`,
    payload: mail.payload,
  });
}

export interface PriceWithLines extends PriceQuote {
  lines: PriceQuoteLine[];
}

/** Every price sent for a request, newest first, with its lines. */
export async function pricesForQuote(db: Db, quoteId: string): Promise<PriceWithLines[]> {
  const prices = await db.select().from(priceQuotes).where(eq(priceQuotes.quoteId, quoteId)).orderBy(desc(priceQuotes.version));
  if (!prices.length) return [];
  const lines = await db
    .select()
    .from(priceQuoteLines)
    .where(sql`${priceQuoteLines.priceQuoteId} IN ${prices.map((p) => p.id)}`)
    .orderBy(asc(priceQuoteLines.position));
  return prices.map((price) => ({ ...price, lines: lines.filter((line) => line.priceQuoteId === price.id) }));
}
