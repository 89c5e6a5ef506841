import type { Route } from "./+types/note-file";
import { noteFile } from "./note-file.server";

/** GET /booking/:token/notes/:number.pdf: the job's waste transfer note, from the customer's link (a file). */
export const loader = ({ request, params, context }: Route.LoaderArgs) => noteFile(request, params, context);
