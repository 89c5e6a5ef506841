import { exportCsv, exportFileName } from "../../server/inbox/export.server";
import { audit, staffActor } from "../../server/inbox/model.server";
import { readFilter } from "../../server/inbox/queries.server";
import type { SignedInContext } from "../types";

/** GET /staff/export.csv?<filter>: every request the list's filter matches, as a spreadsheet file. */
export async function exportFile(ctx: SignedInContext, now = new Date()): Promise<Response> {
  const filter = readFilter(ctx.url.searchParams);
  const { csv, rows, truncated } = await exportCsv(ctx.services.database.db, filter, now);
  // The search text may be a customer's name: the log records only that there was one.
  await audit(ctx.services.database.db, staffActor(ctx.staff), {
    reference: null,
    action: "export",
    detail: `${rows} rows${truncated ? " (capped)" : ""}; tab ${filter.view}${filter.q ? "; with a search" : ""}`,
    at: now,
  });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
