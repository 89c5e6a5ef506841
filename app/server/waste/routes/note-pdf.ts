import type { Route } from "./+types/note-pdf";
import { notePdf } from "./note-pdf.server";

/** GET /staff/notes/:number.pdf (`?as=issued`: the file as issued, never marked superseded). */
export const loader = (args: Route.LoaderArgs) => notePdf(args);
