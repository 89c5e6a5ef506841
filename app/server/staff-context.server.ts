import { createContext } from "react-router";

/** The member of staff a request is made by, once signed in with both factors. */
export interface StaffIdentity {
  id: string;
  email: string;
  name: string;
  /** The better-auth session the request carries. */
  sessionId: string;
}

/**
 * Who is signed in, in React Router's context: set by the staff pages' guard
 * (app/server/staff/routes/signed-in.server.ts) before any of their loaders or actions runs, and
 * read by them there. No page reaches into the staff feature for it.
 */
export const staffContext = createContext<StaffIdentity>();
