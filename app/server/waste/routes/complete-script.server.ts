import { completeScript } from "../complete-script.server";

/** The completion page's script itself. */
export const completeScriptFile = () => completeScript.response();
