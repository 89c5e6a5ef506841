import { createContext } from "react-router";

/**
 * The status a page's action asks the page to be answered with when it refuses a form (400 for a
 * form's problems, a refusal's own status): React Router runs the page's loader after the action,
 * with the same context, and the loader answers with this status unless the page has one of its own
 * (a request erased, a link expired), as these pages always did.
 */
export const refusedFormStatus = createContext<number | null>(null);
