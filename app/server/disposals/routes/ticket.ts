import type { Route } from "./+types/ticket";
import { ticketFile } from "./ticket.server";

/** GET /staff/disposals/:id/ticket: a recorded tip run's ticket photo. */
export const loader = (args: Route.LoaderArgs) => ticketFile(args);
