import type { RouterContextProvider } from "react-router";
import { handleApiPost } from "../server/quotes/web.server";
import { requestInfo, runtimeOf } from "../server/request-context.server";

/** The quote request posted to the API, answered in JSON. */
export async function postQuoteApi(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  return handleApiPost(await runtimeOf(), request, context.get(requestInfo)?.clientIp ?? "unknown");
}
