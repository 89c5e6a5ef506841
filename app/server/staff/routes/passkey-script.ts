import { passkeyScriptFile } from "./passkey-script.server";

/** GET /staff/assets/passkey.js: the passkey buttons' script, allowed on the sign-in and account pages by its hash and path. */
export const loader = passkeyScriptFile;
