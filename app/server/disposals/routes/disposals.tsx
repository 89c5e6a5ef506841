import { staffTitle } from "../../../components/page-kit/meta";
import { DisposalsPage } from "../views/disposals-page";
import type { Route } from "./+types/disposals";
import { disposalsLoader, recordTipRunAction } from "./disposals.server";

/** GET /staff/disposals: the tip runs and the recycling figure; POST records a tip run (multipart: the ticket's photo). */
export const loader = (args: Route.LoaderArgs) => disposalsLoader(args);

export const action = (args: Route.ActionArgs) => recordTipRunAction(args);

export const meta: Route.MetaFunction = () => staffTitle("Disposals");

export default function Disposals({ loaderData, actionData }: Route.ComponentProps) {
  return <DisposalsPage data={actionData ?? loaderData} />;
}
