import { staffTitleText } from "../../../components/page-kit/meta";
import { WeekView, weekTitle } from "../views/week";
import type { Route } from "./+types/unblock";
import { changeBlock, postOnlyPage } from "./week.server";

/** POST /staff/schedule/unblock: a day or a slot open to customers again; refused, the week again. */
export const middleware: Route.MiddlewareFunction[] = [postOnlyPage];

export const action = ({ request, context }: Route.ActionArgs) => changeBlock(request, context, false);

export default function UnblockRefused({ actionData }: Route.ComponentProps) {
  if (!actionData) return null;
  return (
    <>
      <title>{staffTitleText(weekTitle(actionData.monday))}</title>
      <WeekView {...actionData} />
    </>
  );
}
