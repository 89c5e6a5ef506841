import { pagePolicy } from "../../../components/page-kit/headers";
import { staffTitle } from "../../../components/page-kit/meta";
import { SignInView } from "../views/sign-in";
import type { Route } from "./+types/sign-in";
import { signIn, signInStep } from "./sign-in.server";

/** GET and POST /staff/sign-in: email and password (the passkey button above them, where passkeys work). */
export const loader = ({ request, context }: Route.LoaderArgs) => signInStep(request, context);

export const action = ({ request, context }: Route.ActionArgs) => signIn(request, context);

export const headers: Route.HeadersFunction = pagePolicy;

export const meta: Route.MetaFunction = () => staffTitle("Sign in");

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return page ? <SignInView {...page} /> : null;
}
