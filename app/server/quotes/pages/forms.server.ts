/**
 * The inbox's forms and query strings (the list, its export, the bulk form, one request's work), each one zod schema read through `parseForm` (app/kernel/form.server.ts): every
 * problem is returned with its field, nothing is thrown. Text never reaches the database with control
 * characters in it (PostgreSQL refuses a NUL): those are refused with a message too.
 */
import { z } from "zod";
import { multiLine } from "../../../kernel/text";
import { optionalText } from "../../../kernel/form-fields";
import { isView, NOTE_MAX, SEARCH_MAX, STATUSES, type InboxFilter, type InboxView } from "../inbox/model";
import type { ListPosition } from "../inbox/queries.server";

const filterFields = {
  /** Anything unknown falls back to the working set. */
  status: z
    .string()
    .optional()
    .transform((v): InboxView => (isView(v) ? v : "active")),
  q: optionalText("Please remove the unusual characters (such as control characters) from the search.").transform((v) =>
    v.trim().slice(0, SEARCH_MAX),
  ),
};

const toFilter = ({ status, q }: { status: InboxView; q: string }): InboxFilter => ({ view: status, q });

/** `?status=…&q=…` of the list and the CSV export. */
export const filterParams = z.object(filterFields).transform((v) => ({ filter: toFilter(v) }));

/** A list position's reference: anything else (control characters included) is refused. */
const positionReference = optionalText("Please remove the unusual characters (such as control characters) from the page link.").transform(
  (v) => v.trim().toUpperCase().slice(0, 40),
);

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

/** The intents of the forms on a request's page. */
const WORK_INTENTS = ["status", "assignee", "note", "not-spam", "send-again", "erase", "cancel-booking"] as const;
export type WorkIntent = (typeof WORK_INTENTS)[number];
export const isWorkIntent = (value: unknown): value is WorkIntent =>
  typeof value === "string" && (WORK_INTENTS as readonly string[]).includes(value);

/** One change to the request `reference`, by the form's intent. */
export function workForm(reference: string) {
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("status"), status: optionalText().pipe(z.enum(STATUSES, { error: "Choose one of the statuses." })) }),
    /** "" for nobody; whether the member of staff is active is the change's own check. */
    z.object({ intent: z.literal("assignee"), assignee: optionalText() }),
    z.object({
      intent: z.literal("note"),
      note: multiLine()
        .optional()
        .transform((v) => (v ?? "").trim())
        .refine((v) => v.length > 0, "Write the note before adding it.")
        .refine((v) => v.length <= NOTE_MAX, `Keep a note under ${NOTE_MAX} characters.`),
    }),
    z.object({ intent: z.literal("not-spam") }),
    /** The office cancels the booking because the customer asked (by phone or message); why, if they said. */
    z.object({
      intent: z.literal("cancel-booking"),
      cancelReason: multiLine()
        .optional()
        .transform((v) => (v ?? "").trim())
        .refine((v) => v.length <= 500, "Keep the reason under 500 characters."),
    }),
    z.object({
      intent: z.literal("send-again"),
      /** Shown by the emails' list (#email). */
      outboxId: optionalText("Only a failed email can be sent again.")
        .refine((v) => /^\d{1,12}$/.test(v), "Only a failed email can be sent again.")
        .transform(Number),
    }),
    z.object({
      intent: z.literal("erase"),
      confirm: optionalText()
        .transform((v) => v.trim().toUpperCase())
        .refine((v) => v === reference, `Type the reference ${reference} exactly to erase this request.`),
    }),
  ]);
}
