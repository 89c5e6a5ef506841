import { notFound } from "./not-found.server";

/** Any other path under /staff answers 404, whatever the method. */
export const loader = notFound;
export const action = notFound;
