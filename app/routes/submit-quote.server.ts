import type { RouterContextProvider } from "react-router";
import { handleApiPost } from "../server/quotes/web.server";
import { requestInfoContext, runtimeContext } from "../server/runtime.server";

/** The quote request posted to the API, answered in JSON. */
export async function postQuoteApi(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  return handleApiPost(context.get(runtimeContext), request, context.get(requestInfoContext)?.clientIp ?? "unknown");
}
