/**
 * The schedule's and the crew's day's forms. The handlers judge what the values mean (a real
 * date, a slot with room, a booked job); these schemas keep control characters out and cut each value
 * to its size, each one zod schema read through `parseForm` (app/kernel/form.server.ts): every
 * problem is returned with its field, nothing is thrown. Text never reaches the database with control
 * characters in it (PostgreSQL refuses a NUL): those are refused with a message too.
 */
import { z } from "zod";
import { clippedText, optionalText } from "../../kernel/form-fields";

/** POST /staff/schedule/move. */
export const moveForm = z.object({ week: clippedText(20, "week"), booking: clippedText(40, "job"), slot: clippedText(40, "slot") });

/** POST /staff/schedule/block and /unblock. */
export const blockForm = z.object({
  week: clippedText(20, "week"),
  date: clippedText(20, "date"),
  slot: clippedText(40, "slot"),
  reason: optionalText("Please remove the unusual characters (such as control characters) from the reason.")
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(100, "Keep the reason under 100 characters.")),
});

/** POST /staff/today/on-my-way. */
export const onMyWayForm = z.object({ booking: clippedText(40, "job") });
