import { staffTitle } from "../../../components/page-kit/meta";
import { CorrectNotePage, correctNoteTitle } from "../views/correct-note";
import type { Route } from "./+types/correct-note";
import { correctNoteAction, correctNotePage } from "./correct-note.server";

/** GET /staff/notes/:number/correct: "Correct this note"; POST issues the correcting note. */
export const loader = (args: Route.LoaderArgs) => correctNotePage(args);

export const action = (args: Route.ActionArgs) => correctNoteAction(args);

export const meta: Route.MetaFunction = ({ loaderData }) => staffTitle(loaderData ? correctNoteTitle(loaderData) : "Correct a note");

export default function CorrectNote({ loaderData, actionData }: Route.ComponentProps) {
  return <CorrectNotePage data={actionData ?? loaderData} />;
}
