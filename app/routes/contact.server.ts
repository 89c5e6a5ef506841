import type { RouterContextProvider } from "react-router";
import { formStampFor, handleFormPost } from "../server/quotes/web.server";
import { requestInfoContext, runtimeContext } from "../server/runtime.server";

/** A fresh stamp for the form the page carries. */
export async function contactFormStamp(context: Readonly<RouterContextProvider>) {
  return formStampFor(context.get(runtimeContext));
}

/** The form posted without JavaScript. */
export async function postContactForm(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormPost(context.get(runtimeContext), request, context.get(requestInfoContext)?.clientIp ?? "unknown");
}
