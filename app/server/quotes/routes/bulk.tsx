import { staffTitle } from "../../../components/page-kit/meta";
import { BulkRefused } from "../views/inbox-list";
import type { Route } from "./+types/bulk";
import { bulkAction, formOnly } from "./bulk.server";

/** POST /staff/bulk: the list's ticked requests marked as spam or lost (the list's own form; nothing to GET). */
export const middleware: Route.MiddlewareFunction[] = [formOnly];

export const action = ({ request, context }: Route.ActionArgs) => bulkAction(request, context);

export const meta: Route.MetaFunction = () => staffTitle("Quote requests");

export default function BulkRoute({ actionData }: Route.ComponentProps) {
  return actionData ? <BulkRefused message={actionData.message} /> : null;
}
