import { staffTitle } from "../../../components/page-kit/meta";
import { TwoFactorView } from "../views/two-factor";
import type { Route } from "./+types/two-factor";
import { twoFactorStep, verifyCode } from "./two-factor.server";

/** GET and POST /staff/two-factor: the code from the authenticator app, or a backup code. */
export const loader = ({ request, context }: Route.LoaderArgs) => twoFactorStep(request, context);

export const action = ({ request, context }: Route.ActionArgs) => verifyCode(request, context);

export const meta: Route.MetaFunction = () => staffTitle("Enter your code");

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return page ? <TwoFactorView {...page} /> : null;
}
