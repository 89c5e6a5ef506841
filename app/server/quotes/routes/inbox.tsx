import { staffTitle } from "../../../components/page-kit/meta";
import { InboxList, SearchRefused } from "../views/inbox-list";
import type { Route } from "./+types/inbox";
import { inboxPage } from "./inbox.server";

/** GET /staff: the inbox, its figures, tabs, search and list. */
export const loader = ({ request, context }: Route.LoaderArgs) => inboxPage(request, context);

export const meta: Route.MetaFunction = () => staffTitle("Quote requests");

export default function InboxRoute({ loaderData }: Route.ComponentProps) {
  return "refused" in loaderData ? <SearchRefused {...loaderData.refused} /> : <InboxList {...loaderData.inbox} />;
}
