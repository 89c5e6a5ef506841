import { customerTitle } from "../views/customer-header";
import { LinkPage, linkTitle } from "../views/link-page";
import type { Route } from "./+types/link-page";
import { linkAction } from "./link-actions.server";
import { linkPage } from "./link-page.server";

/** GET and POST /booking/:token: the customer's fixed price, booking and note, and their forms. */
export const loader = ({ request, params, context }: Route.LoaderArgs) => linkPage(request, params.token, context);

export const action = ({ request, params, context }: Route.ActionArgs) => linkAction(request, params.token, context);

export const meta: Route.MetaFunction = ({ loaderData }) => customerTitle(loaderData ? linkTitle(loaderData.link) : "Your booking");

export default function LinkPageRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LinkPage {...loaderData} state={actionData?.state ?? { errors: {}, values: {} }} />;
}
