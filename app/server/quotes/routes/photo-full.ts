import type { Route } from "./+types/photo-full";
import { photoFile } from "./photo.server";

/** GET /staff/quotes/:reference/photos/:position/full: the photo itself (a file). */
export const loader = ({ params, context }: Route.LoaderArgs) => photoFile(params, "full", context);
