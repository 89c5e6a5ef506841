import type { RouterContextProvider } from "react-router";
import { audit, staffActor, type Actor } from "../../audit.server";
import { parseForm } from "../../../kernel/form.server";
import type { Db } from "../../db/client.server";
import { csvResponse, plainText } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { staffContext } from "../../staff-context.server";
import { exportCsvChunks, exportFileName } from "../inbox/export.server";
import { countByView } from "../inbox/queries.server";
import { filterParams } from "../pages/forms.server";

/**
 * GET /staff/export.csv?<filter>: every request the list's filter matches, as a spreadsheet file,
 * written to the response as it is read from the database (at the pace the client takes it).
 */
export async function exportFile(db: Db, actor: Actor, searchParams: URLSearchParams, now = new Date()): Promise<Response> {
  const parsed = parseForm(filterParams, searchParams);
  if (!parsed.ok) return plainText(400, `Nothing was exported. ${Object.values(parsed.errors).join(" ")}`);
  const { filter } = parsed.data;
  // Recorded before a row leaves; the count is of the requests matching as the export begins.
  const rows = (await countByView(db, filter.q, now))[filter.view];
  // The search text may be a customer's name: the log records only that there was one.
  await audit(db, actor, {
    action: "export",
    detail: `${rows} rows; tab ${filter.view}${filter.q ? "; with a search" : ""}`,
    at: now,
  });
  return csvResponse(exportCsvChunks(db, filter, now), exportFileName(now));
}

export const exportAnswer = (request: Request, context: Readonly<RouterContextProvider>) =>
  exportFile(context.get(runtimeContext).database.db, staffActor(context.get(staffContext)), new URL(request.url).searchParams);
