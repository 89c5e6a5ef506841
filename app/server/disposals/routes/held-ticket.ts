import type { Route } from "./+types/held-ticket";
import { heldTicketFile } from "./held-ticket.server";

/** GET /staff/disposals/held/:id: the ticket's photo held while its form is not yet recorded. */
export const loader = (args: Route.LoaderArgs) => heldTicketFile(args);
