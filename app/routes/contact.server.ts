import type { RouterContextProvider } from "react-router";
import { formStampFor, handleFormPost } from "../server/quotes/web.server";
import { requestInfo, runtimeOf } from "../server/request-context.server";

/** A fresh stamp for the form the page carries. */
export async function contactFormStamp() {
  return formStampFor(await runtimeOf());
}

/** The form posted without JavaScript. */
export async function postContactForm(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormPost(await runtimeOf(), request, context.get(requestInfo)?.clientIp ?? "unknown");
}
