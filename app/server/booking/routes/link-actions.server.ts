/**
 * POST /booking/<token>: one action per form; 303 back to the page with a notice, or the page again
 * (its loader runs after this) with what was typed and the problems, at the status they ask for.
 */
import { data, type RouterContextProvider } from "react-router";
import { formValues, parseForm } from "../../../kernel/form.server";
import { refusalStatus } from "../../../kernel/refusal";
import { refusedFormStatus } from "../../refused-form.server";
import { redirect } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { acceptPrice, cancelBooking, declinePrice, moveBooking, type CustomerAction } from "../customer.server";
import { acceptSchema, cancelSchema, declineSchema, moveSchema } from "../customer-forms.server";
import type { FormState } from "../views/link-forms";

export async function linkAction(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }
  const runtime = context.get(runtimeContext);
  const path = new URL(request.url).pathname;
  const intent = form.get("intent");
  const actionContext = { now: runtime.clock.now(request), secret: runtime.secret, mailDomain: runtime.mailDomain };
  const { db } = runtime.database;
  const back = (done: string) => {
    runtime.outbox.wake();
    return redirect(`${path}?done=${done}`);
  };
  /** The page again with `state`: 400 for a form's problems, or the refusal's own status. */
  const again = (state: FormState, status = Object.keys(state.errors).length ? 400 : 200) => {
    context.set(refusedFormStatus, status);
    return data({ state });
  };
  const refused = (result: Extract<CustomerAction, { ok: false }>, formName: FormState["form"], values: Record<string, string>) => {
    if (result.reason === "slot")
      return again({ form: formName, errors: { slot: result.message }, values: { ...values, slot: "" } }, refusalStatus(result.kind));
    // The link no longer allows this (expired, replaced, already done): the page says what it is now.
    return again({ errors: {}, values: {} }, refusalStatus(result.kind));
  };
  switch (intent) {
    case "accept": {
      const values = formValues(form, ["addressLine1", "addressLine2", "town", "postcode", "phone", "slot", "agree"]);
      const parsed = parseForm(acceptSchema, new URLSearchParams(values));
      if (!parsed.ok) return again({ form: "accept", errors: parsed.errors, values });
      const result = await acceptPrice(db, token, parsed.data, actionContext);
      if (!result.ok) return refused(result, "accept", values);
      return back(result.already ? "already-booked" : "booked");
    }
    case "decline": {
      const values = formValues(form, ["reason", "detail"]);
      const parsed = parseForm(declineSchema, new URLSearchParams(values));
      if (!parsed.ok) return again({ form: "decline", errors: parsed.errors, values });
      const result = await declinePrice(db, token, parsed.data, actionContext);
      if (!result.ok) return refused(result, "decline", values);
      return back("declined");
    }
    case "move": {
      const values = formValues(form, ["slot"]);
      const parsed = parseForm(moveSchema, new URLSearchParams(values));
      if (!parsed.ok) return again({ form: "move", errors: parsed.errors, values });
      const result = await moveBooking(db, token, parsed.data, actionContext);
      if (!result.ok) return refused(result, "move", values);
      return back("moved");
    }
    case "cancel": {
      const values = formValues(form, ["reason"]);
      const parsed = parseForm(cancelSchema, new URLSearchParams(values));
      if (!parsed.ok) return again({ form: "cancel", errors: parsed.errors, values });
      const result = await cancelBooking(db, token, parsed.data, actionContext);
      if (!result.ok) return refused(result, "cancel", values);
      return back("cancelled");
    }
    default:
      return redirect(path);
  }
}
