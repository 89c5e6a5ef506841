import { staffTitleText } from "../../../components/page-kit/meta";
import { WeekView, weekTitle } from "../views/week";
import type { Route } from "./+types/move";
import { moveJob, postOnlyPage } from "./week.server";

/** POST /staff/schedule/move: a job to another slot; refused, the week again with the job's choice kept. */
export const middleware: Route.MiddlewareFunction[] = [postOnlyPage];

export const action = ({ request, context }: Route.ActionArgs) => moveJob(request, context);

export default function MoveRefused({ actionData }: Route.ComponentProps) {
  if (!actionData) return null;
  return (
    <>
      <title>{staffTitleText(weekTitle(actionData.monday))}</title>
      <WeekView {...actionData} />
    </>
  );
}
