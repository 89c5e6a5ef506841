/**
 * POST /staff/quotes/:reference: one change per form, 303 back with a confirmation (?done=…), or
 * the page again (its loader runs after this) with what was typed and the problems: 400, or 404 when
 * the request is not there.
 */
import { data, type RouterContextProvider } from "react-router";
import { staffActor } from "../../audit.server";
import { parseForm, readForm } from "../../../kernel/form.server";
import { RefusedError } from "../../../kernel/refusal";
import { cancelForCustomer, parsePriceForm, priceFormValues, sendPrice } from "../../booking/index.server";
import { quotePath } from "../../../components/page-kit/kit";
import { refusedFormStatus } from "../../refused-form.server";
import { redirect } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { staffContext } from "../../staff-context.server";
import { addNote, notSpam, sendAgain, setAssignee, setStatus } from "../inbox/actions.server";
import { eraseQuotes } from "../inbox/erase.server";
import { isWorkIntent, workForm } from "../pages/forms.server";
import type { PriceFormState } from "../../booking/views";
import type { QuoteFormState } from "../views/quote-work";

/** The page again: the work forms' state or the price form's, at the status asked for (the loader says 404 when the request is gone). */
function again({ form, price }: { form?: QuoteFormState; price?: PriceFormState }, context: Readonly<RouterContextProvider>) {
  const errors = { ...form?.errors, ...price?.errors };
  context.set(refusedFormStatus, Object.keys(errors).length ? 400 : 200);
  return data({ form, price });
}

/** The fixed price: its own schema (app/server/booking/prices.server.ts), previewed, then sent. */
async function priceAction(
  fields: URLSearchParams,
  intent: string,
  reference: string,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const runtime = context.get(runtimeContext);
  const now = runtime.clock.now(request);
  const typed = priceFormValues(fields);
  const priced = parsePriceForm(typed, now);
  if (!priced.ok) return again({ price: { values: typed, errors: priced.errors } }, context);
  if (intent === "price-preview") return again({ price: { values: typed, errors: {}, draft: priced.draft } }, context);
  try {
    await sendPrice(runtime.database.db, {
      reference,
      draft: priced.draft,
      actor: staffActor(context.get(staffContext)),
      now,
      secret: runtime.secret,
      mailDomain: runtime.mailDomain,
    });
  } catch (error) {
    if (error instanceof RefusedError) return again({ price: { values: typed, errors: { load: error.message } } }, context);
    throw error;
  }
  runtime.outbox.wake();
  return redirect(`${quotePath(reference)}?done=price-send`);
}

export async function quoteAction(request: Request, referenceParam: string, context: Readonly<RouterContextProvider>) {
  const reference = referenceParam.toUpperCase();
  const fields = await readForm(request);
  const intent = fields.get("intent");
  if (intent === "price-preview" || intent === "price-send") return priceAction(fields, intent, reference, request, context);
  if (!isWorkIntent(intent)) return redirect(quotePath(reference));
  const runtime = context.get(runtimeContext);
  const { db } = runtime.database;
  const actor = staffActor(context.get(staffContext));
  const now = runtime.clock.now(request);
  const parsed = parseForm(workForm(reference), fields);
  // The send-again form's hidden field is reported where its email is listed.
  if (!parsed.ok)
    return again(
      { form: { errors: parsed.errors.outboxId ? { email: parsed.errors.outboxId } : parsed.errors, values: parsed.values } },
      context,
    );
  const change = parsed.data;
  try {
    switch (change.intent) {
      case "status":
        await setStatus(db, reference, change.status, actor, now);
        break;
      case "assignee":
        await setAssignee(db, reference, change.assignee, actor, now, { mailDomain: runtime.mailDomain });
        runtime.outbox.wake();
        break;
      case "note":
        await addNote(db, reference, change.note, actor, now);
        break;
      case "not-spam":
        await notSpam(db, reference, actor, now, {
          mailDomain: runtime.mailDomain,
          confirmationsPerHour: runtime.env.CONFIRMATION_EMAILS_PER_HOUR,
        });
        runtime.outbox.wake();
        break;
      case "send-again":
        await sendAgain(db, reference, change.outboxId, actor, now);
        runtime.outbox.wake();
        break;
      case "cancel-booking":
        await cancelForCustomer(db, {
          reference,
          reason: change.cancelReason,
          actor,
          now,
          secret: runtime.secret,
          mailDomain: runtime.mailDomain,
        });
        runtime.outbox.wake();
        break;
      case "erase": {
        const { keptNotes } = await eraseQuotes(runtime, { reference }, actor, now);
        return redirect(`/staff?done=erased${keptNotes.length ? `&kept=${keptNotes.map((n) => n.number).join(",")}` : ""}`);
      }
    }
  } catch (error) {
    // Not there (erased meanwhile): the loader finds no request and answers 404.
    if (error instanceof RefusedError && error.refusal.kind === "not-found") return again({}, context);
    if (error instanceof RefusedError)
      return again({ form: { errors: { [error.refusal.field ?? "form"]: error.message }, values: parsed.values } }, context);
    throw error;
  }
  return redirect(`${quotePath(reference)}?done=${change.intent}`);
}
