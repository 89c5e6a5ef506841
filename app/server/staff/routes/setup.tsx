import { staffTitleText } from "../../../components/page-kit/meta";
import { SetupView, setupTitle } from "../views/setup";
import type { Route } from "./+types/setup";
import { setUp, setupStep } from "./setup.server";

/** GET and POST /staff/setup: the authenticator's set-up, then the backup codes (the title says which). */
export const loader = ({ request, context }: Route.LoaderArgs) => setupStep(request, context);

export const action = ({ request, context }: Route.ActionArgs) => setUp(request, context);

export default function SetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  if (!page) return null;
  return (
    <>
      <title>{staffTitleText(setupTitle(page))}</title>
      <SetupView {...page} />
    </>
  );
}
