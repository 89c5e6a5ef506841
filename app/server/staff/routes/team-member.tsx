import { staffTitle, staffTitleText } from "../../../components/page-kit/meta";
import { MemberView } from "../views/team";
import type { Route } from "./+types/team-member";
import { changeAction, memberPage } from "./team.server";

/** GET /staff/team/:id: one account; POST: a change to it, after the owner's password or code (owner only). */
export const loader = ({ request, context, params }: Route.LoaderArgs) => memberPage(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => changeAction(request, context, params.id);

export const meta: Route.MetaFunction = ({ loaderData }) => staffTitle(loaderData ? `${loaderData.member.name} · Team` : "Team");

export default function TeamMemberRoute({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <>
      {actionData && <title>{staffTitleText(`${page.member.name} · Team`)}</title>}
      <MemberView {...page} />
    </>
  );
}
