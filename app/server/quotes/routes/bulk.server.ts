/**
 * POST /staff/bulk: the list's ticked requests marked as spam or lost, then back to the list as it
 * was shown with a confirmation. Only a hand-made request sends a form the list does not (400).
 */
import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { staffActor } from "../../audit.server";
import { parseForm, readForm } from "../../../kernel/form.server";
import { postOnly, redirect } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { staffContext } from "../../staff-context.server";
import { bulkSetStatus } from "../inbox/actions.server";
import { filterQuery } from "../inbox/model";
import { BULK_MANY, bulkForm } from "../pages/forms.server";

/** The form's only answer is to a post: anything else is 405, before any page is drawn. */
export const formOnly: MiddlewareFunction<Response> = ({ request }, next) => (request.method === "POST" ? next() : postOnly());

export async function bulkAction(request: Request, context: Readonly<RouterContextProvider>) {
  const parsed = parseForm(bulkForm, await readForm(request), BULK_MANY);
  // The form sends back the filter the list was shown with: only a hand-made request lands here.
  if (!parsed.ok) return data({ message: `Nothing was changed. ${Object.values(parsed.errors).join(" ")}` }, { status: 400 });
  const { filter, action, ids } = parsed.data;
  if (!action) return redirect(`/staff${filterQuery(filter)}`);
  const db = context.get(runtimeContext).database.db;
  const changed = await bulkSetStatus(db, ids, action, staffActor(context.get(staffContext)), new Date());
  return redirect(`/staff${filterQuery(filter, { done: `bulk-${action}`, count: String(changed) })}`);
}
