/**
 * Everything the inbox list waits for before it is drawn: a page of rows, the tab counts, the visit,
 * and the figures above the list (the morning figures, the recycling figure, the reply promise).
 * One function, so the page and `npm run bench:inbox` time the same work.
 */
import type { Db } from "../../db/client.server";
import { recyclingFigure } from "../../disposals/index.server";
import type { InboxFilter } from "./model";
import { countByView, inboxFigures, listQuotes, recordVisit, type ListPosition } from "./queries.server";
import { replyPromise } from "./reply-promise.server";

export async function inboxListView(db: Db, filter: InboxFilter, position: ListPosition, staffId: string, now: Date) {
  const [list, counts, since, figures, recycling, reply] = await Promise.all([
    listQuotes(db, filter, position, now),
    countByView(db, filter.q, now),
    recordVisit(db, staffId, now),
    inboxFigures(db, now),
    recyclingFigure(db, now),
    replyPromise(db, now),
  ]);
  return { list, counts, since, figures, recycling, reply };
}
