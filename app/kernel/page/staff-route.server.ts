import type { Runtime } from "../../server/runtime.server";

import type { StaffIdentity } from "../../server/staff-context.server";

export type { StaffIdentity };

/** What every staff handler is given. */
export interface StaffRequestContext {
  request: Request;
  url: URL;
  /** The path's named parts (`:reference` → params.reference), already percent-decoded. */
  params: Record<string, string>;
  /** The visitor's address as Express works it out under TRUST_PROXY. */
  clientIp: string;
  services: Runtime;
}

/** A handler behind the sign-in: it only runs for a signed-in member of staff. */
export interface SignedInContext extends StaffRequestContext {
  staff: StaffIdentity;
}

interface RouteBase {
  method: "GET" | "POST";
  /** A URLPattern pathname under /staff, e.g. "/staff/quotes/:reference". */
  path: string;
}

/**
 * One staff page or endpoint. "staff" routes answer a request without a full session (signed in,
 * second factor done) with a redirect to the sign-in page (pages) or 401 (files, exports), and never
 * run their handler; "public" routes are the sign-in steps themselves.
 */
export type StaffRoute =
  | (RouteBase & { access: "public"; handle(context: StaffRequestContext): Promise<Response> })
  | (RouteBase & { access: "staff"; kind: "page" | "file"; handle(context: SignedInContext): Promise<Response> });
