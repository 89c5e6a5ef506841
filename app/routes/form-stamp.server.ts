import { formStampFor } from "../server/quotes/web.server";
import { runtimeOf } from "../server/request-context.server";

/** A fresh stamp for the quote dialog, and the fill time it must wait out. */
export async function freshFormStamp() {
  return formStampFor(await runtimeOf());
}
