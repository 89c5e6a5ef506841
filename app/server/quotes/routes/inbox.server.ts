/**
 * GET /staff: the inbox list, its tabs' counts and the figures above it, with a confirmation after
 * erasing or a bulk change. A search with control characters in it is not run (400, the search
 * again); a waste transfer note's number is looked up among the notes, which outlive their requests.
 */
import { data, type RouterContextProvider } from "react-router";
import { shownRecyclingFigure } from "../../disposals/web.server";
import { redirect } from "../../responses.server";
import { runtimeContext } from "../../runtime.server";
import { staffContext } from "../../staff-context.server";
import { isNoteNumber, keptSentenceFor } from "../../waste/index.server";
import { noteSearchPath } from "../../waste/web.server";
import { parseForm } from "../../../kernel/form.server";
import { inboxListView } from "../inbox/list-view.server";
import { requestsToPlace } from "../inbox/queries.server";
import type { InboxFilter } from "../inbox/model";
import { listQuery } from "../pages/forms.server";
import type { InboxListData } from "../views/inbox-list";

const NOTICES: Record<string, (count: string) => string> = {
  erased: () => "The request was erased.",
  "bulk-spam": (count) => `${count} marked as spam.`,
  "bulk-lost": (count) => `${count} marked as lost.`,
};

export async function inboxPage(request: Request, context: Readonly<RouterContextProvider>) {
  const runtime = context.get(runtimeContext);
  const now = runtime.clock.now(request);
  const { db } = runtime.database;
  const { searchParams } = new URL(request.url);
  const parsed = parseForm(listQuery, searchParams);
  if (!parsed.ok) {
    // Nothing is looked up with what was sent; the search is shown again to be corrected.
    const filter: InboxFilter = { view: "active", q: parsed.values.q ?? "" };
    return data({ refused: { filter, errors: parsed.errors } }, { status: 400 });
  }
  const { filter, position } = parsed.data;
  if (isNoteNumber(filter.q.toUpperCase())) return redirect(noteSearchPath(filter.q.toUpperCase()));
  const { list, counts, figures, since, recycling, reply } = await inboxListView(db, filter, position, context.get(staffContext).id, now);
  const done = searchParams.get("done") ?? "";
  const kept = done === "erased" ? await keptSentenceFor(db, (searchParams.get("kept") ?? "").split(",")) : "";
  const notice =
    [(Object.hasOwn(NOTICES, done) ? NOTICES[done] : undefined)?.(searchParams.get("count")?.replace(/\D/g, "").slice(0, 6) || "0"), kept]
      .filter(Boolean)
      .join(" ") || undefined;
  const inbox: InboxListData = {
    filter,
    list,
    counts,
    figures,
    recycling: shownRecyclingFigure(recycling),
    reply: { judged: reply.judged, inTime: reply.inTime, share: reply.share, kept: reply.kept },
    since,
    notice,
    now,
    toPlace: await requestsToPlace(db),
  };
  return { inbox };
}
