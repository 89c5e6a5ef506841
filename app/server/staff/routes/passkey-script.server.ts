import { pageScript } from "../../page-policy.server";
// The passkey buttons of the sign-in and account pages (the platform's WebAuthn JSON methods; no library).
import passkeyButtons from "../passkey.browser.js?raw";

/** The sign-in and account pages' one script, public: the sign-in page runs it before anyone has signed in. */
export const passkeyScript = pageScript("/staff/assets/passkey.js", () => passkeyButtons);

/** GET /staff/assets/passkey.js: the script itself. */
export const passkeyScriptFile = () => passkeyScript.response();
