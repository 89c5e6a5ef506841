import { staffTitle } from "../../../components/page-kit/meta";
import { dayTitle, DayView } from "../views/today";
import type { Route } from "./+types/today";
import { dayPage } from "./today.server";

/** GET /staff/today?date=YYYY-MM-DD: the crew's day. */
export const loader = ({ request, context }: Route.LoaderArgs) => dayPage(request, context);

export const meta: Route.MetaFunction = ({ loaderData }) => staffTitle(loaderData ? dayTitle(loaderData.date, loaderData.today) : "Today");

export default function TodayPage({ loaderData }: Route.ComponentProps) {
  return <DayView {...loaderData} />;
}
