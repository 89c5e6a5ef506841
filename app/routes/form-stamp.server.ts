import type { RouterContextProvider } from "react-router";
import { formStampFor } from "../server/quotes/web.server";
import { runtimeContext } from "../server/runtime.server";

/** A fresh stamp for the quote dialog, and the fill time it must wait out. */
export async function freshFormStamp(context: Readonly<RouterContextProvider>) {
  return formStampFor(context.get(runtimeContext));
}
