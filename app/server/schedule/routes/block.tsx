import { staffTitleText } from "../../../components/page-kit/meta";
import { WeekView, weekTitle } from "../views/week";
import type { Route } from "./+types/block";
import { changeBlock, postOnlyPage } from "./week.server";

/** POST /staff/schedule/block: a day or a slot closed to customers; refused, the week again with what was typed. */
export const middleware: Route.MiddlewareFunction[] = [postOnlyPage];

export const action = ({ request, context }: Route.ActionArgs) => changeBlock(request, context, true);

export default function BlockRefused({ actionData }: Route.ComponentProps) {
  if (!actionData) return null;
  return (
    <>
      <title>{staffTitleText(weekTitle(actionData.monday))}</title>
      <WeekView {...actionData} />
    </>
  );
}
