import { staffTitleText } from "../../../components/page-kit/meta";
import { dayTitle, DayView } from "../views/today";
import type { Route } from "./+types/on-my-way";
import { onMyWay, postOnlyPage } from "./today.server";

/** POST /staff/today/on-my-way: emails the customer that the crew is coming; refused, the day again. */
export const middleware: Route.MiddlewareFunction[] = [postOnlyPage];

export const action = ({ request, context }: Route.ActionArgs) => onMyWay(request, context);

export default function OnMyWayRefused({ actionData }: Route.ComponentProps) {
  if (!actionData) return null;
  return (
    <>
      <title>{staffTitleText(dayTitle(actionData.date, actionData.today))}</title>
      <DayView {...actionData} />
    </>
  );
}
