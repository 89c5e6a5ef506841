import type { Route } from "./+types/cleared-photo";
import { clearedPhotoFile } from "./cleared-photo.server";

/** GET /staff/jobs/:booking/photos/:name: a photo of the cleared space. */
export const loader = (args: Route.LoaderArgs) => clearedPhotoFile(args);
