import { staffTitle } from "../../../components/page-kit/meta";
import { InvitationView } from "../views/invitation";
import type { Route } from "./+types/invitation";
import { acceptInvitationAction, invitationStep } from "./invitation.server";

/** GET and POST /staff/invitation/:token: an invitation's link; the password is set here, then the authenticator. */
export const loader = ({ request, context, params }: Route.LoaderArgs) => invitationStep(request, context, params.token);

export const action = ({ request, context, params }: Route.ActionArgs) => acceptInvitationAction(request, context, params.token);

export const meta: Route.MetaFunction = () => staffTitle("Set up your account");

export default function InvitationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return page ? <InvitationView {...page} /> : null;
}
