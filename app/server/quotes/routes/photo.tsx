import { staffTitle } from "../../../components/page-kit/meta";
import { PhotoPage, photoLabel } from "../views/photo-page";
import { NoSuchRequest } from "../../../components/page-kit/kit";
import type { Route } from "./+types/photo";
import { photoPage } from "./photo.server";

/** GET /staff/quotes/:reference/photos/:position: one photo of the request, large. */
export const loader = ({ params, context }: Route.LoaderArgs) => photoPage(params, context);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffTitle(loaderData?.found ? `${photoLabel(loaderData.page)} · ${loaderData.page.reference}` : "Not found");

export default function PhotoRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.found ? <PhotoPage page={loaderData.page} /> : <NoSuchRequest />;
}
