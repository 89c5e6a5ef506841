import { staffTitle } from "../../../components/page-kit/meta";
import { NotesList } from "../views/notes-list";
import type { Route } from "./+types/notes";
import { notesList } from "./notes.server";

/** GET /staff/notes: every waste transfer note kept, searched, a page at a time. */
export const loader = (args: Route.LoaderArgs) => notesList(args);

export const meta: Route.MetaFunction = () => staffTitle("Waste transfer notes");

export default function Notes({ loaderData }: Route.ComponentProps) {
  return <NotesList data={loaderData} />;
}
