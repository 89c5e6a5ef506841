import { data } from "react-router";
import type { ServerFormResult } from "../../components/quote/use-quote-submit";
import type { Runtime } from "../runtime.server";
import { judgeStamp } from "./form-stamp.server";
import { handleQuote } from "./handle.server";

/** A fresh stamp for the form as the server renders it, and the fill time it must wait out. */
export async function formStampFor(runtime: Runtime): Promise<{ value: string; minFillMs: number }> {
  return { value: runtime.issueFormStamp(), minFillMs: runtime.env.QUOTE_MIN_FILL_MS };
}

/**
 * The /contact form posted without JavaScript: the page re-renders with the notice, or the errors
 * and typed values. A refused form keeps its stamp (resubmitting it is the same request), unless the
 * stamp had already carried another request (409); a stored one gets a fresh stamp, so the next quote
 * from the same page is a new request.
 */
export async function handleFormPost(runtime: Runtime, request: Request, clientIp: string) {
  const outcome = await handleQuote(runtime, request, "form", clientIp);
  const fresh = await formStampFor(runtime);
  if (outcome.kind === "accepted") return data<ServerFormResult>({ ok: true, reference: outcome.reference, stamp: fresh }, { status: 201 });
  const sent = outcome.values.formStamp;
  const keep = sent !== undefined && outcome.status !== 409 && judgeStamp(sent, runtime.secret, new Date(), 0) === "ok";
  const stamp = keep ? { value: sent, minFillMs: fresh.minFillMs } : fresh;
  const { formStamp: _stamp, ...values } = outcome.values;
  return data<ServerFormResult>(
    { ok: false, fieldErrors: outcome.fieldErrors, values, error: outcome.error, stamp },
    { status: outcome.status, headers: outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined },
  );
}
