import { data, type RouterContextProvider } from "react-router";
import { parseForm } from "../../../kernel/form.server";
import { runtimeContext } from "../../runtime.server";
import { NOTES_PAGE_SIZE, searchNotes, type NoteList } from "../notes-search.server";
import { notesQuery, notesQueryString } from "../pages/notes-query.server";
import { NOTES_PATH } from "../paths";
import type { NotesListData } from "../views/notes-list";

/** "Notes 51 to 100 of 123": what this page shows of the whole. */
function countText(list: NoteList, page: number): string {
  if (!list.total) return "No notes match.";
  const first = (page - 1) * NOTES_PAGE_SIZE + 1;
  const last = first + list.rows.length - 1;
  const all = list.total === 1 ? "1 note matches" : `${list.total} notes match`;
  if (!list.rows.length) return `${all}; this page is past the last.`;
  return list.total <= NOTES_PAGE_SIZE ? `${all}, newest first.` : `${all}, newest first: ${first} to ${last} shown.`;
}

/** GET /staff/notes: every note kept, searched by number, transfer dates, place, name or waste code, a page at a time. */
export async function notesList({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const parsed = parseForm(notesQuery, new URL(request.url).searchParams);
  // Nothing is looked up with what was sent; the search is shown again to be corrected.
  if (!parsed.ok) return data<NotesListData>({ values: parsed.values, errors: parsed.errors }, { status: 400 });
  const { search, page } = parsed.data;
  const list = await searchNotes(context.get(runtimeContext).database.db, search, page);
  const hasNext = page * NOTES_PAGE_SIZE < list.total;
  return data<NotesListData>({
    values: parsed.values,
    found: {
      rows: list.rows,
      count: countText(list, page),
      newer: page > 1 ? `${NOTES_PATH}${notesQueryString(search, page - 1)}` : undefined,
      older: hasNext ? `${NOTES_PATH}${notesQueryString(search, page + 1)}` : undefined,
    },
  });
}
