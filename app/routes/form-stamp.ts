import type { Route } from "./+types/form-stamp";
import { freshFormStamp } from "./form-stamp.server";

/**
 * GET /functions/v1/form-stamp: a fresh stamp for the quote dialog, which opens on prerendered pages
 * that cannot carry one. JSON { value, minFillMs }, never cached.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await freshFormStamp(context), { headers: { "Cache-Control": "no-store" } });
}
