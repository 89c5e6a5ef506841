import type { Route } from "./+types/sign-out";
import { postOnly, signOutHere } from "./sign-out.server";

/** POST /staff/sign-out: ends this browser's session, then the sign-in page says so. */
export const action = ({ request, context }: Route.ActionArgs) => signOutHere(request, context);

export const loader = postOnly;
