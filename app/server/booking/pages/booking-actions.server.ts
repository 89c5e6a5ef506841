import { formValues, parseForm } from "../../../kernel/form.server";
import { redirect } from "../../responses.server";
import { refusalStatus } from "../../../kernel/refusal";
import {
  acceptPrice,
  acceptSchema,
  cancelBooking,
  cancelSchema,
  declinePrice,
  declineSchema,
  moveBooking,
  moveSchema,
  type CustomerAction,
} from "../customer.server";
import type { FormState } from "./booking-forms.server";
import { renderLink, type BookingRequestContext } from "./booking-page.server";

/** POST: one action per form; 303 back to the page with a notice, or the page again with what was typed and the problems. */
export async function postLink(ctx: BookingRequestContext): Promise<Response> {
  let form: FormData;
  try {
    form = await ctx.request.formData();
  } catch {
    form = new FormData();
  }
  const intent = form.get("intent");
  const actionContext = { now: ctx.now, secret: ctx.services.secret, mailDomain: ctx.services.mailDomain };
  const { db } = ctx.services.database;
  const back = (done: string) => redirect(`${ctx.url.pathname}?done=${done}`);
  const refused = async (result: Extract<CustomerAction, { ok: false }>, formName: FormState["form"], values: Record<string, string>) => {
    if (result.reason === "slot")
      return renderLink(
        ctx,
        { form: formName, errors: { slot: result.message }, values: { ...values, slot: "" } },
        refusalStatus(result.kind),
      );
    // The link no longer allows this (expired, replaced, already done): the page says what it is now.
    return renderLink(ctx, { errors: {}, values: {} }, refusalStatus(result.kind));
  };
  switch (intent) {
    case "accept": {
      const values = formValues(form, ["addressLine1", "addressLine2", "town", "postcode", "phone", "slot", "agree"]);
      const parsed = parseForm(acceptSchema, new URLSearchParams(values));
      if (!parsed.ok) return renderLink(ctx, { form: "accept", errors: parsed.errors, values });
      const result = await acceptPrice(db, ctx.token, parsed.data, actionContext);
      if (!result.ok) return refused(result, "accept", values);
      ctx.services.outbox.wake();
      return back(result.already ? "already-booked" : "booked");
    }
    case "decline": {
      const values = formValues(form, ["reason", "detail"]);
      const parsed = parseForm(declineSchema, new URLSearchParams(values));
      if (!parsed.ok) return renderLink(ctx, { form: "decline", errors: parsed.errors, values });
      const result = await declinePrice(db, ctx.token, parsed.data, actionContext);
      if (!result.ok) return refused(result, "decline", values);
      ctx.services.outbox.wake();
      return back("declined");
    }
    case "move": {
      const values = formValues(form, ["slot"]);
      const parsed = parseForm(moveSchema, new URLSearchParams(values));
      if (!parsed.ok) return renderLink(ctx, { form: "move", errors: parsed.errors, values });
      const result = await moveBooking(db, ctx.token, parsed.data, actionContext);
      if (!result.ok) return refused(result, "move", values);
      ctx.services.outbox.wake();
      return back("moved");
    }
    case "cancel": {
      const values = formValues(form, ["reason"]);
      const parsed = parseForm(cancelSchema, new URLSearchParams(values));
      if (!parsed.ok) return renderLink(ctx, { form: "cancel", errors: parsed.errors, values });
      const result = await cancelBooking(db, ctx.token, parsed.data, actionContext);
      if (!result.ok) return refused(result, "cancel", values);
      ctx.services.outbox.wake();
      return back("cancelled");
    }
    default:
      return redirect(ctx.url.pathname);
  }
}
