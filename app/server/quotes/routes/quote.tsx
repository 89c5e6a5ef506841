import { staffTitle } from "../../../components/page-kit/meta";
import { NoSuchRequest } from "../../../components/page-kit/kit";
import { QuotePage } from "../views/quote-page";
import type { Route } from "./+types/quote";
import { quoteAction } from "./quote-actions.server";
import { quotePage } from "./quote.server";

/** GET and POST /staff/quotes/:reference: one request, its work, its fixed price and notes, and erasing it. */
export const loader = ({ request, params, context }: Route.LoaderArgs) => quotePage(request, params.reference, context);

export const action = ({ request, params, context }: Route.ActionArgs) => quoteAction(request, params.reference, context);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffTitle(loaderData?.found ? loaderData.page.detail.quote.reference : "Not found");

export default function QuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) return <NoSuchRequest />;
  return (
    <QuotePage
      page={loaderData.page}
      state={actionData?.form ?? { errors: {}, values: {} }}
      priceState={actionData?.price ?? { values: loaderData.defaultPrice, errors: {} }}
    />
  );
}
