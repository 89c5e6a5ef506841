import type { Route } from "./+types/sign-out-everywhere";
import { postOnly, signOutEverywhere } from "./sign-out.server";

/** POST /staff/sign-out-everywhere: ends every session of the account, on every device. */
export const action = ({ request, context }: Route.ActionArgs) => signOutEverywhere(request, context);

export const loader = postOnly;
