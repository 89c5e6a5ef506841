import { staffTitle } from "../../../components/page-kit/meta";
import { WeekView, weekTitle } from "../views/week";
import type { Route } from "./+types/week";
import { weekPage } from "./week.server";

/** GET /staff/schedule?week=YYYY-MM-DD: the office's week. */
export const loader = ({ request, context }: Route.LoaderArgs) => weekPage(request, context);

export const meta: Route.MetaFunction = ({ loaderData }) => staffTitle(loaderData ? weekTitle(loaderData.monday) : "Schedule");

export default function WeekPage({ loaderData }: Route.ComponentProps) {
  return <WeekView {...loaderData} />;
}
