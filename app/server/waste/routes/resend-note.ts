import type { Route } from "./+types/resend-note";
import { postOnly, resendNoteAction } from "./resend-note.server";

/** POST /staff/notes/:number/resend: "Send again", from the request's page. */
export const action = (args: Route.ActionArgs) => resendNoteAction(args);

export const loader = postOnly;
