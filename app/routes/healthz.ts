import type { Route } from "./+types/healthz";
import { healthReport } from "./healthz.server";

/**
 * GET /healthz for load balancers and service managers: 200 with the database reachable, whether
 * email is flowing, and how many emails wait; 503 when the database cannot be reached. No personal data.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return healthReport(context);
}
