import { audit, staffActor } from "../../../kernel/audit.server";
import { exportCsvChunks, exportFileName } from "../inbox/export.server";
import { countByView } from "../inbox/queries.server";
import { filterParams } from "./forms.server";
import { parseForm } from "../../../kernel/form.server";
import { csvResponse, plainText } from "../../responses.server";
import type { SignedInContext } from "../../../kernel/page/staff-route.server";

/**
 * GET /staff/export.csv?<filter>: every request the list's filter matches, as a spreadsheet file,
 * written to the response as it is read from the database (at the pace the client takes it).
 */
export async function exportFile(ctx: SignedInContext, now = new Date()): Promise<Response> {
  const parsed = parseForm(filterParams, ctx.url.searchParams);
  if (!parsed.ok) return plainText(400, `Nothing was exported. ${Object.values(parsed.errors).join(" ")}`);
  const { filter } = parsed.data;
  const { db } = ctx.services.database;
  // Recorded before a row leaves; the count is of the requests matching as the export begins.
  const rows = (await countByView(db, filter.q, now))[filter.view];
  // The search text may be a customer's name: the log records only that there was one.
  await audit(db, staffActor(ctx.staff), {
    action: "export",
    detail: `${rows} rows; tab ${filter.view}${filter.q ? "; with a search" : ""}`,
    at: now,
  });
  return csvResponse(exportCsvChunks(db, filter, now), exportFileName(now));
}
