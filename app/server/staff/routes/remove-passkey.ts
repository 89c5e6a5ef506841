import type { Route } from "./+types/remove-passkey";
import { postOnly, removePasskey } from "./account.server";

/** POST /staff/account/passkeys/remove: one of the account's passkeys removed. */
export const action = ({ request, context }: Route.ActionArgs) => removePasskey(request, context);

export const loader = postOnly;
