import { staffTitle } from "../../../components/page-kit/meta";
import { CompletePage, completeTitle } from "../views/complete-page";
import type { Route } from "./+types/complete";
import { completeAction, completePage } from "./complete.server";

/** GET /staff/jobs/:booking/complete: "Collected", the job's waste transfer note; POST issues it. */
export const loader = (args: Route.LoaderArgs) => completePage(args);

export const action = (args: Route.ActionArgs) => completeAction(args);

/** The page's policy (the form's one script, allowed by its hash and path), as the action drew the page or else the loader. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const policy = actionHeaders.get("Content-Security-Policy") ?? loaderHeaders.get("Content-Security-Policy");
  return policy ? { "Content-Security-Policy": policy } : new Headers();
};

export const meta: Route.MetaFunction = ({ loaderData }) => staffTitle(loaderData ? completeTitle(loaderData) : "Collected");

export default function Complete({ loaderData, actionData }: Route.ComponentProps) {
  return <CompletePage data={actionData ?? loaderData} />;
}
