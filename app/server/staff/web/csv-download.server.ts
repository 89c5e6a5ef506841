import { audit, staffActor } from "../audit.server";
import { exportCsvChunks, exportFileName } from "../inbox/export.server";
import { countByView } from "../inbox/queries.server";
import { filterParams } from "./forms.server";
import { parseForm, plainText } from "../../html/form-reading.server";
import type { SignedInContext } from "./types.server";

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

/**
 * A CSV file written to the response as its chunks are read (at the pace the client takes it);
 * nothing is read before the client asks for it (a HEAD request reads nothing).
 */
export function csvResponse(chunks: AsyncGenerator<{ text: string }>, fileName: string): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.text));
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
