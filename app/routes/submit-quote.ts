import type { Route } from "./+types/submit-quote";
import { postQuoteApi } from "./submit-quote.server";

/**
 * POST /functions/v1/submit-quote: the multipart quote request (name, phone, email, postcode,
 * preferredDatetime, accessNotes, description, consentGiven, repeated files), answered in JSON. The
 * composition root answers this path itself on Node's request stream (app/server/root/site.server.ts);
 * this route serves `react-router dev`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return postQuoteApi(request, context);
}

export function loader() {
  return Response.json({ error: "Use POST with multipart/form-data." }, { status: 405, headers: { Allow: "POST" } });
}
