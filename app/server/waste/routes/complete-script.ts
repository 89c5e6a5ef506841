import { completeScriptFile } from "./complete-script.server";

/** GET /staff/assets/complete-job.js: the completion page's one script (the drawn signature). */
export const loader = completeScriptFile;
