import type { RouterContextProvider } from "react-router";
import { pdfResponse, plainText } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { noteForLink } from "../customer-link.server";

/**
 * GET /booking/<token>/notes/<number>.pdf: the customer's own note, while their link works. Any
 * other link, or a note of another job, is not found.
 */
export async function noteFile(request: Request, params: { token: string; number: string }, context: Readonly<RouterContextProvider>) {
  const runtime = context.get(runtimeContext);
  const now = runtime.clock.now(request);
  const found = await noteForLink(runtime.database.db, runtime.photoStore, params.token, params.number, now);
  if (!found) return plainText(404, "Not found");
  return pdfResponse(found.note.number, found.pdf);
}
