import { pagePolicy } from "../../../components/page-kit/headers";
import { staffTitle } from "../../../components/page-kit/meta";
import { SignInView } from "../views/sign-in";
import type { Route } from "./+types/sign-in-passkey";
import { postOnlyPage, signInWithPasskey } from "./sign-in.server";

/** POST /staff/sign-in/passkey: signed in by a passkey, or the sign-in page again with why. */
export const middleware: Route.MiddlewareFunction[] = [postOnlyPage];

export const action = ({ request, context }: Route.ActionArgs) => signInWithPasskey(request, context);

export const headers: Route.HeadersFunction = pagePolicy;

export const meta: Route.MetaFunction = () => staffTitle("Sign in");

export default function PasskeyRefused({ actionData }: Route.ComponentProps) {
  return actionData ? <SignInView {...actionData} /> : null;
}
