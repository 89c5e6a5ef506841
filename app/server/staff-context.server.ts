import { createContext } from "react-router";
import type { StaffRole } from "../staff-roles";

/** The member of staff a request is made by, once signed in with both factors. */
export interface StaffIdentity {
  id: string;
  email: string;
  name: string;
  /** What the account may open (app/staff-pages.ts): the guard has checked it for the page. */
  role: StaffRole;
  /** The better-auth session the request carries. */
  sessionId: string;
}

/**
 * Who is signed in, in React Router's context: set by the staff pages' guard
 * (app/server/staff/routes/signed-in.server.ts) before any of their loaders or actions runs, and
 * read by them there. No page reaches into the staff feature for it.
 */
export const staffContext = createContext<StaffIdentity>();
