import { withPageHeaders } from "../../page-policy.server";

/** Any other path under /staff: not a staff page, signed in or not (the staff pages' headers, plain text). */
export const notFound = () =>
  withPageHeaders(new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } }));
