import { data } from "react-router";
import type { ServerFormResult } from "../../components/quote/quote-form";
import { handleQuote } from "./handle.server";

/** The /contact form posted without JavaScript: the page re-renders with the notice, or the errors and typed values. */
export async function handleFormPost(request: Request) {
  const outcome = await handleQuote(request, "form");
  if (outcome.kind === "accepted") return data<ServerFormResult>({ ok: true, reference: outcome.reference }, { status: 201 });
  return data<ServerFormResult>(
    { ok: false, fieldErrors: outcome.fieldErrors, values: outcome.values, error: outcome.error },
    { status: outcome.status },
  );
}
