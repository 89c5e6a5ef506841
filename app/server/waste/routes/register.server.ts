import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { audit, staffActor } from "../../audit.server";
import { csvResponse } from "../../responses.server";
import { parseForm } from "../../../kernel/form.server";
import { londonDate } from "../../../kernel/uk-time";
import { runtimeContext } from "../../runtime.server";
import { staffContext } from "../../staff-context.server";
import { registerCsvChunks, registerFileName } from "../register.server";
import { registerRange } from "../pages/forms.server";

/** GET /staff/register: the form, from the first of this month to today. */
export function registerFormValues(request: Request, context: Readonly<RouterContextProvider>) {
  const today = londonDate(context.get(runtimeContext).clock.now(request));
  return { values: { from: `${today.slice(0, 8)}01`, to: today }, errors: {} };
}

/**
 * GET /staff/register.csv?from&to with good dates: the register, written as it is read, with an
 * audit entry, answered before the page's loader runs (a file, not a page).
 */
export const registerFile: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const parsed = parseForm(registerRange, new URL(request.url).searchParams);
  if (!parsed.ok) return next();
  const runtime = context.get(runtimeContext);
  const { db } = runtime.database;
  await audit(db, staffActor(context.get(staffContext)), {
    action: "export",
    detail: `waste register ${parsed.data.from} to ${parsed.data.to}`,
    at: runtime.clock.now(request),
  });
  return csvResponse(registerCsvChunks(db, parsed.data), registerFileName(parsed.data));
};

/** Dates the register cannot take: the form again (400) with what was typed. */
export function refusedRange(request: Request) {
  const parsed = parseForm(registerRange, new URL(request.url).searchParams);
  return data({ values: parsed.values, errors: parsed.ok ? {} : parsed.errors }, { status: 400 });
}
