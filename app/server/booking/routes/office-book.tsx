import { staffTitle } from "../../../components/page-kit/meta";
import { NoSuchRequest } from "../../../components/page-kit/kit";
import { OfficeBookPage } from "../views/office-book-page";
import type { Route } from "./+types/office-book";
import { officeBookAction, officeBookLoader } from "./office-book.server";

/** GET /staff/quotes/:reference/book: the office books a slot for a customer who phoned or messaged; POST books it. */
export const loader = (args: Route.LoaderArgs) => officeBookLoader(args);

export const action = (args: Route.ActionArgs) => officeBookAction(args);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffTitle(loaderData?.found ? `Book ${loaderData.page.request.reference}` : "Not found");

export default function OfficeBook({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return shown.found ? <OfficeBookPage data={shown.page} /> : <NoSuchRequest />;
}
