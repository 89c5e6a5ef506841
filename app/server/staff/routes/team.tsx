import { staffTitle, staffTitleText } from "../../../components/page-kit/meta";
import { TeamView } from "../views/team";
import type { Route } from "./+types/team";
import { inviteAction, teamPage } from "./team.server";

/** GET /staff/team: the accounts and invitations; POST: invite someone, or withdraw an invitation (owner only). */
export const loader = ({ request, context }: Route.LoaderArgs) => teamPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => inviteAction(request, context);

export const meta: Route.MetaFunction = () => staffTitle("Team");

export default function TeamRoute({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <>
      {actionData && <title>{staffTitleText("Team")}</title>}
      <TeamView {...page} />
    </>
  );
}
