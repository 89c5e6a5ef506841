import type { Route } from "./+types/export";
import { exportAnswer } from "./export.server";

/** GET /staff/export.csv?status&q: the requests the list's filter matches, as CSV (a file). */
export const loader = ({ request, context }: Route.LoaderArgs) => exportAnswer(request, context);
