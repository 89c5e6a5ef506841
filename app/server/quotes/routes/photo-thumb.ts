import type { Route } from "./+types/photo-thumb";
import { photoFile } from "./photo.server";

/** GET /staff/quotes/:reference/photos/:position/thumb: the photo as a small square thumbnail (a file). */
export const loader = ({ params, context }: Route.LoaderArgs) => photoFile(params, "thumb", context);
