import type { RouterContextProvider } from "react-router";
import { plainText } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { calendarForLink } from "../customer-link.server";

/**
 * GET /booking/<token>/calendar.ics: "Add to calendar" on the customer's page. The same event as the
 * confirmation's attachment (its UID, and the booking's moves as its sequence), so it replaces the
 * one a calendar already holds. Only while the link shows a booked collection; otherwise not found.
 */
export async function calendarFileForLink(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  const runtime = context.get(runtimeContext);
  const found = await calendarForLink(runtime.database.db, token, runtime.clock.now(request), runtime.env.SITE_URL);
  if (!found) return plainText(404, "Not found");
  return new Response(found.ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${found.reference}.ics"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
